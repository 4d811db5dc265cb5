// The one in-memory overlay of replies this tab's engine is streaming (docs/sync-rules.md S9): Dexie
// receives the final reply, never the deltas. Each entry is the reply as it would be stored (a
// `MessageRecord` with `send_state: 'streaming'`), keyed by conversation, so the pane draws it with the
// same mapping as a stored row. When the engine has written the final row it *settles* the entry
// (its final state) and keeps it for `holdMs`: the pane's live query may answer a frame after the write,
// and the settled entry covers that frame on the same element; the pane always prefers Dexie's row.
// Changes are batched and published at most once per frame through the injected scheduler
// (requestAnimationFrame in browsers). `subscribe`/`getSnapshot` fit React's useSyncExternalStore; a
// snapshot is immutable and stays the same object until the next publication.

import type { MessageRecord } from '../db/app-db.ts';
import type { Clock, FrameScheduler } from './ports.ts';

export type OverlaySnapshot = ReadonlyMap<string, MessageRecord>;

/** How long a settled reply stays after its final row was written. */
export const SETTLED_HOLD_MS = 2_000;

export class ReplyOverlay {
  #published: OverlaySnapshot = new Map();
  #draft: Map<string, MessageRecord> | null = null;
  #cancelFrame: (() => void) | null = null;
  readonly #timers = new Map<string, unknown>();
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly schedule: FrameScheduler,
    private readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
    private readonly holdMs = SETTLED_HOLD_MS,
  ) {}

  getSnapshot = (): OverlaySnapshot => this.#published;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The reply of a conversation, as last published (streaming or just settled). */
  get(conversationId: string): MessageRecord | undefined {
    return this.#published.get(conversationId);
  }

  /** Whether a reply is streaming, in one conversation or in any. */
  isStreaming = (conversationId?: string): boolean => {
    if (conversationId !== undefined) return this.get(conversationId)?.send_state === 'streaming';
    return [...this.#published.values()].some((r) => r.send_state === 'streaming');
  };

  begin(reply: MessageRecord): void {
    this.#forget(reply.conversation_id);
    this.#change((draft) => draft.set(reply.conversation_id, reply));
  }

  update(conversationId: string, patch: Partial<MessageRecord>): void {
    this.#change((draft) => {
      const current = draft.get(conversationId);
      if (current) draft.set(conversationId, { ...current, ...patch });
    });
  }

  /** The final row is in Dexie: keep the entry (in its final state) for a moment, then drop it. */
  settle(conversationId: string, patch: Partial<MessageRecord>): void {
    this.update(conversationId, patch);
    this.#forget(conversationId);
    this.#timers.set(
      conversationId,
      this.clock.setTimeout(() => this.drop(conversationId), this.holdMs),
    );
  }

  /**
   * Nothing was stored (an abort, a paused session): the entry goes at once. With `replyId`, only if
   * the entry is still that reply (another stream of the conversation may have begun meanwhile).
   */
  drop(conversationId: string, replyId?: string): void {
    if (replyId !== undefined && (this.#draft ?? this.#published).get(conversationId)?.id !== replyId) return;
    this.#forget(conversationId);
    this.#change((draft) => draft.delete(conversationId));
  }

  /** Drops everything at once (sign-out). */
  clear(): void {
    for (const id of [...this.#timers.keys()]) this.#forget(id);
    this.#cancelFrame?.();
    this.#cancelFrame = null;
    this.#draft = null;
    if (this.#published.size === 0) return;
    this.#published = new Map();
    this.#notify();
  }

  #forget(conversationId: string): void {
    const timer = this.#timers.get(conversationId);
    if (timer === undefined) return;
    this.clock.clearTimeout(timer);
    this.#timers.delete(conversationId);
  }

  #change(mutate: (draft: Map<string, MessageRecord>) => void): void {
    this.#draft ??= new Map(this.#published);
    mutate(this.#draft);
    if (this.#cancelFrame) return;
    this.#cancelFrame = this.schedule(() => this.#flush());
  }

  #flush(): void {
    this.#cancelFrame = null;
    if (!this.#draft) return;
    this.#published = this.#draft;
    this.#draft = null;
    this.#notify();
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
