// The sync engine: reconciles the user's Dexie database with the conversation service. Guarantees
// (numbered in docs/sync-rules.md, which the tests cite):
// - nothing queued is lost: an outbox entry leaves only with the server's acknowledgement, stored in
//   the same transaction, or when the server refuses it for good (then the UI shows the failure);
// - per conversation, entries reach the server in the order they were made; retries reuse the same
//   ids, so the server's idempotency makes a repeated delivery harmless (exactly once);
// - one leader per user across tabs (Web Locks) drains the outbox and holds the realtime channel;
//   other tabs see its writes through Dexie live queries; when the leader goes, another takes over;
// - a send made online in a tab streams in that tab (it leases the entry); the streaming text lives
//   in memory, published at most once per frame; only the final reply is written;
// - pulls (on start, reconnect, realtime (re)subscribe) close every gap realtime may leave; realtime
//   events are applied at once but are only hints;
// - a 401 pauses deliveries until the session is refreshed, never dropping entries.

import type { AppDb, OutboxEntry } from '../db/app-db.ts';
import {
  applyServerConversations,
  completeConversationEntry,
  createConversationLocally,
  deleteConversationLocally,
  markMessagesFetched,
  META_KEYS,
  purgeConversation,
  readMeta,
  renameConversationLocally,
  watermarkKey,
  type MessagesWatermark,
} from '../db/conversation-repository.ts';
import {
  applyServerMessages,
  markSending,
  markStreaming,
  queueMessageSend,
  retryFailedSend,
  saveAssistantReply,
  saveFailedReply,
  saveInterruptedReply,
} from '../db/message-repository.ts';
import {
  claimOutboxEntry,
  laneHead,
  listOutbox,
  makeOutboxDue,
  releaseOutboxEntry,
  removeOutboxEntry,
  renewClaim,
} from '../db/outbox-repository.ts';
import { onTableChanged } from '../db/live-queries.ts';
import { canonicalTimestamp } from '../db/timestamps.ts';
import { unreachable } from '../lib/errors.ts';
import type { StreamEvent } from '../../supabase/functions/_shared/protocol.ts';
import { REQUEST_ERROR_FALLBACK, contentFromParts, streamErrorText } from '../lib/message-content.ts';
import {
  initialTraceState,
  reduceTrace,
  summaryOf,
} from '../../supabase/functions/_shared/summarize-traces.ts';
import { retryDelay, type BackoffOptions } from './backoff.ts';
import {
  httpStatusOf,
  retryAfterMsOf,
  serviceReasonOf,
  StreamInterruptedError,
  type ConversationApi,
} from './conversation-api.ts';
import {
  systemClock,
  timeoutFrameScheduler,
  type Clock,
  type FrameScheduler,
  type LockProvider,
  type OnlineDetector,
  type RealtimeStatus,
  type RealtimeSubscriber,
  type SessionSignals,
  type WakeSignals,
} from './ports.ts';
import { realtimeReconnectDelay } from './realtime-config.ts';
import { StreamingReplies } from './streaming-replies.ts';

export const DEFAULT_LEASE_MS = 30_000;
export const DEFAULT_MAX_SERVER_ERRORS = 8;
export const DEFAULT_MESSAGE_PAGE_SIZE = 200;
export const DEFAULT_LANE_CONCURRENCY = 4;
/** After a refresh that did not help, wait for the session to change instead of refreshing again. */
const REFRESH_COOLDOWN_MS = 30_000;

export function leaderLockName(userId: string): string {
  return `hearth-sync-${userId}`;
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

/**
 * What `sendNow`'s `onEvent` hears about its send, in order: `queued` once the message and its outbox
 * entry are stored (`streamsHere`: this tab streams the reply now, S4); then, when it does, the
 * stream's own events as the service sends them, or `failed` when the stream breaks (network, HTTP
 * status, abort). Listening changes nothing: the engine still writes the outcome to Dexie (S9, S10).
 */
export type SendNowEvent =
  { event: 'queued'; streamsHere: boolean } | StreamEvent | { event: 'failed'; error: unknown };

export type SendNowListener = (event: SendNowEvent) => void;

type Delivery = 'done' | 'retry' | 'paused';

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Failures that are normal when the network comes and goes: fetch's TypeError ('Failed to fetch',
 * 'fetch failed', 'NetworkError …', 'Load failed'), a cut stream, an abort. Anything else is a bug worth
 * reporting, even though it is retried like the rest.
 */
