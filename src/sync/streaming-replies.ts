// Replies streaming in this tab, held in memory only (docs/sync-rules.md S9): Dexie receives the final
// message, never the deltas. Changes are batched and published at most once per frame through the
// injected scheduler (requestAnimationFrame in browsers), so a fast stream costs one render per frame.
// `subscribe`/`getSnapshot` fit React's useSyncExternalStore; a snapshot is immutable and stays the
// same object until the next publication.

import type { FrameScheduler } from './ports.ts';

export interface StreamingReply {
  conversationId: string;
  userMessageId: string;
  /** The reply's client_msg_id; the server's metadata may rename it (spec §4). */
  assistantMessageId: string;
  /** `waiting` until the server acknowledged the question (typing dots), then `streaming`. */
  phase: 'waiting' | 'streaming';
  text: string;
  imageUrls: string[];
  traceTypes: string[];
  /** An `end` trace arrived (spec §4: the conversation is marked ended). */
  isEnded: boolean;
}

export type StreamingSnapshot = ReadonlyMap<string, StreamingReply>;

/** Observable map of conversation id → reply streaming in this tab. */
export class StreamingReplies {
  #published: StreamingSnapshot = new Map();
  #draft: Map<string, StreamingReply> | null = null;
  #cancelFrame: (() => void) | null = null;
  readonly #listeners = new Set<() => void>();
  readonly #schedule: FrameScheduler;

  constructor(scheduleFrame: FrameScheduler) {
    this.#schedule = scheduleFrame;
  }

  getSnapshot = (): StreamingSnapshot => this.#published;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The reply streaming in a conversation, as last published. */
  get(conversationId: string): StreamingReply | undefined {
    return this.#published.get(conversationId);
  }

  begin(reply: Pick<StreamingReply, 'conversationId' | 'userMessageId' | 'assistantMessageId'>): void {
    this.#change((draft) =>
      draft.set(reply.conversationId, {
        ...reply,
        phase: 'waiting',
        text: '',
        imageUrls: [],
        traceTypes: [],
        isEnded: false,
      }),
    );
  }

  update(conversationId: string, patch: Partial<Omit<StreamingReply, 'conversationId'>>): void {
    this.#change((draft) => {
      const current = draft.get(conversationId);
      if (current) draft.set(conversationId, { ...current, ...patch });
    });
  }

  end(conversationId: string): void {
    this.#change((draft) => draft.delete(conversationId));
  }

  /** Drops everything at once (sign-out). */
  clear(): void {
    this.#cancelFrame?.();
    this.#cancelFrame = null;
    this.#draft = null;
    if (this.#published.size === 0) return;
    this.#published = new Map();
    this.#notify();
  }

  #change(mutate: (draft: Map<string, StreamingReply>) => void): void {
    this.#draft ??= new Map(this.#published);
    mutate(this.#draft);
    if (this.#cancelFrame) return;
    this.#cancelFrame = this.#schedule(() => this.#flush());
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
