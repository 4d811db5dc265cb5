// The sync engine: reconciles the user's Dexie database with the conversation service. Guarantees
// (numbered in docs/sync-rules.md, which the tests cite):
// - nothing queued is lost: an outbox entry leaves only with the server's acknowledgement, stored in
//   the same transaction, or when the server refuses it for good (then the UI shows the failure);
// - per conversation, entries reach the server in the order they were made; retries reuse the same
//   ids, so the server's idempotency makes a repeated delivery harmless (exactly once);
// - one leader per user across tabs (Web Locks) drains the outbox and holds the realtime channel;
//   other tabs see its writes through Dexie live queries; when the leader goes, another takes over;
// - the engine owns a send from its Dexie write to its stored reply: a send made online in a tab
//   streams in that tab (it leases the entry); the shared trace reducer builds the reply, which lives
//   in one in-memory overlay (`replies`, at most one publication per frame) until Dexie holds the
//   final row; only the final reply is written;
// - pulls (on start, reconnect, realtime (re)subscribe) close every gap realtime may leave; realtime
//   events are applied at once but are only hints;
// - a 401 pauses deliveries until the session is refreshed, never dropping entries.
// This class keeps lifecycle, leadership, status and the send; the outbox drain, what a failure means,
// the pull, the realtime link and the coalescing runner are modules of their own (Replicache's split).