function isNetworkError(error: unknown): boolean {
  if (error instanceof StreamInterruptedError || isAbort(error)) return true;
  return (
    error instanceof TypeError && /fetch|network|load failed|terminated|socket|connect/i.test(error.message)
  );
}

/** 4xx other than 401 (session), 408 (timeout) and 429 (rate limit): retrying cannot help. */
function isPermanent(status: number | null): boolean {
  return (
    status !== null && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Aborts when either aborts (AbortSignal.any, which older Safari lacks). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (a.aborted) return a;
  if (b.aborted) return b;
  const controller = new AbortController();
  const forward = (source: AbortSignal) => () => controller.abort(source.reason);
  a.addEventListener('abort', forward(a), { once: true });
  b.addEventListener('abort', forward(b), { once: true });
  return controller.signal;
}

async function inLanes<T>(
  items: readonly T[],
  concurrency: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}

export class SyncEngine {
  readonly streaming: StreamingReplies;
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
  readonly #inflight = new Map<number, { conversationId: string; controller: AbortController }>();

  #releaseLeadership: (() => void) | null = null;
  #outboxWatch: (() => void) | null = null;
  #draining: Promise<void> | null = null;
  /** Running lanes by conversation id. */
  readonly #lanes = new Map<string, Promise<void>>();
  #drainAgain = false;
  #drainTimer: unknown = null;
  #drainTimerAt = Infinity;
  #pulling: Promise<void> | null = null;
  #pullAgain = false;
  #pullFailures = 0;
  #pullTimer: unknown = null;
  #removeChannel: (() => Promise<void> | void) | null = null;
  #realtimeTries = 0;
  #realtimeTimer: unknown = null;
  /** Bumped when a channel is dropped, so late callbacks of the old channel are ignored. */
  #realtimeGeneration = 0;
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
    this.streaming = new StreamingReplies(this.#o.scheduleFrame);
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
    for (const timer of [this.#drainTimer, this.#pullTimer, this.#realtimeTimer]) {
      if (timer !== null) this.#o.clock.clearTimeout(timer);
    }
    const removeChannel = this.#removeChannel;
    this.#removeChannel = null;
    this.#realtimeGeneration += 1;
    try {
      await removeChannel?.();
    } catch (error) {
      this.#o.onError('removing the realtime channel failed', error);
    }
    await Promise.allSettled([...this.#tasks, this.#draining, this.#pulling, ...this.#lanes.values()]);
    this.#releaseLeadership?.();
    this.#releaseLeadership = null;
    this.streaming.clear();
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
    this.#subscribeRealtime();
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

  deleteConversation(id: string) {
    for (const [, flight] of this.#inflight) if (flight.conversationId === id) flight.controller.abort();
    return deleteConversationLocally(this.#o.db, { id, now: this.#o.clock.now() });
  }

  /** Queues a failed send again (same ids). */
  retrySend(messageId: string) {
    return retryFailedSend(this.#o.db, { messageId, now: this.#o.clock.now() });
  }

  /**
   * Sends a message typed in this tab (S4). The user message and its outbox entry are written first
   * (a storage error rejects here and nothing is sent). Online, with nothing earlier waiting in the
   * conversation, the send is leased to this tab and streamed here: `streaming` shows the reply as it
   * comes. Otherwise it stays queued and the leader delivers it. `onEvent` follows this one send
   * (SendNowEvent); the chat's send machine listens through it.
   */
  async sendNow(
    conversationId: string,
    text: string,
    ids: { messageId?: string; replyId?: string; onEvent?: SendNowListener } = {},
  ): Promise<SendOutcome> {
    if (this.#stopped) throw new Error('The sync engine has stopped.');
    const queued = await queueMessageSend(this.#o.db, {
      conversationId,
      text,
      messageId: ids.messageId,
      replyId: ids.replyId,
      now: this.#o.clock.now(),
      claim: this.#canTalk() ? { owner: this.tabId, leaseMs: this.#o.leaseMs } : undefined,
    });
    const outcome: SendOutcome = {
      messageId: queued.message.id,
      replyId: queued.entry?.payload.reply_id ?? ids.replyId ?? '',
      state: 'queued',
    };
    this.#tell(ids.onEvent, { event: 'queued', streamsHere: queued.claimed });
    if (!queued.claimed) {
      this.#scheduleDrain();
      return outcome;
    }
    const result = await this.#track(this.#deliver(queued.entry, ids.onEvent));
    return { ...outcome, ...(await this.#settledState(queued.message.id, outcome.replyId, result)) };
  }

  #tell(listener: SendNowListener | undefined, event: SendNowEvent): void {
    if (!listener) return;
    try {
      listener(event);
    } catch (error) {
      this.#o.onError('a send listener failed', error);
    }
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
    const state = reply.send_state === 'stopped' || reply.send_state === 'failed' ? reply.send_state : 'sent';
    return { replyId: reply.id, state };
  }

  /** Asks the server to stop generating the reply to `messageId` (the stream then ends `stopped`). */
  async stopReply(conversationId: string, messageId: string): Promise<boolean> {
    return (await this.#o.api.stop(conversationId, messageId, { signal: this.#stopController.signal }))
      .stopped;
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
    if (!this.#status.leader || this.#stopped) return;
    if (this.#draining) {
      this.#drainAgain = true;
      return;
    }
    const run = async () => {
      try {
        do {
          this.#drainAgain = false;
          await this.#drainPass();
        } while (this.#drainAgain && !this.#stopped);
      } catch (error) {
        if (!this.#stopped) this.#o.onError('draining the outbox failed', error);
      } finally {
        this.#draining = null;
      }
    };
    this.#draining = run();
  }

  /** Resolves when the outbox has been drained as far as it can be now (tests, diagnostics). */
  async drain(): Promise<void> {
    this.#scheduleDrain();
    while (this.#draining || this.#lanes.size > 0) {
      await Promise.allSettled([this.#draining, ...this.#lanes.values()]);
    }
  }

  /**
   * Starts a lane for every conversation whose head may go now. Lanes run on their own (a long stream
   * in one conversation never delays another); a lane that ends wakes the drain again.
   */
  async #drainPass(): Promise<void> {
    if (!this.#canTalk()) return;
    const entries = await listOutbox(this.#o.db);
    const heads = new Map<string, OutboxEntry>();
    for (const entry of entries) {
      if (!heads.has(entry.conversation_id)) heads.set(entry.conversation_id, entry);
    }
    const now = this.#o.clock.now();
    for (const head of heads.values()) {
      const conversationId = head.conversation_id;
      if (this.#lanes.has(conversationId)) continue;
      const wakeAt = this.#blockedUntil(head, now);
      if (wakeAt !== null) {
        this.#wakeDrainAt(wakeAt);
        continue;
      }
      // Over the limit, the next lane starts when a running one ends (it wakes the drain).
      if (this.#lanes.size >= this.#o.laneConcurrency) break;
      const lane = this.#runLane(conversationId)
        .catch((error) => {
          if (!this.#stopped) this.#o.onError('an outbox lane failed', error);
        })
        .finally(() => {
          this.#lanes.delete(conversationId);
          this.#scheduleDrain();
        });
      this.#lanes.set(conversationId, lane);
    }
  }

  /** When a lane's head may be tried, or null if now. Entries leased by any tab wait for the lease. */
  #blockedUntil(head: OutboxEntry, now: number): number | null {
    if (this.#inflight.has(head.seq!)) return Infinity;
    if (head.claimed_by !== null && head.claim_expires_at > now) return head.claim_expires_at;
    if (head.next_attempt_at > now) return head.next_attempt_at;
    return null;
  }

  #wakeDrainAt(at: number): void {
    if (!Number.isFinite(at) || at >= this.#drainTimerAt) return;
    if (this.#drainTimer !== null) this.#o.clock.clearTimeout(this.#drainTimer);
    this.#drainTimerAt = at;
    this.#drainTimer = this.#o.clock.setTimeout(
      () => {
        this.#drainTimer = null;
        this.#drainTimerAt = Infinity;
        this.#scheduleDrain();
      },
      Math.max(0, at - this.#o.clock.now()),
    );
  }

  /** S2: one conversation's entries, strictly one after another. */
  async #runLane(conversationId: string): Promise<void> {
    while (this.#canTalk()) {
      const head = await laneHead(this.#o.db, conversationId);
      if (!head) return;
      const now = this.#o.clock.now();
      const wakeAt = this.#blockedUntil(head, now);
      if (wakeAt !== null) {
        this.#wakeDrainAt(wakeAt);
        return;
      }
      const claimed = await claimOutboxEntry(this.#o.db, head.seq!, this.tabId, now, this.#o.leaseMs);
      if (!claimed) return;
      if ((await this.#track(this.#deliver(claimed))) !== 'done') return;
    }
  }

  /** Delivers one claimed entry; the entry is removed on success, released with back-off otherwise. */
  async #deliver(entry: OutboxEntry, onEvent?: SendNowListener): Promise<Delivery> {
    const seq = entry.seq!;
    const controller = new AbortController();
    const signal = eitherSignal(controller.signal, this.#stopController.signal);
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
        case 'conversation.delete':
          await this.#o.api.delete(entry.conversation_id, { signal });
          await purgeConversation(this.#o.db, entry.conversation_id);
          return 'done';
        case 'message.send':
          return await this.#deliverMessage(entry, signal, onEvent);
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

  /** S9/S10: streams a send; the final reply (or the failure) is written with the entry's removal. */
  async #deliverMessage(
    entry: OutboxEntry & { kind: 'message.send' },
    signal: AbortSignal,
    onEvent?: SendNowListener,
  ): Promise<Delivery> {
    const db = this.#o.db;
    const conversationId = entry.conversation_id;
    const userMessageId = entry.message_id;
    let replyId = entry.payload.reply_id;
    let questionReceived = false;
    let traces = initialTraceState;
    let writes: Promise<unknown> = markSending(db, userMessageId);
    this.streaming.begin({ conversationId, userMessageId, assistantMessageId: replyId });
    try {
      const result = await this.#o.api.interactStream(
        conversationId,
        { text: entry.payload.text, client_msg_id: userMessageId, response_client_msg_id: replyId },
        {
          signal,
          onMetadata: (metadata) => {
            questionReceived = true;
            replyId = metadata.assistant_client_msg_id || replyId;
            this.streaming.update(conversationId, { assistantMessageId: replyId, phase: 'streaming' });
            writes = writes.then(() => markStreaming(db, userMessageId));
            this.#tell(onEvent, { event: 'metadata', data: metadata });
          },
          onTrace: (trace) => {
            traces = reduceTrace(traces, trace);
            const summary = summaryOf(traces);
            const { content, imageUrls } = contentFromParts(summary.content_text, summary.content_json);
            this.streaming.update(conversationId, {
              phase: 'streaming',
              text: content,
              imageUrls,
              traceTypes: summary.trace_types,
              isEnded: traces.isEnded,
            });
            this.#tell(onEvent, { event: 'trace', data: trace });
          },
          ...(onEvent
            ? {
                onSummary: (summary) => this.#tell(onEvent, { event: 'summary', data: summary }),
                onError: (error) => this.#tell(onEvent, { event: 'error', data: error }),
                onDone: () => this.#tell(onEvent, { event: 'done', data: {} }),
              }
            : {}),
        },
      );
      await writes.catch(() => undefined);
      if (result.summary) {
        await saveAssistantReply(db, {
          conversationId,
          userMessageId,
          replyId,
          summary: result.summary,
          state: result.summary.stopped ? 'stopped' : 'sent',
          outboxSeq: entry.seq,
          now: this.#o.clock.now(),
        });
      } else if (result.error !== null) {
        await saveFailedReply(db, {
          conversationId,
          userMessageId,
          replyId,
          errorText: streamErrorText(result.error),
          outboxSeq: entry.seq,
          now: this.#o.clock.now(),
        });
      } else {
        // `done` without a summary: the traces are the reply.
        await saveAssistantReply(db, {
          conversationId,
          userMessageId,
          replyId,
          summary: summaryOf(traces),
          state: 'sent',
          outboxSeq: entry.seq,
          now: this.#o.clock.now(),
        });
      }
      return 'done';
    } catch (error) {
      await writes.catch(() => undefined);
      const status = httpStatusOf(error);
      if (!this.#stopped && status !== 401 && !isPermanent(status)) {
        await saveInterruptedReply(db, {
          conversationId,
          userMessageId,
          replyId,
          partial: summaryOf(traces),
          questionReceived,
          error: describe(error),
          now: this.#o.clock.now(),
        }).catch((writeError) => this.#o.onError('saving a partial reply failed', writeError));
      }
      this.#tell(onEvent, { event: 'failed', error });
      throw error;
    } finally {
      this.streaming.end(conversationId);
    }
  }

  /** Decides what a failed delivery means (S3, S12, S14). */
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
    const status = httpStatusOf(error);
    if (status === 401) {
      await releaseOutboxEntry(db, seq, this.tabId, {
        nextAttemptAt: now,
        countAttempt: false,
        error: describe(error),
      });
      this.#pauseForAuth();
      return 'paused';
    }
    const serverError = status !== null && status >= 500;
    if (isPermanent(status) || (serverError && entry.server_errors + 1 >= this.#o.maxServerErrors)) {
      this.#setStatus({ lastError: describe(error) });
      await this.#giveUp(entry, status, error);
      return 'done';
    }
    if (status === null && !isNetworkError(error)) this.#o.onError(`delivering ${entry.kind} failed`, error);
    // 429 (too many replies at once, or too fast): the entry stays queued, nothing is lost, and the
    // next attempt waits at least as long as the server asked; the reason is the server's sentence.
    const serverWaitMs = retryAfterMsOf(error) ?? 0;
    const backoffMs = retryDelay(entry.attempts + 1, { ...this.#o.backoff, random: this.#o.random });
    await releaseOutboxEntry(db, seq, this.tabId, {
      nextAttemptAt: now + Math.max(serverWaitMs, backoffMs),
      countAttempt: true,
      serverError,
      error: (status === 429 && serviceReasonOf(error)) || describe(error),
    });
    return 'retry';
  }

  /** S14: what a refusal for good does to each kind of change. */
  async #giveUp(entry: OutboxEntry, status: number | null, error: unknown): Promise<void> {
    const db = this.#o.db;
    switch (entry.kind) {
      case 'message.send':
        await saveFailedReply(db, {
          conversationId: entry.conversation_id,
          userMessageId: entry.message_id,
          replyId: entry.payload.reply_id,
          errorText: REQUEST_ERROR_FALLBACK,
          outboxSeq: entry.seq,
          now: this.#o.clock.now(),
        });
        return;
      case 'conversation.create':
        // 409: deleted on another device, or the id is someone else's. Either way it cannot exist here.
        this.#o.onError(
          `the server refused to create conversation ${entry.conversation_id} (${status})`,
          error,
        );
        await purgeConversation(db, entry.conversation_id);
        return;
      case 'conversation.delete':
        // 404: already gone (or never ours): the goal is reached.
        await purgeConversation(db, entry.conversation_id);
        return;
      case 'conversation.rename':
        // 404: deleted elsewhere (its tombstone comes with the pull); 400: the server's title stays.
        await removeOutboxEntry(db, entry.seq!);
        this.#schedulePull();
        return;
      default:
        unreachable(entry);
    }
  }

  // --- pull ----------------------------------------------------------------------------------------

  #schedulePull(): void {
    if (!this.#status.leader || this.#stopped) return;
    if (this.#pulling) {
      this.#pullAgain = true;
      return;
    }
    const run = async () => {
      this.#setStatus({ pulling: true });
      try {
        do {
          this.#pullAgain = false;
          await this.#pullOnce();
        } while (this.#pullAgain && !this.#stopped);
      } finally {
        this.#pulling = null;
        this.#setStatus({ pulling: false });
      }
    };
    this.#pulling = run();
  }

  /** Pulls now (or joins the running pull and its follow-up); resolves when done. */
  async pull(): Promise<void> {
    this.#schedulePull();
    while (this.#pulling) await this.#pulling;
  }

  async #pullOnce(): Promise<void> {
    if (!this.#canTalk()) return;
    try {
      await this.#pullConversations();
      await this.#pullMessages();
      this.#pullFailures = 0;
      this.#setStatus({ lastPullAt: this.#o.clock.now() });
    } catch (error) {
      if (this.#stopped) return;
      const status = httpStatusOf(error);
      if (status === 401) {
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

  /** S11: the conversations delta since the stored cursor, page by page; tombstones delete here. */
  async #pullConversations(): Promise<void> {
    const signal = this.#stopController.signal;
    let cursor = (await readMeta<string>(this.#o.db, META_KEYS.conversationsCursor)) ?? '';
    for (;;) {
      const page = await this.#o.api.listSince(cursor, { signal });
      await applyServerConversations(this.#o.db, page.conversations, { cursor: page.next_cursor });
      if (!page.has_more || page.next_cursor === cursor) return;
      cursor = page.next_cursor;
    }
  }

  /** S11: messages of the conversations the delta marked, newest page first, back to what we have. */
  async #pullMessages(): Promise<void> {
    const dirty = (await readMeta<string[]>(this.#o.db, META_KEYS.dirtyConversations)) ?? [];
    await inLanes(dirty, this.#o.laneConcurrency, (id) => this.#pullConversationMessages(id));
  }

  async #pullConversationMessages(conversationId: string): Promise<void> {
    const db = this.#o.db;
    const conversation = await db.conversations.get(conversationId);
    if (!conversation || conversation.deleted_at || conversation.pending.create) {
      // Nothing to fetch (gone, or the server does not have it yet: its create is still queued).
      if (!conversation?.pending.create) await markMessagesFetched(db, conversationId, null);
      return;
    }
    const watermark = await readMeta<MessagesWatermark>(db, watermarkKey(conversationId));
    let before: string | undefined;
    let newest: MessagesWatermark | null = null;
    for (;;) {
      let page;
      try {
        page = await this.#o.api.messages(conversationId, {
          limit: this.#o.messagePageSize,
          before,
          signal: this.#stopController.signal,
        });
      } catch (error) {
        if (httpStatusOf(error) === 404) {
          // Deleted on the server meanwhile: its tombstone arrives with the next delta.
          await markMessagesFetched(db, conversationId, null);
          this.#pullAgain = true;
          return;
        }
        throw error;
      }
      const last = page.messages.at(-1);
      if (!newest && last) newest = { created_at: canonicalTimestamp(last.created_at), server_id: last.id };
      await applyServerMessages(db, page.messages, { now: this.#o.clock.now() });
      const oldest = page.messages[0];
      if (!page.has_more || !oldest) break;
      if (watermark && canonicalTimestamp(oldest.created_at) <= watermark.created_at) break;
      before = oldest.id;
    }
    await markMessagesFetched(db, conversationId, newest);
  }

  // --- realtime ------------------------------------------------------------------------------------

  #subscribeRealtime(): void {
    const realtime = this.#o.realtime;
    if (!realtime || this.#stopped || !this.#status.leader) return;
    this.#setStatus({ realtime: 'connecting' });
    const generation = ++this.#realtimeGeneration;
    const current = () => !this.#stopped && generation === this.#realtimeGeneration;
    this.#removeChannel = realtime.subscribe(this.#o.userId, {
      onMessage: (row) => {
        if (!current()) return;
        this.#track(
          applyServerMessages(this.#o.db, [row], { now: this.#o.clock.now() }).catch((error) =>
            this.#o.onError('applying a realtime message failed', error),
          ),
        );
      },
      onConversation: (row) => {
        if (!current()) return;
        this.#track(
          applyServerConversations(this.#o.db, [row]).catch((error) =>
            this.#o.onError('applying a realtime conversation failed', error),
          ),
        );
      },
      onStatus: (status, error) => {
        if (current()) this.#onRealtimeStatus(status, error);
      },
    });
  }

  /** S16: every (re)subscription is followed by a catch-up pull; there is no replay. */
  #onRealtimeStatus(status: RealtimeStatus, _error?: Error): void {
    if (this.#stopped) return;
    switch (status) {
      case 'SUBSCRIBED':
        this.#realtimeTries = 0;
        this.#setStatus({ realtime: 'subscribed' });
        this.#schedulePull();
        return;
      case 'CHANNEL_ERROR':
      case 'TIMED_OUT':
        // realtime-js rejoins by itself (1 s, 2 s, 5 s, then 10 s).
        this.#setStatus({ realtime: 'reconnecting' });
        return;
      case 'CLOSED': {
        // Closed by the server (or removed): nobody rejoins for us.
        this.#setStatus({ realtime: 'reconnecting' });
        const remove = this.#removeChannel;
        this.#removeChannel = null;
        this.#realtimeGeneration += 1;
        void Promise.resolve()
          .then(remove)
          .catch(() => undefined);
        this.#realtimeTries += 1;
        this.#realtimeTimer = this.#o.clock.setTimeout(() => {
          this.#realtimeTimer = null;
          this.#subscribeRealtime();
        }, realtimeReconnectDelay(this.#realtimeTries));
        return;
      }
    }
  }
}
