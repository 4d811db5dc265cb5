// Wire types shared by the conversation service (server) and the PWA (client).
// Traces follow the Voiceflow Dialog API shapes (spec §3 "Assistant response"); stream events are the
// SSE events of `POST conversations/{id}/interact/stream` (spec §3 "Stream events", architecture §4).
import type { CalculationResult } from './calculation-result.ts';

/** The conversation service's function name: its path under `/functions/v1/`. */
export const CONVERSATION_SERVICE_NAME = 'voiceflow-proxy';

export const TITLE_MAX_LENGTH = 40;
/**
 * The longest message the service accepts, in UTF-16 code units (`String.prototype.length`), counted
 * on the text as sent (the client sends it trimmed). The composer enforces the same number.
 */
export const MESSAGE_MAX_LENGTH = 8000;
export const DEFAULT_MESSAGE_PAGE_SIZE = 50;

export type CompletionState = 'start' | 'content' | 'continue' | 'end';

export type Trace =
  | { type: 'text'; payload: { message: string } }
  | { type: 'speak'; payload: { message: string; type?: 'message' | 'audio'; src?: string } }
  | { type: 'visual'; payload: { image?: string; url?: string; alt?: string; visualType?: string } }
  | { type: 'card'; payload: { title?: string; subtitle?: string; text?: string; image?: string } }
  | { type: 'end'; payload?: null }
  /** A calculator's structured result (calculation-result.ts), beside the answer's text. */
  | { type: 'calculation'; payload: CalculationResult }
  | {
      type: 'completion';
      payload: { state: CompletionState; content?: string; completion?: string; message?: string };
    }
  | {
      type: 'completion-start' | 'completion-continue' | 'completion-end';
      payload: { completion?: string; content?: string; message?: string };
    }
  | { type: string & {}; payload?: unknown };

export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image'; url: string; alt?: string }
  | { type: 'calculation'; result: CalculationResult };

/** The final form of an assistant reply, as stored in `messages` and sent in the `summary` event. */
export interface ReplySummary {
  content_text: string;
  content_json: ContentPart[];
  trace_types: string[];
}

/** The key of the root in `ConversationRow.selections` (a conversation's first questions). */
export const ROOT_PARENT = '';

/** The payload of an `error` event as far as a reader can rely on it. */
export type StreamErrorPayload = { error?: string; message?: string; code?: string } & Record<
  string,
  unknown
>;

/**
 * One stream event type for both ends: the server sends these, the client's parser yields them. A
 * reader may also get an `error` event whose data was not JSON: then `data` is the raw text (spec §8).
 */
export type StreamEvent =
  | { event: 'trace'; data: Trace }
  | { event: 'metadata'; data: { assistant_client_msg_id: string; user_client_msg_id?: string } }
  | {
      event: 'summary';
      /** `stopped`: the user ended it early; `interrupted`: its generation died mid-reply (issue 12). */
      data: ReplySummary & { stopped?: boolean; interrupted?: boolean };
    }
  | { event: 'error'; data: StreamErrorPayload | string }
  | { event: 'done'; data: Record<string, never> };

export type MessageRole = 'user' | 'assistant';

/** A row of `public.messages` as the service and REST return it. */
export interface MessageRow {
  id: string;
  conversation_id: string;
  user_id: string;
  client_msg_id: string;
  role: MessageRole | (string & {});
  content_text: string;
  content_json: ContentPart[] | null;
  trace_types: string[] | null;
  in_reply_to: string | null;
  /**
   * The client_msg_id of the message this one follows (a reply: its question; a question: the message
   * before it; null: a first question). Absent from rows of a service older than versions.
   */
  parent_id?: string | null;
  /** 'interrupted': the generation died with its process; the text is what was saved before. */
  status: 'complete' | 'stopped' | 'interrupted';
  created_at: string;
  updated_at: string;
}

/** A row of `public.conversations`. */
export interface ConversationRow {
  id: string;
  user_id: string;
  title: string;
  created_at: string;
  last_activity_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** When the owner pinned it (listed first), or null; absent from servers before issue 13. */
  pinned_at?: string | null;
  /** When the owner archived it (kept out of the main list), or null; absent before issue 13. */
  archived_at?: string | null;
  /**
   * The version chosen at each fork: parent client_msg_id (`ROOT_PARENT` for the root) → child
   * client_msg_id. Where it names no existing child, the newest child is followed.
   */
  selections?: Record<string, string>;
}

/** A chat message as the assistant providers see the history. */
export interface HistoryTurn {
  role: MessageRole;
  text: string;
}

/** Who is asking, for providers that keep their own dialog state (Voiceflow keys it by user id). */
export interface TurnContext {
  userId: string;
  conversationId: string;
}

/**
 * Thrown by a provider after it yielded part of a reply that cannot be finished (a model that stalls
 * past its timeout): the generation keeps what arrived and stores the reply as 'interrupted', so the
 * user sees it was cut short and can retry, rather than a reply that looks complete.
 */
export class ReplyCutShort extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ReplyCutShort';
  }
}

/**
 * An assistant provider yields Voiceflow-style traces for one user turn (architecture §4). One that
 * can carry on a reply from its partial text (a chat model) says so with `continues` (Continue,
 * continuation.ts); the others answer the question again. One that gives the same answer to the same
 * conversation every time (the local analyst) says so with `deterministic`: Regenerate would make a
 * word-for-word copy, so the client does not offer it (issue 23 §5).
 */
export type AssistantProvider = ((
  input: string,
  history: HistoryTurn[],
  signal: AbortSignal,
  context?: TurnContext,
) => AsyncIterable<Trace>) & { continues?: boolean; deterministic?: boolean };

/** `GET assistant`: what the configured provider can do, for the client's controls. */
export interface AssistantInfo {
  /** The same question gets the same answer: Regenerate changes nothing. */
  deterministic: boolean;
  /** A stopped reply is carried on from its text rather than answered again. */
  continues: boolean;
}
