// The outbox drain (docs/sync-rules.md S2, S4): one lane per conversation, each delivering its entries
// strictly in `seq` order, up to `laneConcurrency` lanes at once, so a failing head (or a long stream)
// holds back only its own conversation. A head leased by any tab, or not due yet, waits: the drain
// wakes itself at the earliest such time. A lease held by a tab that is gone (closed, or reloaded mid
// delivery) is taken over at once rather than left to run out. The engine says what delivering one
// entry means.

import type { AppDb, OutboxEntry } from '../db/app-db.ts';
import { claimOutboxEntry, laneHead, listOutbox } from '../db/outbox-repository.ts';
import { CoalescingRunner } from './coalescing-runner.ts';
import type { Delivery } from './delivery.ts';
import type { Clock } from './ports.ts';

export interface OutboxDrainOptions {
  db: AppDb;
  clock: Clock;
  tabId: string;
  leaseMs: number;
  laneConcurrency: number;
  /** Online, not paused, not stopped (checked before every delivery). */
  canTalk(): boolean;
  /** Whether this tab is delivering the entry right now. */
  isInflight(seq: number): boolean;
  /**
   * Whether the tab named in a lease is gone (closed or reloaded, its engine no longer running): its
   * lease is then taken over at once instead of running out. Absent: leases always run out.
   */
  ownerGone?(owner: string): Promise<boolean>;
  /** Delivers a claimed entry. */
  deliver(entry: OutboxEntry): Promise<Delivery>;
  /** Asks for another pass (the engine's, which checks leadership). */
  wake(): void;
  onError(message: string, error: unknown): void;
}

export class OutboxDrain {
  readonly #o: OutboxDrainOptions;
  readonly #lanes = new Map<string, Promise<void>>();
  readonly #runner: CoalescingRunner;
  #timer: unknown = null;
  #timerAt = Infinity;

  constructor(options: OutboxDrainOptions) {
    this.#o = options;
    this.#runner = new CoalescingRunner(
      () =>
        this.#pass().catch((error) => {
          if (options.canTalk()) options.onError('draining the outbox failed', error);
        }),
      options.canTalk,
    );
  }

  schedule(): void {
    this.#runner.schedule();
  }

  /** Resolves when the outbox has been drained as far as it can be now. */
  async settled(): Promise<void> {
    while (this.#runner.running || this.#lanes.size > 0) {
      await Promise.allSettled([this.#runner.running, ...this.#lanes.values()]);
    }
  }

  stop(): void {
    if (this.#timer !== null) this.#o.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** Starts a lane for every conversation whose head may go now; a lane that ends wakes the drain. */
  async #pass(): Promise<void> {
    if (!this.#o.canTalk()) return;
    const heads = new Map<string, OutboxEntry>();
    for (const entry of await listOutbox(this.#o.db)) {
      if (!heads.has(entry.conversation_id)) heads.set(entry.conversation_id, entry);
    }
    const now = this.#o.clock.now();
    for (const head of heads.values()) {
      const conversationId = head.conversation_id;
      if (this.#lanes.has(conversationId)) continue;
      const wakeAt = await this.#blockedUntil(head, now);
      if (wakeAt !== null) {
        this.#wakeAt(wakeAt);
        continue;
      }
      // Over the limit, the next lane starts when a running one ends (it wakes the drain).
      if (this.#lanes.size >= this.#o.laneConcurrency) break;
      const lane = this.#runLane(conversationId)
        .catch((error) => {
          if (this.#o.canTalk()) this.#o.onError('an outbox lane failed', error);
        })
        .finally(() => {
          this.#lanes.delete(conversationId);
          this.#o.wake();
        });
      this.#lanes.set(conversationId, lane);
    }
  }

  /**
   * When a lane's head may be tried, or null if now. Entries leased by any tab wait for the lease,
   * unless the tab holding it is gone.
   */
  async #blockedUntil(head: OutboxEntry, now: number): Promise<number | null> {
    if (this.#o.isInflight(head.seq!)) return Infinity;
    if (head.claimed_by !== null && head.claim_expires_at > now && !(await this.#leasedByGoneTab(head))) {
      return head.claim_expires_at;
    }
    if (head.next_attempt_at > now) return head.next_attempt_at;
    return null;
  }

  async #leasedByGoneTab(head: OutboxEntry): Promise<boolean> {
    const owner = head.claimed_by;
    if (owner === null || owner === this.#o.tabId || !this.#o.ownerGone) return false;
    return this.#o.ownerGone(owner);
  }

  #wakeAt(at: number): void {
    if (!Number.isFinite(at) || at >= this.#timerAt) return;
    if (this.#timer !== null) this.#o.clock.clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = this.#o.clock.setTimeout(
      () => {
        this.#timer = null;
        this.#timerAt = Infinity;
        this.#o.wake();
      },
      Math.max(0, at - this.#o.clock.now()),
    );
  }

  /** S2: one conversation's entries, strictly one after another. */
  async #runLane(conversationId: string): Promise<void> {
    while (this.#o.canTalk()) {
      const head = await laneHead(this.#o.db, conversationId);
      if (!head) return;
      const now = this.#o.clock.now();
      const wakeAt = await this.#blockedUntil(head, now);
      if (wakeAt !== null) {
        this.#wakeAt(wakeAt);
        return;
      }
      // Not blocked while another tab's lease runs: that tab is gone, and its lease is taken over.
      const goneOwner = head.claimed_by !== this.#o.tabId ? head.claimed_by : null;
      const claimed = await claimOutboxEntry(
        this.#o.db,
        head.seq!,
        this.#o.tabId,
        now,
        this.#o.leaseMs,
        goneOwner,
      );
      if (!claimed) return;
      if ((await this.#o.deliver(claimed)) !== 'done') return;
    }
  }
}
