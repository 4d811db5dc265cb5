// One reply's stream into the overlay (docs/send-rules.md R7–R16): the one stream loop behind every
// turn of turns.ts, delivered or followed. It shows one stand-in record (`standInReply`, the reply as it
// will be stored), applies the shared trace reducer once per trace (linear in the reply's length, and
// what streamed is what is stored), lets an error event's text win over later traces, and ends by
// settling (the final row is stored), holding (a follow waits for the stored row) or dropping.

import type { ReplySummary } from '../../supabase/functions/_shared/protocol.ts';
import {
  initialTraceState,
  reduceTrace,
  summaryOf,
  type TraceState,
} from '../../supabase/functions/_shared/summarize-traces.ts';
import type { MessageRecord, OutboxEntry } from '../db/app-db.ts';
import { replySortKey } from '../db/merge.ts';
import { timestampFromMillis } from '../db/timestamps.ts';
import { streamErrorText } from '../lib/message-content.ts';
import type { InteractBody, InteractStreamHandlers, InteractStreamResult } from './conversation-api.ts';
import type { ReplyOverlay } from './reply-overlay.ts';

export type TurnEntry = OutboxEntry & { kind: 'message.send' | 'message.regenerate' };

/** The one stand-in of a reply still to come: the record it will be stored as, streaming. */
export function standInReply(
  conversationId: string,
  questionId: string,
  question: Pick<MessageRecord, 'sort_key'> | undefined,
  replyId: string,
  now: number,
): MessageRecord {
  const at = timestampFromMillis(now);
  return {
    id: replyId,
    conversation_id: conversationId,
    role: 'assistant',
    content_text: '',
    content_json: [],
    trace_types: [],
    in_reply_to: questionId,
    parent_id: questionId,
    created_at: at,
    sort_key: question ? replySortKey(question) : at,
    server_id: null,
    send_state: 'streaming',
    error: null,
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

/** What a send or regenerate adds to the request for versions (docs/conversation-service.md). */
export function requestBody(entry: TurnEntry): InteractBody {
  const ids = {
    text: entry.payload.text,
    client_msg_id: entry.message_id,
    response_client_msg_id: entry.payload.reply_id,
  };
  if (entry.kind === 'message.regenerate')
    return {
      ...ids,
      regenerate: true,
      ...(entry.payload.continue_of ? { continue_of: entry.payload.continue_of } : {}),
    };
  return {
    ...ids,
    ...(entry.payload.parent_id ? { parent_id: entry.payload.parent_id } : {}),
    ...(entry.payload.edit_of ? { edit_of: entry.payload.edit_of } : {}),
  };
}

/**
 * The one stream loop: one reply's events into the overlay. The stand-in shows at once for a delivery
 * and at the metadata event for a follow (nothing may be answering it). R8–R13 of send-rules.md.
 */
export class ReplyStream {
  #traces: TraceState = initialTraceState;
  /** R13: an error event's text stays in the bubble whatever traces follow. */
  #errorText: string | null = null;
  #shown = false;
  #settled = false;

  constructor(
    private readonly overlay: ReplyOverlay,
    private standIn: MessageRecord,
    options: { showNow: boolean },
  ) {
    if (options.showNow) this.#show();
  }

  get replyId(): string {
    return this.standIn.id;
  }

  /** What streamed so far, as it will be stored. */
  get partial(): ReturnType<typeof summaryOf> {
    return summaryOf(this.#traces);
  }

  handlers(signal: AbortSignal, answered: () => void): InteractStreamHandlers {
    const conversationId = this.standIn.conversation_id;
    return {
      signal,
      onMetadata: (metadata) => {
        answered();
        // R11: the server's id for the reply (a follow learns it here).
        this.standIn = { ...this.standIn, id: metadata.assistant_client_msg_id || this.standIn.id };
        if (this.#shown) this.overlay.update(conversationId, { id: this.standIn.id });
        else this.#show();
      },
      onTrace: (trace) => {
        answered();
        this.#traces = reduceTrace(this.#traces, trace);
        const summary = summaryOf(this.#traces);
        this.overlay.update(
          conversationId,
          this.#errorText === null ? summary : { trace_types: summary.trace_types },
        );
      },
      onError: (error) => {
        answered();
        this.#errorText = streamErrorText(error);
        this.overlay.update(conversationId, {
          content_text: this.#errorText,
          content_json: [],
          send_state: 'failed',
        });
      },
    };
  }

  /** The final state is stored (or, for a follow, known): it stays a moment, then goes (S9, R16). */
  settle(patch: Partial<MessageRecord>): void {
    if (!this.#shown) return;
    this.#settled = true;
    this.overlay.settle(this.standIn.conversation_id, { id: this.replyId, ...patch });
  }

  /** Shows the final state without the timed drop (a follow waits for the stored row itself). */
  hold(patch: Partial<MessageRecord>): void {
    if (this.#shown) this.overlay.update(this.standIn.conversation_id, { id: this.replyId, ...patch });
  }

  /** Ends the stream: a reply that did not settle goes at once, unless another stream took over. */
  close(): void {
    if (this.#shown && !this.#settled) this.overlay.drop(this.standIn.conversation_id, this.replyId);
  }

  #show(): void {
    this.#shown = true;
    this.overlay.begin(this.standIn);
  }
}

/** R12–R14: the reply a finished stream leaves, as it is stored. */
export function finalReply(
  result: InteractStreamResult,
  partial: ReturnType<typeof summaryOf>,
): Pick<MessageRecord, 'content_text' | 'content_json' | 'trace_types' | 'error'> & {
  send_state: 'sent' | 'stopped' | 'interrupted' | 'failed';
} {
  if (result.summary) {
    // A reply the server cut short (a model past its timeout) is stored interrupted: it offers Retry.
    const state = result.summary.stopped ? 'stopped' : result.summary.interrupted ? 'interrupted' : 'sent';
    return { ...summaryFields(result.summary), send_state: state, error: null };
  }
  if (result.error !== null) {
    const text = streamErrorText(result.error);
    return { content_text: text, content_json: [], trace_types: [], send_state: 'failed', error: text };
  }
  // `done` without a summary: the traces are the reply.
  return { ...partial, send_state: 'sent', error: null };
}
