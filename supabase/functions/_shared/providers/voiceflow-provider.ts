// The `voiceflow` assistant provider (architecture §4; wire protocol §6): one user turn through the
// Voiceflow Dialog API v2 stream,
//   POST {baseUrl}/v2/project/{projectId}/user/{userId}/interact/stream?environment=…&completion_events=true
// The response is SSE: `event: trace` events carry bare trace objects, which are passed through as they
// are (text, visual, cardV2, choice, completion start/content/end, legacy completion-start/-continue/-end,
// a trace of type `end`, custom actions, …) except diagnostic ones; SSE `event: end` finishes the turn.
//
// Voiceflow keeps the dialog state per userID: each Hearth conversation gets its own (the turn
// context's conversation id); the `userId` option is the fallback when no context is given.
// The `history` argument is not sent; Voiceflow remembers the dialog itself.
//
// Web APIs only (runs under Node and Deno). Abort: the request is aborted and the stream simply ends.

import type { AssistantProvider, HistoryTurn, Trace, TurnContext } from '../protocol.ts';
import { Aborted, defaultFetch, httpError, messageIn, readEvents, send, shorten } from './http.ts';
import type { FetchLike } from './http.ts';

export const DEFAULT_VOICEFLOW_BASE_URL = 'https://general-runtime.voiceflow.com';
export const DEFAULT_VOICEFLOW_ENVIRONMENT = 'development';
export const DEFAULT_VOICEFLOW_USER_ID = 'hearth';

/** Diagnostic traces the UI must not show (wire protocol §6.4). */
export const IGNORED_TRACE_TYPES: ReadonlySet<string> = new Set([
  'debug',
  'flow',
  'block',
  'path',
  'knowledgeBase',
]);

const WHO = 'Voiceflow';

export interface VoiceflowProviderOptions {
  /** Dialog Manager API key (`VF.DM.…`), sent as `Authorization` without "Bearer". */
  apiKey: string;
  projectId: string;
  /** `development` (default), `production` or an environment id. */
  environment?: string;
  /** Default https://general-runtime.voiceflow.com. */
  baseUrl?: string;
  /** Voiceflow's conversation-state key when a turn has no context. Default "hearth". */
  userId?: string;
  fetch?: FetchLike;
}

export function createVoiceflowProvider(options: VoiceflowProviderOptions): AssistantProvider {
  const base = (options.baseUrl || DEFAULT_VOICEFLOW_BASE_URL).replace(/\/+$/, '');
  const query = new URLSearchParams({
    environment: options.environment || DEFAULT_VOICEFLOW_ENVIRONMENT,
    completion_events: 'true',
  });
  const urlFor = (voiceflowUser: string) =>
    `${base}/v2/project/${encodeURIComponent(options.projectId)}` +
    `/user/${encodeURIComponent(voiceflowUser)}/interact/stream?${query}`;
  const fetchImpl = options.fetch ?? defaultFetch;
  const headers = {
    Authorization: options.apiKey,
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
  };

  return async function* voiceflowProvider(
    input: string,
    _history: HistoryTurn[],
    signal: AbortSignal,
    context?: TurnContext,
  ): AsyncGenerator<Trace, void, undefined> {
    if (signal.aborted) return;
    const url = urlFor(context?.conversationId || options.userId || DEFAULT_VOICEFLOW_USER_ID);
    // Aborted when the consumer stops iterating early, to cancel the request (as the caller's signal does).
    const done = new AbortController();
    try {
      const response = await send(
        fetchImpl,
        WHO,
        url,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ action: { type: 'text', payload: input } }),
          signal: AbortSignal.any([signal, done.signal]),
        },
        signal,
      );
      if (!response.ok) throw await httpError(WHO, response);
      if (!response.body) throw new Error(`${WHO} sent no response body`);
      const dropped = () => new Error(`${WHO} closed the connection before the answer was complete`);
      for await (const event of readEvents(response.body, signal, dropped, { datalessEvents: true })) {
        const name = event.event ?? 'message';
        if (name === 'end') return; // the turn is over (not to be confused with a trace of type `end`)
        if (name === 'error') throw new Error(`${WHO} reported an error${reasonIn(event.data)}`);
        if ((name !== 'trace' && name !== 'message') || event.data.trim() === '') continue; // e.g. `state`
        const trace = parseTrace(event.data);
        if (!trace || IGNORED_TRACE_TYPES.has(trace.type)) continue;
        yield trace;
      }
      // The body ended cleanly without `event: end`: treat it as the end of the turn.
    } catch (error) {
      if (error instanceof Aborted || signal.aborted) return;
      throw error;
    } finally {
      done.abort();
    }
  };
}

/** A trace from an event's data: a bare trace, or the older `{type:"trace", trace:{…}}` wrapper. */
function parseTrace(data: string): Trace | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    throw new Error(`${WHO} sent a malformed trace`);
  }
  if (isTraceLike(value) && value.type === 'trace' && isTraceLike(value.trace)) value = value.trace;
  return isTraceLike(value) && typeof value.type === 'string' ? (value as Trace) : undefined;
}

function isTraceLike(value: unknown): value is { type?: unknown; trace?: unknown } {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function reasonIn(data: string): string {
  let reason: string | undefined;
  try {
    reason = messageIn(JSON.parse(data));
  } catch {
    reason = data.trim() || undefined;
  }
  return reason ? `: ${shorten(reason)}` : '';
}
