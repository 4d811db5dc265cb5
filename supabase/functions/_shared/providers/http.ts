// Helpers shared by the remote assistant providers (openai, voiceflow). Web APIs only: these run under
// Node (local stack) and Deno (Supabase Edge Functions).
//
// Abort contract (same as the `local` provider): when the caller's signal aborts, the provider stops
// promptly and simply ends — no further traces, no error. Other failures throw an Error whose message is
// short and readable; generation.ts shows it to the user.

import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { createSseParser } from './sse-parser.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** `globalThis.fetch`, looked up at call time (tests and hosts may replace it) and called unbound. */
export const defaultFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

/** Thrown only internally to unwind when the caller aborted; providers turn it into a quiet return. */
export class Aborted extends Error {
  constructor() {
    super('aborted');
    this.name = 'Aborted';
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const MAX_REASON_LENGTH = 160;

/** Shortens a message from a remote service to one readable line. */
export function shorten(text: string, max = MAX_REASON_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/**
 * A readable error for a non-2xx response: "<who> answered 401 Unauthorized: <reason>". The reason is
 * read from a JSON body (`error.message`, `message`, `error`) or a short plain-text body.
 */
export async function httpError(who: string, response: Response): Promise<Error> {
  const statusText = response.statusText || STATUS_TEXT[response.status] || '';
  const status = `${response.status}${statusText ? ` ${statusText}` : ''}`;
  let reason = '';
  try {
    reason = reasonFromBody(await response.text());
  } catch {
    // The body could not be read; the status alone will do.
  }
  return new Error(`${who} answered ${status}${reason ? `: ${reason}` : ''}`);
}

function reasonFromBody(body: string): string {
  const text = body.trim();
  if (!text) return '';
  try {
    const json = JSON.parse(text) as unknown;
    const found = messageIn(json);
    return found ? shorten(found) : '';
  } catch {
    // Not JSON: a short plain-text body is worth showing, an HTML error page is not.
    return text.startsWith('<') ? '' : shorten(text);
  }
}

/** Finds the human message in the error bodies of OpenAI-compatible servers and Voiceflow. */
export function messageIn(json: unknown): string | undefined {
  if (typeof json === 'string') return json || undefined;
  if (!json || typeof json !== 'object') return undefined;
  const record = json as Record<string, unknown>;
  for (const key of ['error', 'message', 'detail', 'details']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
    if (value && typeof value === 'object') {
      const nested = messageIn(value);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** Calls fetch, turning a failure to connect into a readable error (or `Aborted`). */
export async function send(
  fetchImpl: FetchLike,
  who: string,
  url: string,
  init: RequestInit,
  callerSignal: AbortSignal,
): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    if (callerSignal.aborted) throw new Aborted();
    throw new Error(`Could not reach ${who} at ${hostOf(url)}${causeSuffix(error)}`);
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** " (connection refused)" style detail from a network error, when one is recognisable. */
function causeSuffix(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    ECONNRESET: 'connection reset',
    ETIMEDOUT: 'timed out',
    UND_ERR_CONNECT_TIMEOUT: 'timed out',
  };
  const text = known[code];
  return text ? ` (${text})` : '';
}

/**
 * Reads a `text/event-stream` body and yields its events as they complete. Bytes are decoded as a
 * stream, so chunk boundaries may fall anywhere (inside an event, a line or a UTF-8 sequence).
 *
 * - The caller's `signal` aborting ends the iteration by throwing `Aborted` (promptly, even when the
 *   underlying fetch does not honour the signal).
 * - A connection that fails mid-stream throws `dropped()`.
 * - When the consumer stops early, the body is cancelled (the connection is released).
 *
 * Parsing uses eventsource-parser, or with `datalessEvents` the parser in sse-parser.ts, which also
 * dispatches events that have an `event:` type but no `data:` (Voiceflow's `event: end`).
 */
export async function* readEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  dropped: () => Error,
  options: { datalessEvents?: boolean } = {},
): AsyncGenerator<EventSourceMessage, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: EventSourceMessage[] = [];
  const onEvent = (event: EventSourceMessage) => void queue.push(event);
  const parser = options.datalessEvents ? createSseParser(onEvent) : createParser({ onEvent });
  let finished = false;
  let abortListener: (() => void) | undefined;
  const aborted = new Promise<'aborted'>((resolve) => {
    abortListener = () => resolve('aborted');
    if (signal.aborted) resolve('aborted');
    else signal.addEventListener('abort', abortListener, { once: true });
  });
  try {
    for (;;) {
      let result: Awaited<ReturnType<typeof reader.read>> | 'aborted';
      try {
        result = await Promise.race([reader.read(), aborted]);
      } catch {
        if (signal.aborted) throw new Aborted();
        throw dropped();
      }
      if (result === 'aborted') throw new Aborted();
      if (result.done) {
        finished = true;
        parser.feed(decoder.decode());
      } else {
        parser.feed(decoder.decode(result.value, { stream: true }));
      }
      while (queue.length > 0) yield queue.shift() as EventSourceMessage;
      if (finished) return;
    }
  } finally {
    if (abortListener) signal.removeEventListener('abort', abortListener);
    if (!finished) reader.cancel().catch(() => {});
    try {
      reader.releaseLock();
    } catch {
      // Older stream implementations refuse to release while a read is pending; cancel() suffices.
    }
  }
}
