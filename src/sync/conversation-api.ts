// The conversation service client (spec §7 "Conversation service", architecture §4 extensions), over
// fetch with the user's bearer token. Non-2xx answers throw `ServiceError` with the spec §8 prefix
// ('Failed to stream message: 500 …'; rename and stop, which the spec does not name, follow its
// wording pattern). Network failures reject with fetch's own error. The
// token provider and fetch are injected, so the sync engine and tests can wrap them.

import type {
  AssistantInfo,
  ConversationRow,
  MessageRow,
  ReplySummary,
  StreamErrorPayload,
  Trace,
} from '../../supabase/functions/_shared/protocol.ts';
import type { TurnRequest } from '../../supabase/functions/_shared/conversation-service/requests.ts';
import {
  CONVERSATION_SERVICE_NAME,
  DEFAULT_MESSAGE_PAGE_SIZE,
} from '../../supabase/functions/_shared/protocol.ts';
import type { ConversationMarks } from '../db/app-db.ts';
import type { FeedbackInput, FeedbackPage, FeedbackRow } from '../../supabase/functions/_shared/feedback.ts';
import type { ScenarioInput, ScenarioPage, ScenarioRow } from '../../supabase/functions/_shared/scenario.ts';
import type { Assumptions, AssumptionsRow } from '../../supabase/functions/_shared/assumptions.ts';
import { ServiceError, type ServiceOperation } from '../lib/errors.ts';
import { loadStreamReader } from '../lib/stream-reader.ts';

export const FUNCTION_NAME = CONVERSATION_SERVICE_NAME;

