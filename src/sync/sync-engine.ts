// The sync engine: reconciles the user's Dexie database with the conversation service. Guarantees
// (numbered in docs/sync-rules.md, which the tests cite):
// - nothing queued is lost: an outbox entry leaves only with the server's acknowledgement, stored in
//   the same transaction, or when the server refuses it for good (then the UI shows the failure);
// - per conversation, entries reach the server in the order they were made; retries reuse the same
//   ids, so the server's idempotency makes a repeated delivery harmless (exactly once);
// - one leader per user across tabs (Web Locks) drains the outbox and holds the realtime channel;
//   other tabs see its writes through Dexie live queries; when the leader goes, another takes over;
// - the engine owns a send from its Dexie write to its stored reply, through one door: `turns`
//   (turns.ts) sends, regenerates, continues, retries, stops and follows replies, and is the only
//   writer of the overlay of streaming replies (`turns.replies`); only the final reply is written;
// - pulls (on start, reconnect, realtime (re)subscribe) close every gap realtime may leave; realtime
//   events are applied at once but are only hints;
// - a 401 pauses deliveries until the session is refreshed, never dropping entries.
// This class keeps lifecycle, leadership, status and wiring; the turns, the outbox drain, what a failure
// means, the pull, the realtime link and the coalescing runner are modules of their own (Replicache's
// split).

import type { Assumptions } from '../../supabase/functions/_shared/assumptions.ts';
import type { FeedbackRating } from '../../supabase/functions/_shared/feedback.ts';
import type { AppDb, ConversationMarks, OutboxEntry } from '../db/app-db.ts';
import {
  applyServerConversations,
  createConversationLocally,
  deleteConversationLocally,
  renameConversationLocally,
  updateConversationMarksLocally,
} from '../db/conversation-repository.ts';
import { rateReplyLocally } from '../db/feedback-repository.ts';
import { saveAssumptionsLocally } from '../db/assumptions-repository.ts';
import { onTableChanged } from '../db/live-queries.ts';
import { applyServerMessages } from '../db/message-repository.ts';
import { makeOutboxDue, releaseOutboxEntry, renewClaim } from '../db/outbox-repository.ts';
import { selectVersionLocally } from '../db/version-repository.ts';
import { unreachable } from '../../supabase/functions/_shared/unreachable.ts';
import { retryDelay, type BackoffOptions } from './backoff.ts';
import { CoalescingRunner } from './coalescing-runner.ts';
import { httpStatusOf, type ConversationApi } from './conversation-api.ts';
import {
  classifyFailure,
  deliverChange,
  describe,
  isAbort,
  isNetworkError,
  refuseForGood,
  releaseForRetry,
  type Delivery,
} from './delivery.ts';
import { OutboxDrain } from './outbox-drain.ts';
import {
  systemClock,
  timeoutFrameScheduler,
  type Clock,
  type FrameScheduler,
  type LockProvider,
  type OnlineDetector,
  type RealtimeSubscriber,
  type SessionSignals,
  type WakeSignals,
} from './ports.ts';
import { pullOnce } from './pull.ts';
import { RealtimeLink } from './realtime-link.ts';
import { isWholeConversationRow, isWholeMessageRow, isWholeScenarioRow } from './realtime-rows.ts';
import { applyServerScenarios } from '../db/scenario-repository.ts';
import type { ReplyOverlay } from './reply-overlay.ts';
import { Turns, type TurnsOptions } from './turns.ts';

export type { SendOutcome } from './turns.ts';

export const DEFAULT_LEASE_MS = 30_000;
export const DEFAULT_MAX_SERVER_ERRORS = 8;
export const DEFAULT_MESSAGE_PAGE_SIZE = 200;
/**
 * A conversation's newest page of messages in a pull: a screen and more. A conversation opened while
 * its messages are still coming waits for this page only, which the server reads, the worker stores
 * and the pane renders in a fraction of a full page's time (docs/sync-rules.md S11); the rest follow
 * in full pages.
 */
