// The leader's realtime channel (docs/sync-rules.md S16): the user's message inserts and conversation
// changes, applied at once but only as hints. Every SUBSCRIBED (including re-subscribes) asks for a
// catch-up pull, since there is no replay. realtime-js rejoins errored channels itself; a channel the
// server closed is subscribed again after 1 s, 2 s, 5 s, then 10 s. Callbacks of a dropped channel are
// ignored (each subscription has its own generation).

import type { ConversationRow, MessageRow } from '../../supabase/functions/_shared/protocol.ts';
import type { ScenarioRow } from '../../supabase/functions/_shared/scenario.ts';
import type { Clock, RealtimeStatus, RealtimeSubscriber } from './ports.ts';
import { realtimeReconnectDelay } from './realtime-config.ts';

export type RealtimeLinkStatus = 'off' | 'connecting' | 'subscribed' | 'reconnecting';

export interface RealtimeLinkHandlers {
  onMessage(row: MessageRow): void;
  onConversation(row: ConversationRow): void;
  onScenario?(row: ScenarioRow): void;
  onStatus(status: RealtimeLinkStatus): void;
  /** Subscribed (again): pull what the channel may have missed. */
  onSubscribed(): void;
}

export class RealtimeLink {
  #remove: (() => Promise<void> | void) | null = null;
  #tries = 0;
  #timer: unknown = null;
  #generation = 0;
  #stopped = false;

  constructor(
    private readonly realtime: RealtimeSubscriber,
    private readonly userId: string,
    private readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
    private readonly handlers: RealtimeLinkHandlers,
  ) {}

  subscribe(): void {
    if (this.#stopped) return;
    this.handlers.onStatus('connecting');
    const generation = ++this.#generation;
    const current = () => !this.#stopped && generation === this.#generation;
    this.#remove = this.realtime.subscribe(this.userId, {
      onMessage: (row) => {
        if (current()) this.handlers.onMessage(row);
      },
      onConversation: (row) => {
        if (current()) this.handlers.onConversation(row);
      },
      onScenario: (row) => {
        if (current()) this.handlers.onScenario?.(row);
      },
      onStatus: (status) => {
        if (current()) this.#onStatus(status);
      },
    });
  }

  /** Removes the channel for good (sign-out). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer !== null) this.clock.clearTimeout(this.#timer);
    await this.#drop();
  }

  #drop(): Promise<void> | void {
    const remove = this.#remove;
    this.#remove = null;
    this.#generation += 1;
    return remove?.();
  }

  #onStatus(status: RealtimeStatus): void {
    switch (status) {
      case 'SUBSCRIBED':
        this.#tries = 0;
        this.handlers.onStatus('subscribed');
        this.handlers.onSubscribed();
        return;
      case 'CHANNEL_ERROR':
      case 'TIMED_OUT':
        // realtime-js rejoins by itself (1 s, 2 s, 5 s, then 10 s).
        this.handlers.onStatus('reconnecting');
        return;
      case 'CLOSED':
        // Closed by the server (or removed): nobody rejoins for us.
        this.handlers.onStatus('reconnecting');
        void Promise.resolve()
          .then(() => this.#drop())
          .catch(() => undefined);
        this.#tries += 1;
        this.#timer = this.clock.setTimeout(() => {
          this.#timer = null;
          this.subscribe();
        }, realtimeReconnectDelay(this.#tries));
        return;
    }
  }
}
