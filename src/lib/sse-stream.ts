// Push parser for the conversation service's server-sent events (spec §3 "Stream events", §7
// `interact/stream`). Guarantees:
// - bytes are decoded with one streaming TextDecoder, so a UTF-8 sequence split across chunks decodes
//   exactly as if it had arrived whole; LF, CRLF and CR line endings are all accepted, including a CRLF
//   pair split across chunks (framing is eventsource-parser's, per the WHATWG EventSource rules);
// - every dispatched event is either a typed `StreamEvent` or reported through `onIgnored`,
//   never thrown: a stream with one bad event still delivers the rest;
// - `error` events always reach `onEvent`: with the parsed JSON payload, or the raw text when the data
//   is not JSON (spec §8);
// - like a browser EventSource, an event whose terminating blank line never arrives is not dispatched.

import { createParser, type ParseError } from 'eventsource-parser';
import type {
  ReplySummary,
  StreamErrorPayload,
  StreamEvent,
  Trace,
} from '../../supabase/functions/_shared/protocol.ts';

export type StreamEventName = StreamEvent['event'];

export type IgnoredReason =
  /** No `event:` field, or a name outside trace/metadata/summary/error/done. */
  | 'unknown-event'
  /** The data of a trace, metadata or summary event is not JSON. */
  | 'invalid-json'
  /** The data is JSON but not the shape the event needs (e.g. a trace without a string `type`). */
  | 'invalid-payload';

export type IgnoredInput =
  | { reason: IgnoredReason; event: string | undefined; data: string }
  /** A framing problem reported by eventsource-parser (unknown field, bad retry, buffer limit). */
  | { reason: 'parse-error'; error: ParseError };

export interface StreamEventHandlers {
  onEvent: (event: StreamEvent) => void;
  /** `: text` lines, e.g. keep-alives; the text after the colon and one optional space. */
  onComment?: (comment: string) => void;
  onIgnored?: (input: IgnoredInput) => void;
}

export interface StreamEventParserOptions {
  /** Passed to eventsource-parser: characters it may buffer before it gives up (default unbounded). */
  maxBufferSize?: number;
}

export interface StreamEventParser {
  /** Feeds raw bytes (or already decoded text) of the response body. */
  feed(chunk: Uint8Array | string): void;
  /** Call once at end of body: flushes the decoder and a trailing CR, then resets. */
  end(): void;
  /** Drops all buffered bytes and partial events, ready for a new stream. */
  reset(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Turns one SSE message into a typed event, or says why it cannot. `createStreamEventParser` is the
 * usual entry point; this is for callers that already hold a parsed SSE message.
 */
export function toStreamEvent(
  event: string | undefined,
  data: string,
): StreamEvent | { ignored: IgnoredReason } {
  switch (event) {
    case 'error': {
      const parsed = parseJson(data);
      // Spec §8: "the parsed payload or the raw text". A JSON string or number is not a payload.
      return {
        event,
        data: parsed.ok && isRecord(parsed.value) ? (parsed.value as StreamErrorPayload) : data,
      };
    }
    case 'done':
      // `done` carries nothing; its data is ignored so that `data:` or `data: ok` still ends the stream.
      return { event, data: {} };
    case 'trace':
    case 'metadata':
    case 'summary': {
      const parsed = parseJson(data);
      if (!parsed.ok) return { ignored: 'invalid-json' };
      const value = parsed.value;
      if (!isRecord(value)) return { ignored: 'invalid-payload' };
      if (event === 'trace') {
        return typeof value.type === 'string'
          ? { event, data: value as Trace }
          : { ignored: 'invalid-payload' };
      }
      if (event === 'metadata') {
        return typeof value.assistant_client_msg_id === 'string'
          ? { event, data: value as { assistant_client_msg_id: string; user_client_msg_id?: string } }
          : { ignored: 'invalid-payload' };
      }
      return typeof value.content_text === 'string'
        ? { event, data: value as unknown as ReplySummary & { stopped?: boolean } }
        : { ignored: 'invalid-payload' };
    }
    default:
      return { ignored: 'unknown-event' };
  }
}

export function createStreamEventParser(
  handlers: StreamEventHandlers,
  options: StreamEventParserOptions = {},
): StreamEventParser {
  let decoder = new TextDecoder('utf-8');
  let endsWithCr = false;
  // Callbacks are queued while eventsource-parser runs and delivered once it returns, so a handler
  // that throws cannot leave the parser half-way through a chunk.
  const queue: Array<() => void> = [];

  const parser = createParser({
    maxBufferSize: options.maxBufferSize,
    onEvent(message) {
      const result = toStreamEvent(message.event, message.data);
      queue.push(
        'ignored' in result
          ? () => handlers.onIgnored?.({ reason: result.ignored, event: message.event, data: message.data })
          : () => handlers.onEvent(result),
      );
    },
    onComment: handlers.onComment ? (comment) => queue.push(() => handlers.onComment?.(comment)) : undefined,
    onError(error) {
      queue.push(() => handlers.onIgnored?.({ reason: 'parse-error', error }));
    },
  });

  const deliver = () => {
    // If a handler throws, the callbacks after it stay queued for the next feed() or end().
    for (let callback = queue.shift(); callback; callback = queue.shift()) callback();
  };

  const feedText = (text: string) => {
    if (text === '') return;
    endsWithCr = text.charCodeAt(text.length - 1) === 13;
    parser.feed(text);
    deliver();
  };

  const reset = () => {
    parser.reset();
    queue.length = 0;
    decoder = new TextDecoder('utf-8');
    endsWithCr = false;
  };

  return {
    feed(chunk) {
      feedText(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    },
    end() {
      feedText(decoder.decode());
      // eventsource-parser holds a final CR back to see whether an LF follows; at end of body none
      // will, so complete it as CRLF (one line ending, not two) to dispatch a CR-terminated event.
      if (endsWithCr) {
        parser.feed('\n');
        deliver();
      }
      reset();
    },
    reset,
  };
}

/**
 * Reads a response body to its end, pushing every chunk through a `StreamEventParser`. With a signal,
 * an abort cancels the body and rejects with the signal's reason (as `fetch` does).
 */
export async function readStreamEvents(
  body: ReadableStream<Uint8Array>,
  handlers: StreamEventHandlers,
  options: StreamEventParserOptions & { signal?: AbortSignal } = {},
): Promise<void> {
  const { signal, ...parserOptions } = options;
  signal?.throwIfAborted();
  const parser = createStreamEventParser(handlers, parserOptions);
  const reader = body.getReader();
  const onAbort = () => {
    reader.cancel(signal?.reason).catch(() => {});
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      parser.feed(value);
    }
    parser.end();
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
}
