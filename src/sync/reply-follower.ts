// Re-attaching to a reply that is still generating (issue 12, docs/sync-rules.md S21). The tab that
// sent a message streams its reply itself; every other view of the conversation — the same tab after
// a reload, a second tab, another device — only sees the question in Dexie, with no reply yet. The
// follower notices that (the conversation's last question has no reply and no stream in this tab),
// follows the turn with `GET …/interact/stream?client_msg_id=` (the server replays what it produced so
// far, then streams live) and publishes it in the same in-memory overlay as a local stream
// (`engine.replies`, S9): typing dots, then the text as it grows. The stored reply then reaches Dexie
// by realtime or pull, as always; the overlay stays until it has. A question the server says nothing
// is answering (404 no_reply, asked twice, a few seconds apart) is reported as unanswered, so the UI can
// offer "No reply — Retry" instead of leaving a dead question.
import type { MessageRecord } from '../db/app-db.ts';
import { loadStreamReader } from '../lib/stream-reader.ts';
import type { Trace } from '../../supabase/functions/_shared/protocol.ts';
import { summarizeTraces } from '../../supabase/functions/_shared/summarize-traces.ts';
import { timestampFromMillis } from '../db/timestamps.ts';
import type { ReplyOverlay } from './reply-overlay.ts';

/** GET the follow stream of a user turn; resolves with the response (any status). */
export type FollowRequest = (
  conversationId: string,
  userMessageId: string,
  signal: AbortSignal,
) => Promise<Response>;

export interface ReplyFollowerOptions {
  streaming: ReplyOverlay;
  follow: FollowRequest;
  /** Whether Dexie holds the reply with this id yet (the overlay stays until then). */
  hasReply: (replyId: string) => Promise<boolean>;
  /** Whether this tab delivers the question itself (it holds the outbox lease): then it streams it. */
  deliveredHere: (questionId: string) => Promise<boolean>;
  /** How long after a no_reply answer to ask once more (a generation may just be starting). */
  recheckMs?: number;
  /** How long to keep the finished overlay while waiting for the stored reply. */
  settleMs?: number;
}

/** The question of a conversation that may still be being answered, or null. */
export function awaitedQuestion(messages: readonly MessageRecord[]): MessageRecord | null {
  const last = messages.at(-1);
  if (!last || last.role !== 'user') return null;
  // Queued or failed questions were never answered by the server's generation: nothing to follow.
  return last.send_state === 'sent' || last.send_state === 'sending' || last.send_state === 'streaming'
    ? last
    : null;
}

export class ReplyFollower {
  readonly #o: Required<ReplyFollowerOptions>;
  #current: { conversationId: string; questionId: string; controller: AbortController } | null = null;
  readonly #unanswered = new Set<string>();
  readonly #listeners = new Set<() => void>();
  #snapshot: ReadonlySet<string> = new Set();

  constructor(options: ReplyFollowerOptions) {
    this.#o = { recheckMs: 3_000, settleMs: 15_000, ...options };
  }

  /** Question ids the server says nothing is answering. */
  getUnanswered = (): ReadonlySet<string> => this.#snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Called with the active conversation's messages whenever they change: follows its awaited question
   * unless this tab streams it already; stops following when the question is answered or changes.
   */
  update(conversationId: string | null, messages: readonly MessageRecord[]): void {
    const question = conversationId ? awaitedQuestion(messages) : null;
    const current = this.#current;
    if (current && (current.conversationId !== conversationId || current.questionId !== question?.id)) {
      this.stop();
    }
    if (!conversationId || !question || this.#current) return;
    if (this.#unanswered.has(question.id)) return;
    // This tab is streaming the conversation itself (it sent the message): nothing to re-attach to.
    if (this.#o.streaming.get(conversationId)) return;
    const controller = new AbortController();
    this.#current = { conversationId, questionId: question.id, controller };
    void this.#follow(conversationId, question.id, controller.signal).finally(() => {
      if (this.#current?.controller === controller) this.#current = null;
    });
  }

  stop(): void {
    const current = this.#current;
    this.#current = null;
    current?.controller.abort();
  }

  /** A retried question may be answered after all. */
  forget(questionId: string): void {
    if (this.#unanswered.delete(questionId)) this.#publish();
  }

  async #follow(conversationId: string, questionId: string, signal: AbortSignal): Promise<void> {
    let ownsOverlay = false;
    let replyId: string | null = null;
    try {
      if (await this.#o.deliveredHere(questionId)) return;
      for (let attempt = 0; ; attempt++) {
        const reader = loadStreamReader();
        const response = await this.#o.follow(conversationId, questionId, signal);
        if (response.status === 404) {
          const body = (await response.json().catch(() => ({}))) as { code?: string };
          if (body.code !== 'no_reply') return;
          if (attempt >= 1) {
            this.#unanswered.add(questionId);
            this.#publish();
            return;
          }
          await sleep(this.#o.recheckMs, signal);
          continue;
        }
        if (!response.ok || !response.body) return;
        const traces: Trace[] = [];
        let finished = false;
        const { readStreamEvents } = await reader.catch((error: unknown) => {
          void response.body?.cancel().catch(() => {});
          throw error;
        });
        await readStreamEvents(
          response.body,
          {
            onEvent: (event) => {
              // The tab's own stream of this conversation wins (a retry it started meanwhile).
              const mine = this.#o.streaming.get(conversationId);
              if (mine && !ownsOverlay) return;
              switch (event.event) {
                case 'metadata':
                  replyId = event.data.assistant_client_msg_id;
                  this.#o.streaming.begin(followedReply(conversationId, questionId, replyId));
                  ownsOverlay = true;
                  break;
                case 'trace': {
                  traces.push(event.data);
                  this.#o.streaming.update(conversationId, summarizeTraces(traces));
                  break;
                }
                case 'summary':
                  this.#o.streaming.update(conversationId, {
                    content_text: event.data.content_text,
                    content_json: event.data.content_json ?? [],
                    trace_types: event.data.trace_types ?? [],
                  });
                  finished = true;
                  break;
                case 'error':
                case 'done':
                  finished = true;
                  break;
              }
            },
          },
          { signal },
        );
        if (finished && replyId) await this.#settle(replyId, signal);
        return;
      }
    } catch {
      // Aborted (the conversation changed, the tab's own stream took over) or the network went:
      // the next change of the conversation follows again.
    } finally {
      if (ownsOverlay && this.#o.streaming.get(conversationId)?.in_reply_to === questionId)
        this.#o.streaming.drop(conversationId);
    }
  }

  /** Keeps the overlay until Dexie has the stored reply (no gap between the two), bounded. */
  async #settle(replyId: string, signal: AbortSignal): Promise<void> {
    const deadline = Date.now() + this.#o.settleMs;
    while (!signal.aborted && Date.now() < deadline && !(await this.#o.hasReply(replyId))) {
      await sleep(200, signal);
    }
  }

  #publish(): void {
    this.#snapshot = new Set(this.#unanswered);
    for (const listener of [...this.#listeners]) listener();
  }
}

/** The followed reply as the record it will be stored as (the overlay's shape). */
function followedReply(conversationId: string, questionId: string, replyId: string): MessageRecord {
  const at = timestampFromMillis(Date.now());
  return {
    id: replyId,
    conversation_id: conversationId,
    role: 'assistant',
    content_text: '',
    content_json: [],
    trace_types: [],
    in_reply_to: questionId,
    created_at: at,
    sort_key: at,
    server_id: null,
    send_state: 'streaming',
    error: null,
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
