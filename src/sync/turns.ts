// Turns: the one door through which a reply comes (docs/send-rules.md, docs/sync-rules.md S4, S9, S10,
// S21, S23). Send, edit & resend, regenerate, continue, retry, stop and follow (a reply another tab or
// device is still generating) all come through here, and this is the only code that opens a reply
// stream or writes the overlay. Guarantees:
// - a turn is written whole first (the question or the regenerate and its outbox entry, S1); online,
//   with nothing earlier waiting in the conversation, it is leased to this tab and streams here at
//   once, otherwise it stays queued for the leader (the one decision of "online", S4);
// - every reply, delivered or followed, goes through one stream loop (`ReplyStream`, reply-stream.ts):
//   one stand-in record (`standInReply`), the shared trace reducer applied once per trace (linear in
//   the reply's length), at most one overlay publication per frame (`ReplyOverlay`);
// - one stream per conversation: a delivery here takes over from a follow of the same conversation;
// - Stop asks the server to end the generation once it has the question (a delivered or a followed
//   reply); before that this tab stops following the stream and the turn stays in the outbox (S10);
// - a question nothing is answering (404 no_reply, asked twice) is reported in `unanswered` until it
//   is retried.

import { Dexie } from 'dexie';
import type { AppDb, MessageRecord } from '../db/app-db.ts';
import { onTableChanged } from '../db/live-queries.ts';
import {
  markSending,
  markStreaming,
  queueMessageSend,
  retryFailedSend,
  saveAssistantReply,
  saveFailedReply,
  saveInterruptedReply,
} from '../db/message-repository.ts';
import { isLaterVersion, queueRegenerate, retryReplyVersion } from '../db/version-repository.ts';
import { httpStatusOf, isNoReply, type ConversationApi } from './conversation-api.ts';
import { describe, isPermanent, type Delivery } from './delivery.ts';
import type { Clock, FrameScheduler } from './ports.ts';
import { ReplyOverlay } from './reply-overlay.ts';
import { finalReply, ReplyStream, requestBody, standInReply, type TurnEntry } from './reply-stream.ts';

export type { TurnEntry } from './reply-stream.ts';

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

export interface TurnsOptions {
  db: AppDb;
  api: ConversationApi;
  clock: Clock;
  scheduleFrame: FrameScheduler;
  /** This tab's name in outbox leases. */
  tabId: string;
  leaseMs: number;
  /** Aborts when the engine stops. */
  stopped: AbortSignal;
  /** Running, online and not paused for the session: a turn may stream now (S4). */
  canTalk(): boolean;
  /** The engine's delivery of a claimed entry (lease renewal, what a failure means); it calls `stream`. */
  deliver(entry: TurnEntry): Promise<Delivery>;
  /** Wakes the leader's outbox drain. */
  scheduleDrain(): void;
  onError(message: string, error: unknown): void;
  /** How long after a first no_reply answer a follow asks once more (a generation may be starting). */
  recheckMs?: number;
  /** How long a followed reply that finished stays while Dexie does not have the stored row yet. */
  followHoldMs?: number;
}

/** A reply streaming in this tab: delivered by this tab, or followed (another tab's or device's turn). */
interface Flight {
  conversationId: string;
  questionId: string;
  controller: AbortController;
  /** The server has the question (metadata, a trace or an error arrived): Stop can ask it. */
  answered: boolean;
  followed: boolean;
}

/** The question of a conversation that may still be being answered (its last message), or null. */
export function awaitedQuestion(last: MessageRecord | undefined): MessageRecord | null {
  if (!last || last.role !== 'user') return null;
  // Queued or failed questions were never answered by the server's generation: nothing to follow.
  return last.send_state === 'sent' || last.send_state === 'sending' || last.send_state === 'streaming'
    ? last
    : null;
}

export class Turns {
  /** The replies streaming in this tab (S9): what the message pane lays over Dexie. */
  readonly replies: ReplyOverlay;
  readonly #o: Required<TurnsOptions>;
  readonly #flights = new Set<Flight>();
  #watched: { conversationId: string; unwatch: () => void } | null = null;
  #unanswered: ReadonlySet<string> = new Set();
  readonly #unansweredListeners = new Set<() => void>();

  constructor(options: TurnsOptions) {
    this.#o = { recheckMs: 3_000, followHoldMs: 15_000, ...options };
    this.replies = new ReplyOverlay(options.scheduleFrame, options.clock);
  }

  // --- commands ------------------------------------------------------------------------------------