import type { FeedbackRating } from '../../supabase/functions/_shared/feedback.ts';
import type { ReplySummary } from '../../supabase/functions/_shared/protocol.ts';
import {
  initialTraceState,
  reduceTrace,
  summaryOf,
} from '../../supabase/functions/_shared/summarize-traces.ts';
import type { AppDb, ConversationMarks, MessageRecord, OutboxEntry } from '../db/app-db.ts';
import {
  applyServerConversations,
  completeConversationEntry,
  createConversationLocally,
  deleteConversationLocally,
  purgeConversation,
  renameConversationLocally,
  updateConversationMarksLocally,
} from '../db/conversation-repository.ts';
import { completeFeedbackEntry, rateReplyLocally } from '../db/feedback-repository.ts';
import { onTableChanged } from '../db/live-queries.ts';
import { replySortKey } from '../db/merge.ts';
import {
  applyServerMessages,
  markSending,
  markWaiting,
  markStreaming,
  queueMessageSend,
  retryFailedSend,
  saveAssistantReply,
  saveFailedReply,
  saveInterruptedReply,
} from '../db/message-repository.ts';
import { makeOutboxDue, releaseOutboxEntry, renewClaim } from '../db/outbox-repository.ts';
import {
  isLaterVersion,
  queueRegenerate,
  retryReplyVersion,
  selectVersionLocally,
} from '../db/version-repository.ts';
import { timestampFromMillis } from '../db/timestamps.ts';
import { unreachable } from '../../supabase/functions/_shared/unreachable.ts';
import { streamErrorText } from '../lib/message-content.ts';
import { retryDelay, type BackoffOptions } from './backoff.ts';
import { CoalescingRunner } from './coalescing-runner.ts';
import {
  httpStatusOf,
  retryAfterMsOf,
  serviceReasonOf,
  type ConversationApi,
  type InteractBody,
} from './conversation-api.ts';
import {
  classifyFailure,
  waitsForServer,
  describe,
  isAbort,
  isNetworkError,
  isPermanent,
  refuseForGood,
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
import { isWholeConversationRow, isWholeMessageRow } from './realtime-rows.ts';
import { ReplyOverlay } from './reply-overlay.ts';

export const DEFAULT_LEASE_MS = 30_000;
export const DEFAULT_MAX_SERVER_ERRORS = 8;
export const DEFAULT_MESSAGE_PAGE_SIZE = 200;
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
  /** How many conversations deliver at the same time (each one strictly in order). */
  laneConcurrency?: number;
  /** Unexpected errors (never network failures, which are normal offline). */
  onError?: (message: string, error: unknown) => void;
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

export type SendOutcome = {
  /** The user message's client_msg_id. */
  messageId: string;
  /** The reply's client_msg_id. */
  replyId: string;
  /**
   * queued: waiting for the leader (offline, or earlier sends of the conversation still waiting);
   * sent / stopped: the reply is stored; failed: the bubble shows the error; interrupted: the stream
   * was cut, the send is retried and the server's reply replaces the partial text.
   */
  state: 'queued' | 'sent' | 'stopped' | 'failed' | 'interrupted';
};

/** What a send or regenerate adds to the request for versions (docs/conversation-service.md). */
function versionFields(
  entry: OutboxEntry & { kind: 'message.send' | 'message.regenerate' },
): Pick<InteractBody, 'parent_id' | 'edit_of' | 'regenerate' | 'continue_of'> {
  if (entry.kind === 'message.regenerate')
    return {
      regenerate: true,
      ...(entry.payload.continue_of ? { continue_of: entry.payload.continue_of } : {}),
    };
  return {
    ...(entry.payload.parent_id ? { parent_id: entry.payload.parent_id } : {}),
    ...(entry.payload.edit_of ? { edit_of: entry.payload.edit_of } : {}),
  };
}

function summaryFields(
  summary: ReplySummary,
): Pick<MessageRecord, 'content_text' | 'content_json' | 'trace_types'> {
  return {
    content_text: summary.content_text,
    content_json: summary.content_json ?? [],
    trace_types: summary.trace_types ?? [],
  };
}

export class SyncEngine {
  /** The replies streaming in this tab (S9): what the message pane lays over Dexie. */
  readonly replies: ReplyOverlay;
  readonly tabId: string;

  readonly #o: Required<Omit<SyncEngineOptions, 'realtime' | 'wake' | 'backoff' | 'tabId'>> & {
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
  readonly #inflight = new Map<
    number,
    { conversationId: string; controller: AbortController; messageId: string | null; answered: boolean }
  >();

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
      laneConcurrency: DEFAULT_LANE_CONCURRENCY,
      onError: (message, error) => console.warn(`[sync] ${message}`, error),
      ...options,
      realtime: options.realtime ?? null,
      wake: options.wake ?? null,
      backoff: options.backoff ?? {},
    };
    this.replies = new ReplyOverlay(this.#o.scheduleFrame, this.#o.clock);
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
    this.replies.clear();
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
    return deleteConversationLocally(this.#o.db, { id, now: this.#o.clock.now() });
  }

  /** The user's thumbs up or down (null: withdrawn) and note on a finished reply (S22). */
  rateReply(messageId: string, rating: FeedbackRating, note?: string | null) {
    return rateReplyLocally(this.#o.db, { messageId, rating, note, now: this.#o.clock.now() });
  }

  /** Queues a failed send again (same ids). */
  retrySend(messageId: string) {
    return retryFailedSend(this.#o.db, { messageId, now: this.#o.clock.now() });
  }

  /**
   * Retry from a reply's bubble: a later version (made by a regenerate) is regenerated again under
   * its id; the first reply of a question retries the question's send (S10b).
   */
  async retryReply(replyId: string): Promise<boolean> {
    const reply = await this.#o.db.messages.get(replyId);
    if (!reply?.in_reply_to) return false;
    if (await isLaterVersion(this.#o.db, reply))
      return retryReplyVersion(this.#o.db, { replyId, now: this.#o.clock.now() });
    return this.retrySend(reply.in_reply_to);
  }

  /**
   * A new version of the last reply (Regenerate), or of a stopped or interrupted one continued
   * (`continueOf`), chosen at once. Written like a send (S1), streamed here when this tab can talk,
   * queued otherwise; the reply id is chosen here, so a retried delivery makes one reply.
   */
  async regenerate(
    conversationId: string,
    questionId: string,
    options: { replyId?: string; continueOf?: string } = {},
  ): Promise<SendOutcome> {
    if (this.#stopped) throw new Error('The sync engine has stopped.');
    const queued = await queueRegenerate(this.#o.db, {
      conversationId,
      questionId,
      replyId: options.replyId,
      continueOf: options.continueOf,
      now: this.#o.clock.now(),
      claim: this.#canTalk() ? { owner: this.tabId, leaseMs: this.#o.leaseMs } : undefined,
    });
    const replyId = queued.entry.payload.reply_id;
    if (!queued.claimed) {
      this.#scheduleDrain();
      return { messageId: questionId, replyId, state: 'queued' };
    }
    const result = await this.#track(this.#deliver(queued.entry));
    const reply = await this.#o.db.messages.get(replyId).catch(() => undefined);
    const state = reply?.send_state;
    return {
      messageId: questionId,
      replyId,
      state:
        result === 'done' && (state === 'sent' || state === 'stopped' || state === 'failed')
          ? state
          : state === 'interrupted'
            ? 'interrupted'
            : 'queued',
    };
  }

  /** Edit & resend: the text becomes a new version of the question, answered like any send. */
  editAndResend(
    conversationId: string,
    questionId: string,
    text: string,
    ids: { messageId?: string; replyId?: string; written?: () => void } = {},
  ): Promise<SendOutcome> {
    return this.sendNow(conversationId, text, { ...ids, editOf: questionId });
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

  /**
   * Sends a message typed in this tab (S4): the one decision of whether it streams now. The user
   * message and its outbox entry are written first (a storage error rejects here and nothing is sent).
   * Online, with nothing earlier waiting in the conversation, the send is leased to this tab and
   * streamed here: `replies` shows the reply as it comes, Dexie gets the final row. Otherwise it stays
   * queued and the leader delivers it. `written` is called once the local write has committed.
   */
  async sendNow(
    conversationId: string,
    text: string,
    ids: { messageId?: string; replyId?: string; written?: () => void; editOf?: string } = {},
  ): Promise<SendOutcome> {
    if (this.#stopped) throw new Error('The sync engine has stopped.');
    const queued = await queueMessageSend(this.#o.db, {
      conversationId,
      text,
      messageId: ids.messageId,
      replyId: ids.replyId,
      editOf: ids.editOf,
      now: this.#o.clock.now(),
      claim: this.#canTalk() ? { owner: this.tabId, leaseMs: this.#o.leaseMs } : undefined,
    });
    const outcome: SendOutcome = {
      messageId: queued.message.id,
      replyId: queued.entry?.payload.reply_id ?? ids.replyId ?? '',
      state: 'queued',
    };
    if (!queued.claimed) {
      ids.written?.();
      this.#scheduleDrain();
      return outcome;
    }
    // #deliver marks the send in flight before its first await, so `isReplying` holds from here on.
    const delivery = this.#track(this.#deliver(queued.entry));
    ids.written?.();
    const result = await delivery;
    return { ...outcome, ...(await this.#settledState(queued.message.id, outcome.replyId, result)) };
  }

  async #settledState(
    messageId: string,
    replyId: string,
    result: Delivery,
  ): Promise<Pick<SendOutcome, 'state' | 'replyId'>> {
    if (result !== 'done') {
      // The reply may have landed meanwhile all the same (a pull or realtime brought the server's copy).
      const reply = await this.#o.db.messages.get(replyId).catch(() => undefined);
      const state = reply?.send_state;
      return {
        replyId,
        state: state === 'interrupted' || state === 'sent' || state === 'stopped' ? state : 'queued',
      };
    }
    const reply = await this.#o.db.messages
      .where('in_reply_to')
      .equals(messageId)
      .first()
      .catch(() => undefined);
    if (!reply) return { replyId, state: 'sent' };
    const state =
      reply.send_state === 'stopped' || reply.send_state === 'failed' || reply.send_state === 'interrupted'
        ? reply.send_state
        : 'sent';
    return { replyId: reply.id, state };
  }

  /** Whether this tab is delivering a send of the conversation now (its reply streams here). */
  isReplying(conversationId: string): boolean {
    for (const flight of this.#inflight.values()) {
      if (flight.conversationId === conversationId && flight.messageId !== null) return true;
    }
    return false;
  }

  /**
   * The user's Stop for the reply streaming in a conversation: the server is asked to end the
   * generation (the stream then ends `stopped`, the partial reply stored). When the server does not
   * have the question yet, or cannot be asked, this tab stops following the stream instead (S10: the
   * send stays in the outbox, nothing is lost).
   */
  async stopReply(conversationId: string): Promise<void> {
    const flight = [...this.#inflight.values()].find((f) => f.conversationId === conversationId);
    if (!flight?.messageId) return;
    if (!flight.answered) {
      flight.controller.abort();
      return;
    }
    try {
      await this.#o.api.stop(conversationId, flight.messageId, { signal: this.#stopController.signal });
    } catch (error) {
      if (!this.#stopped) this.#o.onError('asking the server to stop a reply failed', error);
      flight.controller.abort();
    }
  }

  /**
   * Stops following streams of a conversation in this tab (the server finishes them anyway): the
   * partial text stays as `interrupted` and the retry brings the stored reply (S10).
   */
  abortStream(conversationId: string): void {
    for (const [, flight] of this.#inflight)
      if (flight.conversationId === conversationId) flight.controller.abort();
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
    this.#inflight.set(seq, {
      conversationId: entry.conversation_id,
      controller,
      messageId:
        entry.kind === 'message.send' || entry.kind === 'message.regenerate' ? entry.message_id : null,
      answered: false,
    });
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
      switch (entry.kind) {
        case 'conversation.create': {
          const row = await this.#o.api.create(
            { id: entry.conversation_id, title: entry.payload.title },
            { signal },
          );
          await completeConversationEntry(this.#o.db, seq, row);
          return 'done';
        }
        case 'conversation.rename': {
          const row = await this.#o.api.rename(entry.conversation_id, entry.payload.title, { signal });
          await completeConversationEntry(this.#o.db, seq, row);
          return 'done';
        }
        case 'conversation.update': {
          const row = await this.#o.api.update(entry.conversation_id, entry.payload, { signal });
          await completeConversationEntry(this.#o.db, seq, row);
          return 'done';
        }
        case 'conversation.delete':
          await this.#o.api.delete(entry.conversation_id, { signal });
          await purgeConversation(this.#o.db, entry.conversation_id);
          return 'done';
        case 'conversation.select': {
          const row = await this.#o.api.selectVersion(
            entry.conversation_id,
            { parent_id: entry.payload.parent_key, child_id: entry.payload.child_id },
            { signal },
          );
          await completeConversationEntry(this.#o.db, seq, row);
          return 'done';
        }
        case 'message.send':
        case 'message.regenerate':
          return await this.#deliverMessage(entry, signal);
        case 'feedback.put': {
          const { message_id, rating, note } = entry.payload;
          const row = await this.#o.api.putFeedback(
            entry.conversation_id,
            message_id,
            { rating, note },
            { signal },
          );
          await completeFeedbackEntry(this.#o.db, entry, row);
          return 'done';
        }
        default:
          return unreachable(entry);
      }
    } catch (error) {
      return await this.#failed(entry, error);
    } finally {
      if (renewTimer !== null) this.#o.clock.clearTimeout(renewTimer);
      this.#inflight.delete(seq);
    }
  }

  /**
   * S9/S10: streams a send through the shared trace reducer into the overlay; the final reply (or the
   * failure) is written with the entry's removal, then the overlay entry settles.
   */
  async #deliverMessage(
    entry: OutboxEntry & { kind: 'message.send' | 'message.regenerate' },
    signal: AbortSignal,
  ): Promise<Delivery> {
    const db = this.#o.db;
    const conversationId = entry.conversation_id;
    const userMessageId = entry.message_id;
    const flight = this.#inflight.get(entry.seq!);
    let replyId = entry.payload.reply_id;
    let traces = initialTraceState;
    /** R12: an error event's text stays in the bubble whatever traces follow. */
    let errorText: string | null = null;
    let settled = false;
    const settle = (patch: Partial<MessageRecord>) => {
      settled = true;
      this.replies.settle(conversationId, { id: replyId, ...patch });
    };
    // A regenerate's question is sent already: only the new version shows progress.
    let writes: Promise<unknown> =
      entry.kind === 'message.send' ? markSending(db, userMessageId) : Promise.resolve();
    const question = await db.messages.get(userMessageId);
    const at = timestampFromMillis(this.#o.clock.now());
    this.replies.begin({
      id: replyId,
      conversation_id: conversationId,
      role: 'assistant',
      content_text: '',
      content_json: [],
      trace_types: [],
      in_reply_to: userMessageId,
      parent_id: userMessageId,
      created_at: at,
      sort_key: question ? replySortKey(question) : at,
      server_id: null,
      send_state: 'streaming',
      error: null,
    });
    const answered = () => {
      if (flight && !flight.answered) {
        flight.answered = true;
        if (entry.kind === 'message.send') writes = writes.then(() => markStreaming(db, userMessageId));
      }
    };
    try {
      const result = await this.#o.api.interactStream(
        conversationId,
        {
          ...versionFields(entry),
          text: entry.payload.text,
          client_msg_id: userMessageId,
          response_client_msg_id: replyId,
        },
        {
          signal,
          onMetadata: (metadata) => {
            answered();
            replyId = metadata.assistant_client_msg_id || replyId;
            this.replies.update(conversationId, { id: replyId });
          },
          onTrace: (trace) => {
            answered();
            traces = reduceTrace(traces, trace);
            const summary = summaryOf(traces);
            this.replies.update(
              conversationId,
              errorText === null ? summary : { trace_types: summary.trace_types },
            );
          },
          onError: (error) => {
            answered();
            errorText = streamErrorText(error);
            this.replies.update(conversationId, {
              content_text: errorText,
              content_json: [],
              send_state: 'failed',
            });
          },
        },
      );
      await writes.catch(() => undefined);
      const now = this.#o.clock.now();
      const base = { conversationId, userMessageId, replyId, outboxSeq: entry.seq, now };
      if (result.summary) {
        // A reply the server cut short (a model past its timeout) is stored interrupted: it offers Retry.
        const state = result.summary.stopped
          ? 'stopped'
          : result.summary.interrupted
            ? 'interrupted'
            : 'sent';
        await saveAssistantReply(db, { ...base, summary: result.summary, state });
        settle({ ...summaryFields(result.summary), send_state: state });
      } else if (result.error !== null) {
        const text = streamErrorText(result.error);
        await saveFailedReply(db, { ...base, errorText: text });
        settle({ content_text: text, content_json: [], send_state: 'failed', error: text });
      } else {
        // `done` without a summary: the traces are the reply.
        const summary = summaryOf(traces);
        await saveAssistantReply(db, { ...base, summary, state: 'sent' });
        settle({ ...summary, send_state: 'sent' });
      }
      return 'done';
    } catch (error) {
      await writes.catch(() => undefined);
      const status = httpStatusOf(error);
      if (!this.#stopped && status !== 401 && !isPermanent(status)) {
        const partial = summaryOf(traces);
        await saveInterruptedReply(db, {
          conversationId,
          userMessageId,
          replyId,
          partial,
          questionReceived: flight?.answered ?? false,
          error: describe(error),
          now: this.#o.clock.now(),
        })
          .then(() => {
            if (partial.content_text.trim() !== '') settle({ ...partial, send_state: 'interrupted' });
          })
          .catch((writeError) => this.#o.onError('saving a partial reply failed', writeError));
      }
      throw error;
    } finally {
      if (!settled) this.replies.drop(conversationId);
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
        {
          // 429 (too many replies at once, or too fast) and 507 (the server's disk nearly full): the
          // entry stays queued, nothing is lost, and the next attempt waits at least as long as the
          // server asked; the reason is the server's.
          const serverWaitMs = retryAfterMsOf(error) ?? 0;
          const reason = waitsForServer(status) ? serviceReasonOf(error) : null;
          // The question shows why it waits (its bubble reads the record), until the next attempt.
          if (reason && entry.kind === 'message.send') await markWaiting(db, entry.message_id, reason);
          const backoffMs = retryDelay(entry.attempts + 1, { ...this.#o.backoff, random: this.#o.random });
          await releaseOutboxEntry(db, seq, this.tabId, {
            nextAttemptAt: now + Math.max(serverWaitMs, backoffMs),
            countAttempt: true,
            serverError,
            error: reason || describe(error),
          });
        }
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