export const DEFAULT_FIRST_MESSAGE_PAGE_SIZE = 30;
export const DEFAULT_LANE_CONCURRENCY = 4;
/** After a refresh that did not help, wait for the session to change instead of refreshing again. */
const REFRESH_COOLDOWN_MS = 30_000;

export function leaderLockName(userId: string): string {
  return `hearth-sync-${userId}`;
}

/** Held by a tab's engine while it runs: its outbox leases are live only while this lock is held. */
export function tabLockName(tabId: string): string {
  return `hearth-tab-${tabId}`;
}

export interface SyncEngineOptions {
  db: AppDb;
  userId: string;
  api: ConversationApi;
  session: SessionSignals;
  online: OnlineDetector;
  locks: LockProvider;
  realtime?: RealtimeSubscriber | null;
  wake?: WakeSignals | null;
  clock?: Clock;
  /** requestAnimationFrame in browsers; a microtask scheduler in tests. */
  scheduleFrame?: FrameScheduler;
  /** Jitter source of the back-off. */
  random?: () => number;
  backoff?: Omit<BackoffOptions, 'random'>;
  /** This tab's name in outbox leases (default: a new UUID). */
  tabId?: string;
  leaseMs?: number;
  /** Deliveries answered 5xx this many times fail for good (the UI offers a retry). */
  maxServerErrors?: number;
  messagePageSize?: number;
  /** A conversation's newest page in a pull (at most `messagePageSize`). */
  firstMessagePageSize?: number;
  /** How many conversations deliver at the same time (each one strictly in order). */
  laneConcurrency?: number;
  /** Unexpected errors (never network failures, which are normal offline). */
  onError?: (message: string, error: unknown) => void;
  /** Timings of following replies (tests shorten them). */
  follow?: Pick<TurnsOptions, 'recheckMs' | 'followHoldMs'>;
}

export interface SyncStatus {
  running: boolean;
  leader: boolean;
  online: boolean;
  /** Deliveries wait for a refreshed session (S12). */
  pausedForAuth: boolean;
  realtime: 'off' | 'connecting' | 'subscribed' | 'reconnecting';
  pulling: boolean;
  lastPullAt: number | null;
  lastError: string | null;
}

export class SyncEngine {
  /** The one door for turns: send, edit, regenerate, continue, retry, stop, follow (turns.ts). */
  readonly turns: Turns;
  readonly tabId: string;