  /**
   * Sends a message typed in this tab (S4). The user message and its outbox entry are written first (a
   * storage error rejects here and nothing is sent); `written` is called once that committed. Online,
   * with nothing earlier waiting in the conversation, the send is leased to this tab and streamed here;
   * otherwise it stays queued and the leader delivers it. Resolves once delivered or queued.
   */
  async send(
    conversationId: string,
    text: string,
    ids: { messageId?: string; replyId?: string; written?: () => void; editOf?: string } = {},
  ): Promise<SendOutcome> {
    this.#o.stopped.throwIfAborted();
    const queued = await queueMessageSend(this.#o.db, {
      conversationId,
      text,
      messageId: ids.messageId,
      replyId: ids.replyId,
      editOf: ids.editOf,
      now: this.#o.clock.now(),
      claim: this.#claim(),
    });
    const messageId = queued.message.id;
    const replyId = queued.entry?.payload.reply_id ?? ids.replyId ?? '';
    if (!queued.claimed) {
      ids.written?.();
      this.#o.scheduleDrain();
      return { messageId, replyId, state: 'queued' };
    }
    // `deliver` registers the flight before its first await, so `isReplying` holds from here on.
    const delivery = this.#o.deliver(queued.entry);
    ids.written?.();
    return { messageId, ...(await this.#outcome(messageId, replyId, await delivery)) };
  }

  /** Edit & resend: the text becomes a new version of the question, answered like any send (S23). */
  editAndResend(
    conversationId: string,
    questionId: string,
    text: string,
    ids: { messageId?: string; replyId?: string; written?: () => void } = {},
  ): Promise<SendOutcome> {
    return this.send(conversationId, text, { ...ids, editOf: questionId });
  }

  /**
   * A new version of the last reply (Regenerate), or of a stopped or interrupted one continued
   * (`continueOf`), chosen at once (S23). Written like a send (S1), streamed here when this tab can
   * talk, queued otherwise; the reply id is chosen here, so a retried delivery makes one reply.
   */
  async regenerate(
    conversationId: string,
    questionId: string,
    options: { replyId?: string; continueOf?: string } = {},
  ): Promise<SendOutcome> {
    this.#o.stopped.throwIfAborted();
    const queued = await queueRegenerate(this.#o.db, {
      conversationId,
      questionId,
      replyId: options.replyId,
      continueOf: options.continueOf,
      now: this.#o.clock.now(),
      claim: this.#claim(),
    });
    const replyId = queued.entry.payload.reply_id;
    if (!queued.claimed) {
      this.#o.scheduleDrain();
      return { messageId: questionId, replyId, state: 'queued' };
    }
    const result = await this.#o.deliver(queued.entry);
    const state = (await this.#o.db.messages.get(replyId).catch(() => undefined))?.send_state;
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

  /** Regenerate (or Continue, `continues`) from a reply's bubble: a new version of that reply. */
  async regenerateReply(replyId: string, options: { continues?: boolean } = {}): Promise<SendOutcome | null> {
    const reply = await this.#o.db.messages.get(replyId);
    if (!reply?.in_reply_to) return null;
    return this.regenerate(reply.conversation_id, reply.in_reply_to, {
      ...(options.continues ? { continueOf: reply.id } : {}),
    });
  }

  /** Retry from a bubble or from "No reply — Retry": a question's send, or a reply's version. */
  async retry(messageId: string): Promise<boolean> {
    const record = await this.#o.db.messages.get(messageId);
    if (!record) return false;
    return record.role === 'user' ? this.retrySend(record.id) : this.retryReply(record.id);
  }

  /** Queues a failed or unanswered send again (same ids, S10b, S21). */
  retrySend(messageId: string): Promise<boolean> {
    this.#forgetUnanswered(messageId);
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
   * The user's Stop for the reply streaming in a conversation (R5): the server is asked to end the
   * generation (the stream then ends `stopped`). When the server does not have the question yet, or
   * cannot be asked, this tab stops following its own stream instead (S10: nothing is lost).
   */
  async stop(conversationId: string): Promise<void> {
    const flight = this.#flightOf(conversationId) ?? this.#followOf(conversationId);
    if (!flight) return;
    if (!flight.answered) {
      if (!flight.followed) flight.controller.abort();
      return;
    }
    try {
      await this.#o.api.stop(conversationId, flight.questionId, { signal: this.#o.stopped });
    } catch (error) {
      if (this.#o.stopped.aborted) return;
      this.#o.onError('asking the server to stop a reply failed', error);
      if (!flight.followed) flight.controller.abort();
    }
  }

  /**
   * Stops following the streams of a conversation in this tab (a switch, a delete): the server
   * finishes them anyway; a delivery keeps its partial text as `interrupted` and its retry brings the
   * stored reply (S10).
   */
  abort(conversationId: string): void {
    for (const flight of this.#flights)
      if (flight.conversationId === conversationId) flight.controller.abort();
  }

  /** Whether this tab is delivering a turn of the conversation now (its reply streams here). */
  isReplying(conversationId: string): boolean {
    return this.#flightOf(conversationId) !== undefined;
  }

  /**
   * The conversation on screen (null: none). Its last question, when delivered with no reply yet and
   * not streaming here, is followed (S21): the server replays what it produced so far, then streams
   * live; a reload, a second tab and another device see the reply grow as the sending tab does.
   */
  watch(conversationId: string | null): void {
    if (this.#watched?.conversationId === conversationId) return;
    this.#watched?.unwatch();
    this.#watched = null;
    for (const flight of this.#flights) if (flight.followed) flight.controller.abort();
    if (conversationId === null || this.#o.stopped.aborted) return;
    const check = () => void this.#followIfAwaited(conversationId);
    this.#watched = { conversationId, unwatch: onTableChanged(this.#o.db, 'messages', check) };
    check();
  }

  /** Look again whether the watched conversation awaits a reply (back online, focus). */
  recheck(): void {
    if (this.#watched) void this.#followIfAwaited(this.#watched.conversationId);
  }

  /** Question ids the server says nothing is answering ("No reply — Retry"). */
  getUnanswered = (): ReadonlySet<string> => this.#unanswered;

  subscribeUnanswered = (listener: () => void): (() => void) => {
    this.#unansweredListeners.add(listener);
    return () => this.#unansweredListeners.delete(listener);
  };

  /** Sign-out: every stream stops, the overlay empties. */
  close(): void {
    this.#watched?.unwatch();
    this.#watched = null;
    for (const flight of this.#flights) flight.controller.abort();
    this.replies.clear();
  }

  // --- the engine's delivery of a turn ---------------------------------------------------------------

  /**
   * S9/S10: streams a claimed send or regenerate into the overlay; the final reply (or the failure) is
   * written with the entry's removal, then the overlay entry settles. Throws what the delivery failed
   * with (the engine decides what it means) after keeping a cut stream's partial text.
   */
  async stream(entry: TurnEntry, signal: AbortSignal): Promise<Delivery> {
    const { db, clock } = this.#o;
    const conversationId = entry.conversation_id;
    const questionId = entry.message_id;
    // One stream per conversation: this tab's own delivery takes over from a follow.
    for (const flight of this.#flights)
      if (flight.followed && flight.conversationId === conversationId) flight.controller.abort();
    const flight = this.#fly(conversationId, questionId, false);
    // The delivery's signal (the engine's) or this flight's own (Stop, switch, sign-out) ends the stream.
    const streamSignal = AbortSignal.any([signal, flight.controller.signal]);
    // A regenerate's question is sent already: only the new version shows progress.
    let writes: Promise<unknown> =
      entry.kind === 'message.send' ? markSending(db, questionId) : Promise.resolve();
    const question = await db.messages.get(questionId);
    const reply = new ReplyStream(
      this.replies,
      standInReply(conversationId, questionId, question, entry.payload.reply_id, clock.now()),
      { showNow: true },
    );
    const answered = () => {
      if (flight.answered) return;
      flight.answered = true;
      if (entry.kind === 'message.send') writes = writes.then(() => markStreaming(db, questionId));
    };
    try {
      const result = await this.#o.api.interactStream(
        conversationId,
        requestBody(entry),
        reply.handlers(streamSignal, answered),
      );
      await writes.catch(() => undefined);
      const base = {
        conversationId,
        userMessageId: questionId,
        replyId: reply.replyId,
        outboxSeq: entry.seq,
        now: clock.now(),
      };
      const final = finalReply(result, reply.partial);
      if (final.send_state === 'failed')
        await saveFailedReply(db, { ...base, errorText: final.content_text });
      else
        await saveAssistantReply(db, {
          ...base,
          summary: final,
          state: final.send_state,
        });
      reply.settle(final);
      return 'done';
    } catch (error) {
      await writes.catch(() => undefined);
      const status = httpStatusOf(error);
      if (!this.#o.stopped.aborted && status !== 401 && !isPermanent(status)) {
        const partial = reply.partial;
        await saveInterruptedReply(db, {
          conversationId,
          userMessageId: questionId,
          replyId: reply.replyId,
          partial,
          questionReceived: flight.answered,
          error: describe(error),
          now: clock.now(),
        })
          .then(() => {
            if (partial.content_text.trim() !== '') reply.settle({ ...partial, send_state: 'interrupted' });
          })
          .catch((writeError) => this.#o.onError('saving a partial reply failed', writeError));
      }
      throw error;
    } finally {
      this.#flights.delete(flight);
      reply.close();
    }
  }

  // --- following (S21) -----------------------------------------------------------------------------

  async #followIfAwaited(conversationId: string): Promise<void> {
    const { db } = this.#o;
    const last = await db.messages
      .where('[conversation_id+sort_key]')
      .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
      .last()
      .catch(() => undefined);
    const question = awaitedQuestion(last);
    const current = this.#followOf(conversationId);
    if (current && current.questionId !== question?.id) current.controller.abort();
    if (!question || this.#unanswered.has(question.id) || this.#flightOf(conversationId)) return;
    // This tab holds the question's lease: it streams it itself (S4).
    const entry = await db.outbox
      .where('message_id')
      .equals(question.id)
      .first()
      .catch(() => undefined);
    if (entry?.claimed_by === this.#o.tabId) return;
    // Checked again after the reads: a call started meanwhile may have begun the same follow.
    if (this.#watched?.conversationId !== conversationId || this.#o.stopped.aborted) return;
    if (this.#followOf(conversationId) || this.#flightOf(conversationId)) return;
    void this.#follow(question, this.#fly(conversationId, question.id, true));
  }

  async #follow(question: MessageRecord, flight: Flight): Promise<void> {
    const { conversationId, questionId } = flight;
    const signal = flight.controller.signal;
    const reply = new ReplyStream(
      this.replies,
      standInReply(conversationId, questionId, question, '', this.#o.clock.now()),
      { showNow: false },
    );
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await this.#o.api.followStream(
            conversationId,
            questionId,
            reply.handlers(signal, () => {
              flight.answered = true;
            }),
          );
          // The server stores the reply; Dexie gets it by realtime or pull. Until then it shows here.
          reply.hold(finalReply(result, reply.partial));
          await this.#storedOrTimeout(reply.replyId, signal);
          return;
        } catch (error) {
          if (!isNoReply(error) || signal.aborted) return;
          if (attempt >= 1) {
            this.#setUnanswered(new Set([...this.#unanswered, questionId]));
            return;
          }
          await sleep(this.#o.clock, this.#o.recheckMs, signal);
        }
      }
    } catch {
      // Aborted (the conversation changed, this tab's own stream took over) or the network went: the
      // next change of the conversation (or coming back online) follows again.
    } finally {
      this.#flights.delete(flight);
      reply.close();
    }
  }

  /** Resolves once Dexie has the stored reply (no gap between overlay and row), bounded. */
  #storedOrTimeout(replyId: string, signal: AbortSignal): Promise<void> {
    const { db, clock } = this.#o;
    return new Promise<void>((resolve) => {
      const done = () => {
        unwatch();
        clock.clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const check = () =>
        void db.messages.get(replyId).then((row) => {
          if (row?.server_id) done();
        }, done);
      const unwatch = onTableChanged(db, 'messages', check);
      const timer = clock.setTimeout(done, this.#o.followHoldMs);
      signal.addEventListener('abort', done, { once: true });
      check();
    });
  }

  // --- bookkeeping ---------------------------------------------------------------------------------

  #claim() {
    return this.#o.canTalk() ? { owner: this.#o.tabId, leaseMs: this.#o.leaseMs } : undefined;
  }

  #fly(conversationId: string, questionId: string, followed: boolean): Flight {
    const flight = {
      conversationId,
      questionId,
      controller: new AbortController(),
      answered: false,
      followed,
    };
    this.#flights.add(flight);
    return flight;
  }

  #flightOf(conversationId: string): Flight | undefined {
    for (const flight of this.#flights)
      if (!flight.followed && flight.conversationId === conversationId) return flight;
    return undefined;
  }

  #followOf(conversationId: string): Flight | undefined {
    for (const flight of this.#flights)
      if (flight.followed && flight.conversationId === conversationId) return flight;
    return undefined;
  }

  #forgetUnanswered(questionId: string): void {
    if (!this.#unanswered.has(questionId)) return;
    const next = new Set(this.#unanswered);
    next.delete(questionId);
    this.#setUnanswered(next);
  }

  #setUnanswered(next: ReadonlySet<string>): void {
    this.#unanswered = next;
    for (const listener of [...this.#unansweredListeners]) listener();
  }

  /** What a finished send resolves with: the stored reply's state (a pull may have brought it). */
  async #outcome(
    messageId: string,
    replyId: string,
    result: Delivery,
  ): Promise<Pick<SendOutcome, 'state' | 'replyId'>> {
    const db = this.#o.db;
    if (result !== 'done') {
      const state = (await db.messages.get(replyId).catch(() => undefined))?.send_state;
      return {
        replyId,
        state: state === 'interrupted' || state === 'sent' || state === 'stopped' ? state : 'queued',
      };
    }
    const reply = await db.messages
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
}

function sleep(clock: Clock, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = clock.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clock.clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