/** `https://<project>.supabase.co` → the conversation service's base URL. */
export function conversationServiceUrl(supabaseUrl: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${FUNCTION_NAME}`;
}

/** A stream that ended (or broke) before its `done` event: the reply may still finish server-side. */
export class StreamInterruptedError extends Error {
  override readonly name = 'StreamInterruptedError';
  constructor(message = 'The reply stream ended before it was complete.', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The HTTP status of a failed service call, or null for network failures and anything else. */
export function httpStatusOf(error: unknown): number | null {
  if (error instanceof ServiceError) return error.status;
  return null;
}

/**
 * A 429's wait in ms, from the body's `retry_after` (seconds; the service puts Retry-After there too,
 * since the status error keeps the body, not the headers), or null when there is none.
 */
export function retryAfterMsOf(error: unknown): number | null {
  if (httpStatusOf(error) !== 429) return null;
  const seconds = parseBody(error)?.retry_after;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** The service's own sentence for a refusal (`error` in its JSON body), when it gave one. */
export function serviceReasonOf(error: unknown): string | null {
  const reason = parseBody(error)?.error;
  return typeof reason === 'string' && reason ? reason : null;
}

function parseBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ServiceError)) return null;
  try {
    const body: unknown = JSON.parse(error.responseText);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface DeltaPage {
  conversations: ConversationRow[];
  next_cursor: string;
  has_more: boolean;
}

export interface MessagePage {
  /** Oldest first. */
  messages: MessageRow[];
  has_more: boolean;
}

export type StreamSummary = ReplySummary & { stopped?: boolean; interrupted?: boolean };

export interface InteractStreamHandlers {
  signal?: AbortSignal;
  onTrace?: (trace: Trace) => void;
  onMetadata?: (metadata: { assistant_client_msg_id: string; user_client_msg_id?: string }) => void;
  onSummary?: (summary: StreamSummary) => void;
  /** Spec §8: the parsed payload, or the raw text when it is not JSON. */
  onError?: (error: StreamErrorPayload | string) => void;
  onDone?: () => void;
}

export interface InteractStreamResult {
  traces: Trace[];
  summary: StreamSummary | null;
  assistantClientMsgId: string | null;
  /** The stream's error event, if it sent one. */
  error: StreamErrorPayload | string | null;
}

/** A turn's request body: one shape for both ends (the service's schema, requests.ts). */
export type InteractBody = TurnRequest;

/** Every call takes an optional abort signal (the sync engine aborts its calls on sign-out). */
export interface CallOptions {
  signal?: AbortSignal;
}

export interface ConversationApi {
  getOrCreate(options?: CallOptions): Promise<ConversationRow>;
  /** Null on any failure (spec §7). */
  get(id: string, options?: CallOptions): Promise<ConversationRow | null>;
  create(input: { title: string; id?: string }, options?: CallOptions): Promise<ConversationRow>;
  list(options?: CallOptions): Promise<ConversationRow[]>;
  /** Changed rows (tombstones included) after `cursor` ('' for everything), oldest change first. */
  listSince(cursor: string, options?: CallOptions): Promise<DeltaPage>;
  /** A page of messages, oldest first; `before` is a message's server id (pages backwards). */
  messages(id: string, options?: CallOptions & { limit?: number; before?: string }): Promise<MessagePage>;
  /** What the configured assistant can do (issue 23 §5). */
  assistant(options?: CallOptions): Promise<AssistantInfo>;
  interactStream(
    id: string,
    body: InteractBody,
    handlers?: InteractStreamHandlers,
  ): Promise<InteractStreamResult>;
  /**
   * Follows the reply to a question already sent (another tab's or device's send): the server replays
   * what it produced so far, then streams live, or replays the stored reply. A question nothing is
   * answering is a 404 with code `no_reply` (`isNoReply`).
   */
  followStream(
    id: string,
    clientMsgId: string,
    handlers?: InteractStreamHandlers,
  ): Promise<InteractStreamResult>;
  stop(id: string, clientMsgId: string, options?: CallOptions): Promise<{ stopped: boolean }>;
  rename(id: string, title: string, options?: CallOptions): Promise<ConversationRow>;
  /** Chooses the version a fork follows (parent id, '' for the root); returns the conversation. */
  selectVersion(
    id: string,
    choice: { parent_id: string; child_id: string },
    options?: CallOptions,
  ): Promise<ConversationRow>;
  /** Pins/unpins, archives/unarchives (issue 13). */
  update(id: string, marks: ConversationMarks, options?: CallOptions): Promise<ConversationRow>;
  delete(id: string, options?: CallOptions): Promise<void>;
  /** Stores the caller's feedback on a reply (named by its client_msg_id); the last write wins. */
  putFeedback(
    conversationId: string,
    messageId: string,
    input: FeedbackInput,
    options?: CallOptions,
  ): Promise<FeedbackRow>;
  /** The caller's feedback changed at or after `cursor` ('' for all), oldest change first. */
  feedbackSince(cursor: string, options?: CallOptions): Promise<FeedbackPage>;
  /** Saves (or renames) a scenario under the id chosen on the device; a retry stores it once. */
  putScenario(
    conversationId: string,
    scenarioId: string,
    input: ScenarioInput,
    options?: CallOptions,
  ): Promise<ScenarioRow>;
  /** Deletes a scenario (a tombstone other devices pull); deleting twice is fine. */
  deleteScenario(conversationId: string, scenarioId: string, options?: CallOptions): Promise<void>;
  /** The caller's scenarios changed at or after `cursor` ('' for all), tombstones included. */
  scenariosSince(cursor: string, options?: CallOptions): Promise<ScenarioPage>;
  /** The caller's profile of assumptions (issue 23), or null when they have none. */
  getAssumptions(options?: CallOptions): Promise<AssumptionsRow | null>;
  /** Replaces the caller's profile of assumptions whole. */
  putAssumptions(assumptions: Assumptions, options?: CallOptions): Promise<AssumptionsRow>;
  /** Clears the caller's profile of assumptions ("Clear profile"). */
  clearAssumptions(options?: CallOptions): Promise<void>;
}

export interface ConversationApiOptions {
  /** The function's URL, see `conversationServiceUrl`. */
  baseUrl: string;
  /** The project's anon key, sent as `apikey` as supabase-js does. */
  apiKey?: string;
  /** The current access token; null without a session (the call then fails as a 401). */
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

type Operation = ServiceOperation;

/** The service's answer to following a question nothing is answering (and nothing has answered). */
export function isNoReply(error: unknown): boolean {
  return httpStatusOf(error) === 404 && parseBody(error)?.code === 'no_reply';
}

/**
 * Reads a reply's event stream (a send's or a follow's) to its end, calling the handlers per event.
 * A stream that breaks before its summary, error or `done` rejects with `StreamInterruptedError`.
 */
async function readReplyStream(
  response: Response,
  reader: ReturnType<typeof loadStreamReader>,
  handlers: InteractStreamHandlers,
): Promise<InteractStreamResult> {
  if (!response.body) throw new StreamInterruptedError('The reply stream had no body.');
  const result: InteractStreamResult = { traces: [], summary: null, assistantClientMsgId: null, error: null };
  let done = false;
  const { readStreamEvents } = await reader.catch((error: unknown) => {
    void response.body?.cancel().catch(() => {});
    throw new StreamInterruptedError(undefined, { cause: error });
  });
  try {
    await readStreamEvents(
      response.body,
      {
        onEvent(event) {
          switch (event.event) {
            case 'trace':
              result.traces.push(event.data);
              handlers.onTrace?.(event.data);
              break;
            case 'metadata':
              result.assistantClientMsgId = event.data.assistant_client_msg_id;
              handlers.onMetadata?.(event.data);
              break;
            case 'summary':
              result.summary = event.data;
              handlers.onSummary?.(event.data);
              break;
            case 'error':
              result.error = event.data;
              handlers.onError?.(event.data);
              break;
            case 'done':
              done = true;
              handlers.onDone?.();
              break;
          }
        },
      },
      { signal: handlers.signal },
    );
  } catch (error) {
    if (handlers.signal?.aborted) throw error;
    // The reply is whole once its summary (or error) arrived; only `done` went missing.
    if (result.summary || result.error) return result;
    throw new StreamInterruptedError(undefined, { cause: error });
  }
  if (!done && !result.summary && !result.error) throw new StreamInterruptedError();
  return result;
}

export function createConversationApi(options: ConversationApiOptions): ConversationApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function failure(operation: Operation, status: number, text: string): Error {
    return new ServiceError(operation, status, text);
  }

  async function request(
    operation: Operation,
    method: string,
    path: string,
    init: { body?: unknown; signal?: AbortSignal; accept?: string } = {},
  ): Promise<Response> {
    const token = await options.getAccessToken();
    if (!token) throw failure(operation, 401, 'No session');
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (options.apiKey) headers.apikey = options.apiKey;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.accept) headers.Accept = init.accept;
    const response = await doFetch(`${base}/${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
    if (!response.ok) {
      let text = '';
      try {
        text = await response.text();
      } catch {
        // The status alone still says enough.
      }
      throw failure(operation, response.status, text);
    }
    return response;
  }

  async function json<T>(
    operation: Operation,
    method: string,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<T> {
    const response = await request(operation, method, path, { body, signal });
    return (await response.json()) as T;
  }

  const interactBody = (body: InteractBody): InteractBody => ({
    ...body,
    client_msg_id: body.client_msg_id ?? crypto.randomUUID(),
    response_client_msg_id: body.response_client_msg_id ?? crypto.randomUUID(),
  });

  return {
    async getOrCreate(options = {}) {
      const path = 'conversations/get-or-create';
      return (
        await json<{ conversation: ConversationRow }>(
          'getOrCreateConversation',
          'POST',
          path,
          undefined,
          options.signal,
        )
      ).conversation;
    },
    async get(id, options = {}) {
      try {
        const response = await request(
          'listConversations',
          'GET',
          `conversations/${encodeURIComponent(id)}`,
          {
            signal: options.signal,
          },
        );
        return ((await response.json()) as { conversation: ConversationRow }).conversation ?? null;
      } catch {
        return null;
      }
    },
    async create(input, options = {}) {
      const body = input.id ? { id: input.id, title: input.title } : { title: input.title };
      return (
        await json<{ conversation: ConversationRow }>(
          'createConversation',
          'POST',
          'conversations',
          body,
          options.signal,
        )
      ).conversation;
    },
    async list(options = {}) {
      return (
        await json<{ conversations: ConversationRow[] }>(
          'listConversations',
          'GET',
          'conversations',
          undefined,
          options.signal,
        )
      ).conversations;
    },
    listSince(cursor, options = {}) {
      const path = `conversations?since=${encodeURIComponent(cursor)}`;
      return json<DeltaPage>('listConversations', 'GET', path, undefined, options.signal);
    },
    messages(id, { limit = DEFAULT_MESSAGE_PAGE_SIZE, before, signal } = {}) {
      const query = new URLSearchParams({ limit: String(limit) });
      if (before) query.set('before', before);
      return json<MessagePage>(
        'loadMessages',
        'GET',
        `conversations/${encodeURIComponent(id)}/messages?${query}`,
        undefined,
        signal,
      );
    },
    async assistant(options = {}) {
      const body = await json<Partial<AssistantInfo>>(
        'loadAssistant',
        'GET',
        'assistant',
        undefined,
        options.signal,
      );
      return { deterministic: body.deterministic === true, continues: body.continues === true };
    },
    async interactStream(id, body, handlers = {}) {
      const payload: TurnRequest = { ...interactBody(body), config: { completion_events: true } };
      const reader = loadStreamReader();
      const response = await request(
        'streamMessage',
        'POST',
        `conversations/${encodeURIComponent(id)}/interact/stream`,
        { body: payload, signal: handlers.signal, accept: 'text/event-stream' },
      );
      return readReplyStream(response, reader, handlers);
    },
    async followStream(id, clientMsgId, handlers = {}) {
      const reader = loadStreamReader();
      const query = new URLSearchParams({ client_msg_id: clientMsgId });
      const response = await request(
        'streamMessage',
        'GET',
        `conversations/${encodeURIComponent(id)}/interact/stream?${query}`,
        { signal: handlers.signal, accept: 'text/event-stream' },
      );
      return readReplyStream(response, reader, handlers);
    },
    async stop(id, clientMsgId, options = {}) {
      const path = `conversations/${encodeURIComponent(id)}/interact/stop`;
      const body = await json<{ stopped?: boolean }>(
        'stopMessage',
        'POST',
        path,
        { client_msg_id: clientMsgId },
        options.signal,
      );
      return { stopped: body.stopped === true };
    },
    async rename(id, title, options = {}) {
      const path = `conversations/${encodeURIComponent(id)}`;
      return (
        await json<{ conversation: ConversationRow }>(
          'renameConversation',
          'PATCH',
          path,
          { title },
          options.signal,
        )
      ).conversation;
    },
    async selectVersion(id, choice, options = {}) {
      const path = `conversations/${encodeURIComponent(id)}/select`;
      return (
        await json<{ conversation: ConversationRow }>('selectVersion', 'POST', path, choice, options.signal)
      ).conversation;
    },
    async update(id, marks, options = {}) {
      const path = `conversations/${encodeURIComponent(id)}`;
      return (
        await json<{ conversation: ConversationRow }>(
          'updateConversation',
          'PATCH',
          path,
          { pinned: marks.pinned, archived: marks.archived },
          options.signal,
        )
      ).conversation;
    },
    async delete(id, options = {}) {
      await request('deleteConversation', 'DELETE', `conversations/${encodeURIComponent(id)}`, {
        signal: options.signal,
      });
    },
    async putFeedback(conversationId, messageId, input, options = {}) {
      const path = `conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/feedback`;
      return (
        await json<{ feedback: FeedbackRow }>(
          'saveFeedback',
          'PUT',
          path,
          { rating: input.rating, note: input.note ?? null },
          options.signal,
        )
      ).feedback;
    },
    feedbackSince(cursor, options = {}) {
      const path = `conversations/feedback?since=${encodeURIComponent(cursor)}`;
      return json<FeedbackPage>('loadFeedback', 'GET', path, undefined, options.signal);
    },
    async putScenario(conversationId, scenarioId, input, options = {}) {
      const path = `conversations/${encodeURIComponent(conversationId)}/scenarios/${encodeURIComponent(scenarioId)}`;
      return (await json<{ scenario: ScenarioRow }>('saveScenario', 'PUT', path, input, options.signal))
        .scenario;
    },
    async deleteScenario(conversationId, scenarioId, options = {}) {
      const path = `conversations/${encodeURIComponent(conversationId)}/scenarios/${encodeURIComponent(scenarioId)}`;
      await request('deleteScenario', 'DELETE', path, { signal: options.signal });
    },
    scenariosSince(cursor, options = {}) {
      const path = `conversations/scenarios?since=${encodeURIComponent(cursor)}`;
      return json<ScenarioPage>('loadScenarios', 'GET', path, undefined, options.signal);
    },
    async getAssumptions(options = {}) {
      return (
        await json<{ assumptions: AssumptionsRow | null }>(
          'loadAssumptions',
          'GET',
          'assumptions',
          undefined,
          options.signal,
        )
      ).assumptions;
    },
    async putAssumptions(assumptions, options = {}) {
      return (
        await json<{ assumptions: AssumptionsRow }>(
          'saveAssumptions',
          'PUT',
          'assumptions',
          assumptions,
          options.signal,
        )
      ).assumptions;
    },
    async clearAssumptions(options = {}) {
      await request('saveAssumptions', 'DELETE', 'assumptions', { signal: options.signal });
    },
  };
}