  readonly #o: Required<Omit<SyncEngineOptions, 'realtime' | 'wake' | 'backoff' | 'tabId' | 'follow'>> & {
    realtime: RealtimeSubscriber | null;
    wake: WakeSignals | null;
    backoff: Omit<BackoffOptions, 'random'>;
  };
  #status: SyncStatus;
  readonly #statusListeners = new Set<() => void>();
  #started = false;
  #stopped = false;
  readonly #stopController = new AbortController();
  readonly #unsubscribes: Array<() => void> = [];
  readonly #tasks = new Set<Promise<unknown>>();
  /** Outbox entries being delivered by this tab, by seq. */
  readonly #inflight = new Map<number, { conversationId: string; controller: AbortController }>();

  #releaseLeadership: (() => void) | null = null;
  #outboxWatch: (() => void) | null = null;
  readonly #drain: OutboxDrain;
  readonly #pull: CoalescingRunner;
  #pullFailures = 0;
  #pullTimer: unknown = null;
  readonly #realtime: RealtimeLink | null;
  #lastRefreshAt = -Infinity;

  constructor(options: SyncEngineOptions) {
    this.tabId = options.tabId ?? crypto.randomUUID();
    this.#o = {
      clock: systemClock,
      scheduleFrame: timeoutFrameScheduler,
      random: Math.random,
      leaseMs: DEFAULT_LEASE_MS,
      maxServerErrors: DEFAULT_MAX_SERVER_ERRORS,
      messagePageSize: DEFAULT_MESSAGE_PAGE_SIZE,
      firstMessagePageSize: DEFAULT_FIRST_MESSAGE_PAGE_SIZE,
      laneConcurrency: DEFAULT_LANE_CONCURRENCY,
      onError: (message, error) => console.warn(`[sync] ${message}`, error),
      ...options,
      realtime: options.realtime ?? null,
      wake: options.wake ?? null,
      backoff: options.backoff ?? {},
    };
    this.turns = new Turns({
      ...this.#o,
      tabId: this.tabId,
      stopped: this.#stopController.signal,
      canTalk: () => this.#canTalk(),
      deliver: (entry) => this.#track(this.#deliver(entry)),
      scheduleDrain: () => this.#scheduleDrain(),
      ...options.follow,
    });
    this.#drain = new OutboxDrain({
      ...this.#o,
      tabId: this.tabId,
      canTalk: () => this.#canTalk(),
      isInflight: (seq) => this.#inflight.has(seq),
      ...(options.locks.isHeld
        ? { ownerGone: async (owner: string) => !(await options.locks.isHeld!(tabLockName(owner))) }
        : {}),
      deliver: (entry) => this.#track(this.#deliver(entry)),
      wake: () => this.#scheduleDrain(),
    });
    this.#pull = new CoalescingRunner(
      () => this.#pullOnce(),
      () => !this.#stopped,
    );
    this.#realtime = this.#o.realtime
      ? new RealtimeLink(this.#o.realtime, this.#o.userId, this.#o.clock, {
          onMessage: (row) => {
            if (!isWholeMessageRow(row)) return this.#schedulePull();
            this.#apply(applyServerMessages(this.#o.db, [row], { now: this.#o.clock.now() }), 'message');
          },
          onConversation: (row) => {
            if (!isWholeConversationRow(row)) return this.#schedulePull();
            this.#apply(applyServerConversations(this.#o.db, [row]), 'conversation');
          },
          onScenario: (row) => {
            if (!isWholeScenarioRow(row)) return this.#schedulePull();
            this.#apply(applyServerScenarios(this.#o.db, [row]), 'scenario');
          },
          onStatus: (realtime) => this.#setStatus({ realtime }),
          onSubscribed: () => this.#schedulePull(),
        })
      : null;
    this.#status = {
      running: false,
      leader: false,
      online: options.online.isOnline(),
      pausedForAuth: false,
      realtime: 'off',
      pulling: false,
      lastPullAt: null,
      lastError: null,
    };
  }

  // --- observable status ---------------------------------------------------------------------------

  getStatus = (): SyncStatus => this.#status;

  subscribeStatus = (listener: () => void): (() => void) => {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  };

  /** The replies streaming in this tab (S9), written by `turns` only: what the pane lays over Dexie. */
  get replies(): ReplyOverlay {
    return this.turns.replies;
  }

  get isLeader(): boolean {
    return this.#status.leader;
  }

  #setStatus(patch: Partial<SyncStatus>): void {
    const next = { ...this.#status, ...patch };
    if ((Object.keys(patch) as Array<keyof SyncStatus>).every((k) => next[k] === this.#status[k])) return;
    this.#status = next;
    for (const listener of [...this.#statusListeners]) listener();
  }

  // --- life cycle ----------------------------------------------------------------------------------

  /** Starts syncing: this tab follows at once and leads when it gets the user's lock (S13). */
  start(): void {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    this.#setStatus({ running: true, online: this.#o.online.isOnline() });
    this.#unsubscribes.push(this.#o.online.subscribe((online) => this.#onOnlineChange(online)));
    if (this.#o.wake) this.#unsubscribes.push(this.#o.wake.subscribe(() => this.#onWake()));
    this.#unsubscribes.push(this.#o.session.onRefreshed(() => this.#resumeAfterAuth()));
    // This tab's leases are live while it holds its own lock; the browser releases it when the tab
    // closes or reloads, and the engine when it stops (S4).
    const stopped = this.#stopController.signal;
    this.#o.locks
      .request(
        tabLockName(this.tabId),
        { signal: stopped },
        () =>
          new Promise<void>((resolve) => stopped.addEventListener('abort', () => resolve(), { once: true })),
      )
      .catch((error) => {
        if (!isAbort(error)) this.#o.onError('tab lock failed', error);
      });
    const granted = this.#o.locks.request(
      leaderLockName(this.#o.userId),
      { signal: this.#stopController.signal },
      () => this.#lead(),
    );
    granted.catch((error) => {
      if (!isAbort(error)) this.#o.onError('leader lock failed', error);
    });
  }

  /**
   * Stops everything (sign-out, S15): aborts streams and calls, removes the realtime channel, gives up
   * leadership, and waits for running work to settle. The database is left to the caller to delete.
   */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#stopController.abort(new DOMException('The sync engine stopped.', 'AbortError'));
    for (const { controller } of this.#inflight.values()) controller.abort();
    this.turns.close();
    for (const unsubscribe of this.#unsubscribes.splice(0)) unsubscribe();
    this.#outboxWatch?.();
    this.#outboxWatch = null;
    this.#drain.stop();
    if (this.#pullTimer !== null) this.#o.clock.clearTimeout(this.#pullTimer);
    try {
      await this.#realtime?.stop();
    } catch (error) {
      this.#o.onError('removing the realtime channel failed', error);
    }
    await Promise.allSettled([...this.#tasks, this.#drain.settled(), this.#pull.idle()]);
    this.#releaseLeadership?.();
    this.#releaseLeadership = null;
    this.turns.replies.clear();
    this.#setStatus({ running: false, leader: false, realtime: 'off', pulling: false });
  }

  #track<T>(promise: Promise<T>): Promise<T> {
    this.#tasks.add(promise);
    const forget = () => this.#tasks.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  async #lead(): Promise<void> {
    if (this.#stopped) return;
    const held = new Promise<void>((resolve) => {
      this.#releaseLeadership = resolve;
    });
    this.#setStatus({ leader: true });
    // Every outbox write, from any tab, wakes the drain (S13: followers only write to Dexie).
    this.#outboxWatch = onTableChanged(this.#o.db, 'outbox', () => this.#scheduleDrain());
    this.#scheduleDrain();
    this.#realtime?.subscribe();
    this.#schedulePull();
    await held;
  }

  // --- connectivity and session --------------------------------------------------------------------

  #onOnlineChange(online: boolean): void {
    this.#setStatus({ online });
    if (!online || this.#stopped) return;
    this.#retryNow();
    this.#schedulePull();
    this.turns.recheck();
  }

  #onWake(): void {
    if (this.#stopped || !this.#o.online.isOnline()) return;
    this.#retryNow();
    this.#schedulePull();
  }

  /** S3: coming online, focus and visibility retry at once, whatever the back-off said. */
  #retryNow(): void {
    if (!this.#status.leader) return;
    this.#track(
      makeOutboxDue(this.#o.db, this.#o.clock.now())
        .catch((error) => this.#o.onError('rescheduling the outbox failed', error))
        .then(() => this.#scheduleDrain()),
    );
  }

  /** S12: a 401 pauses deliveries and pulls; entries stay; the session's refresh resumes them. */
  #pauseForAuth(): void {
    if (this.#status.pausedForAuth || this.#stopped) return;
    this.#setStatus({ pausedForAuth: true });
    const now = this.#o.clock.now();
    if (now - this.#lastRefreshAt < REFRESH_COOLDOWN_MS) return;
    this.#lastRefreshAt = now;
    this.#track(
      this.#o.session
        .refresh()
        .then((refreshed) => {
          if (refreshed) this.#resumeAfterAuth();
        })
        .catch((error) => this.#o.onError('refreshing the session failed', error)),
    );
  }

  #resumeAfterAuth(): void {
    if (!this.#status.pausedForAuth || this.#stopped) return;
    this.#setStatus({ pausedForAuth: false });
    this.#scheduleDrain();
    this.#schedulePull();
  }

  #canTalk(): boolean {
    return !this.#stopped && !this.#status.pausedForAuth && this.#o.online.isOnline();
  }

  // --- local changes (convenience wrappers; the repositories work as well from any tab) -----------

  createConversation(title: string, id?: string) {
    return createConversationLocally(this.#o.db, { title, id, now: this.#o.clock.now() });
  }

  renameConversation(id: string, title: string) {
    return renameConversationLocally(this.#o.db, { id, title, now: this.#o.clock.now() });
  }

  /** Pins/unpins, archives/unarchives (issue 13). */
  updateConversationMarks(id: string, marks: ConversationMarks) {
    return updateConversationMarksLocally(this.#o.db, { id, marks, now: this.#o.clock.now() });
  }

  deleteConversation(id: string) {
    for (const [, flight] of this.#inflight) if (flight.conversationId === id) flight.controller.abort();
    this.turns.abort(id);
    return deleteConversationLocally(this.#o.db, { id, now: this.#o.clock.now() });
  }

  /** The user's thumbs up or down (null: withdrawn) and note on a finished reply (S22). */
  rateReply(messageId: string, rating: FeedbackRating, note?: string | null) {
    return rateReplyLocally(this.#o.db, { messageId, rating, note, now: this.#o.clock.now() });
  }

  /**
   * Saves the user's profile of assumptions (issue 23), or clears it (null): here at once, on the
   * server through the outbox. Throws InvalidAssumptionsError (naming each bad field) and stores
   * nothing when a value is refused.
   */
  saveAssumptions(assumptions: Assumptions | null) {
    return saveAssumptionsLocally(this.#o.db, { assumptions, now: this.#o.clock.now() });
  }

  /** Chooses the version a fork follows (‹ n/m ›): here at once, on the server through the outbox. */
  async selectVersion(conversationId: string, parentKey: string, childId: string): Promise<void> {
    await selectVersionLocally(this.#o.db, {
      conversationId,
      parentKey,
      childId,
      now: this.#o.clock.now(),
    });
    this.#scheduleDrain();
  }

  // --- outbox --------------------------------------------------------------------------------------

  #scheduleDrain(): void {
    if (this.#status.leader && !this.#stopped) this.#drain.schedule();
  }

  /** Resolves when the outbox has been drained as far as it can be now (tests, diagnostics). */
  async drain(): Promise<void> {
    this.#scheduleDrain();
    await this.#drain.settled();
  }

  /** Delivers one claimed entry; the entry is removed on success, released with back-off otherwise. */
  async #deliver(entry: OutboxEntry): Promise<Delivery> {
    const seq = entry.seq!;
    const controller = new AbortController();
    const signal = AbortSignal.any([controller.signal, this.#stopController.signal]);
    this.#inflight.set(seq, { conversationId: entry.conversation_id, controller });
    let renewTimer: unknown = null;
    const renew = () => {
      renewTimer = this.#o.clock.setTimeout(() => {
        void renewClaim(this.#o.db, seq, this.tabId, this.#o.clock.now(), this.#o.leaseMs)
          .catch(() => false)
          .then((held) => {
            if (held && this.#inflight.has(seq)) renew();
          });
      }, this.#o.leaseMs / 3);
    };
    renew();
    try {
      return entry.kind === 'message.send' || entry.kind === 'message.regenerate'
        ? await this.turns.stream(entry, signal)
        : await deliverChange(this.#o.db, this.#o.api, entry, signal);
    } catch (error) {
      return await this.#failed(entry, error);
    } finally {
      if (renewTimer !== null) this.#o.clock.clearTimeout(renewTimer);
      this.#inflight.delete(seq);
    }
  }

  /** Decides what a failed delivery means (S3, S12, S14; delivery.ts). */
  async #failed(entry: OutboxEntry, error: unknown): Promise<Delivery> {
    const db = this.#o.db;
    const seq = entry.seq!;
    const now = this.#o.clock.now();
    if (this.#stopped) {
      await releaseOutboxEntry(db, seq, this.tabId, { nextAttemptAt: now, countAttempt: false }).catch(
        () => undefined,
      );
      return 'paused';
    }
    const { kind, status, serverError } = classifyFailure(entry, error, this.#o.maxServerErrors);
    switch (kind) {
      case 'pause':
        await releaseOutboxEntry(db, seq, this.tabId, {
          nextAttemptAt: now,
          countAttempt: false,
          error: describe(error),
        });
        this.#pauseForAuth();
        return 'paused';
      case 'give-up': {
        this.#setStatus({ lastError: describe(error) });
        const { pull } = await refuseForGood(db, entry, {
          status,
          now,
          report: (message) => this.#o.onError(message, error),
        });
        if (pull) this.#schedulePull();
        return 'done';
      }
      case 'retry':
        if (status === null && !isNetworkError(error)) {
          this.#o.onError(`delivering ${entry.kind} failed`, error);
        }
        await releaseForRetry(db, entry, error, {
          tabId: this.tabId,
          now,
          serverError,
          backoff: { ...this.#o.backoff, random: this.#o.random },
        });
        return 'retry';
      default:
        return unreachable(kind);
    }
  }

  // --- pull and realtime -------------------------------------------------------------------------

  #schedulePull(): void {
    if (!this.#status.leader || this.#stopped) return;
    if (this.#pull.running) {
      this.#pull.schedule();
      return;
    }
    this.#pull.schedule();
    this.#setStatus({ pulling: true });
    const done = () => this.#setStatus({ pulling: false });
    void (this.#pull.running as Promise<void> | null)?.then(done, done);
  }

  /** Pulls now (or joins the running pull and its follow-up); resolves when done. */
  async pull(): Promise<void> {
    this.#schedulePull();
    await this.#pull.idle();
  }

  /** S11 (pull.ts); failures back off and retry, a 401 pauses (S12). */
  async #pullOnce(): Promise<void> {
    if (!this.#canTalk()) return;
    try {
      const { again } = await pullOnce({
        db: this.#o.db,
        api: this.#o.api,
        signal: this.#stopController.signal,
        now: () => this.#o.clock.now(),
        messagePageSize: this.#o.messagePageSize,
        firstMessagePageSize: this.#o.firstMessagePageSize,
        concurrency: this.#o.laneConcurrency,
      });
      if (again) this.#pull.schedule();
      this.#pullFailures = 0;
      this.#setStatus({ lastPullAt: this.#o.clock.now() });
    } catch (error) {
      if (this.#stopped) return;
      if (httpStatusOf(error) === 401) {
        this.#pauseForAuth();
        return;
      }
      if (!isNetworkError(error)) this.#o.onError('pull failed', error);
      this.#pullFailures += 1;
      if (this.#pullTimer !== null) this.#o.clock.clearTimeout(this.#pullTimer);
      this.#pullTimer = this.#o.clock.setTimeout(
        () => {
          this.#pullTimer = null;
          this.#schedulePull();
        },
        retryDelay(this.#pullFailures, { ...this.#o.backoff, random: this.#o.random }),
      );
    }
  }

  /**
   * S16: a whole realtime row is applied at once (S5, S8); it is only a hint, the pull closes gaps
   * (and replaces a row that was not whole: realtime-rows.ts).
   */
  #apply(write: Promise<unknown>, what: string): void {
    this.#track(write.catch((error) => this.#o.onError(`applying a realtime ${what} failed`, error)));
  }
}
