// Builds an assistant reply from Voiceflow-style traces (spec §4 "Sending a message", §3 "Parsed
// response"), for the stream and for the non-streaming interact response alike. Rules:
// 1. text and speak traces (payload message, else text) each add one text message;
// 2. a card adds one text message of its title, subtitle and text joined by line breaks, and its image;
// 3. a visual adds one image message (payload image, else url); its URL is collected, and it adds no
//    paragraph of text, so the picture is not shown twice (once inline, once with the images);
// 4. completion traces, `{type:'completion', payload:{state}}` or the legacy `completion-start`,
//    `-continue` and `-end` types, carry text in payload content, completion or message: start resets
//    the buffer, content and continue append, end appends and commits one text message;
// 5. text left in the buffer when the stream ends is committed too (`finishTraces`); while it streams,
//    the buffer shows as a last, provisional text message so the bubble grows with it;
// 6. an `end` trace marks the conversation as ended; other trace types add nothing;
// 7. image URLs also come from markdown `![alt](url)` in text; they are kept as written and
//    de-duplicated in first-seen order; renderers pass each through `sanitizeUrl`;
// 8. blank text adds no message; combinedText joins the text messages with blank lines.
// The reducer is pure: each step returns a new state and never mutates the previous one.

import type { ContentPart, Trace } from '../../supabase/functions/_shared/protocol.ts';
import { CHAT_MESSAGES } from './errors.ts';
import { extractMarkdownImageUrls } from './safe-links.ts';
import type { StreamErrorPayload } from './sse-stream.ts';

/** Spec §4: an error event without a message. */
export const STREAM_ERROR_FALLBACK: 'Sorry, something went wrong while streaming the response.' =
  CHAT_MESSAGES.streamErrorFallback;
/** Spec §4: any other failure of a send. */
export const REQUEST_ERROR_FALLBACK: 'Sorry, I encountered an error. Please try again later.' =
  CHAT_MESSAGES.requestFailed;

export interface ParsedMessage {
  type: 'text' | 'image';
  content: string;
  imageUrls: string[];
}

export interface ParsedResponse {
  messages: ParsedMessage[];
  imageUrls: string[];
  combinedText: string;
  isEnded: boolean;
}

export interface TraceState {
  readonly messages: readonly ParsedMessage[];
  /** Text of the completion being streamed; null when none is open. */
  readonly completion: string | null;
  readonly isEnded: boolean;
  /** Every trace type seen, once each, in first-seen order (the local message's traceTypes). */
  readonly traceTypes: readonly string[];
}

export const initialTraceState: TraceState = Object.freeze({
  messages: [],
  completion: null,
  isEnded: false,
  traceTypes: [],
});

type CompletionStep = 'start' | 'append' | 'end';

const LEGACY_COMPLETION_STEPS: Record<string, CompletionStep> = {
  'completion-start': 'start',
  'completion-content': 'append',
  'completion-continue': 'append',
  'completion-end': 'end',
};

const COMPLETION_STATE_STEPS: Record<string, CompletionStep> = {
  start: 'start',
  content: 'append',
  continue: 'append',
  end: 'end',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const isBlank = (text: string) => text.trim() === '';

function firstString(payload: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = str(payload[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

function textMessage(content: string, extraImages: string[] = []): ParsedMessage {
  return { type: 'text', content, imageUrls: unique([...extraImages, ...extractMarkdownImageUrls(content)]) };
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

function withMessage(state: TraceState, message: ParsedMessage | null): TraceState {
  return message ? { ...state, messages: [...state.messages, message] } : state;
}

function completionStep(trace: Trace, payload: Record<string, unknown>): CompletionStep | undefined {
  if (trace.type === 'completion') {
    const state = str(payload.state);
    return state === undefined ? undefined : COMPLETION_STATE_STEPS[state];
  }
  return LEGACY_COMPLETION_STEPS[trace.type];
}

/** Applies one trace. Unknown trace types and malformed payloads change nothing but `traceTypes`. */
export function reduceTrace(state: TraceState, trace: Trace): TraceState {
  if (!isRecord(trace) || typeof trace.type !== 'string') return state;
  const seen = state.traceTypes.includes(trace.type)
    ? state
    : { ...state, traceTypes: [...state.traceTypes, trace.type] };
  const payload = isRecord(trace.payload) ? trace.payload : {};

  switch (trace.type) {
    case 'text':
    case 'speak': {
      const text = firstString(payload, 'message', 'text');
      return withMessage(seen, text !== undefined && !isBlank(text) ? textMessage(text) : null);
    }
    case 'card': {
      const text = [payload.title, payload.subtitle, payload.text]
        .map(str)
        .filter((part): part is string => part !== undefined && !isBlank(part))
        .join('\n');
      const image = str(payload.image);
      const images = image ? [image] : [];
      if (text) return withMessage(seen, textMessage(text, images));
      return withMessage(seen, image ? { type: 'image', content: image, imageUrls: images } : null);
    }
    case 'visual': {
      const url = str(payload.image) || str(payload.url);
      return withMessage(seen, url ? { type: 'image', content: url, imageUrls: [url] } : null);
    }
    case 'end':
      return { ...seen, isEnded: true };
    default: {
      const step = completionStep(trace, payload);
      if (step === undefined) return seen;
      const text = firstString(payload, 'content', 'completion', 'message') ?? '';
      if (step === 'start') return { ...seen, completion: text };
      if (step === 'append') return { ...seen, completion: (seen.completion ?? '') + text };
      const full = (seen.completion ?? '') + text;
      return withMessage({ ...seen, completion: null }, isBlank(full) ? null : textMessage(full));
    }
  }
}

/** End of stream: commits text still in the completion buffer (rule 5). */
export function finishTraces(state: TraceState): TraceState {
  if (state.completion === null) return state;
  const leftover = state.completion;
  return withMessage({ ...state, completion: null }, isBlank(leftover) ? null : textMessage(leftover));
}

/** The reply so far; an open completion appears as its last text message (rule 5). */
export function toParsedResponse(state: TraceState): ParsedResponse {
  const messages = [...finishTraces(state).messages];
  return {
    messages,
    imageUrls: unique(messages.flatMap((m) => m.imageUrls)),
    combinedText: messages
      .filter((m) => m.type === 'text')
      .map((m) => m.content)
      .join('\n\n'),
    isEnded: state.isEnded,
  };
}

/** The non-streaming interact response (spec §7 `interact`). */
export function parseTraces(traces: readonly Trace[]): ParsedResponse {
  return toParsedResponse(finishTraces(traces.reduce(reduceTrace, initialTraceState)));
}

/** A mutable wrapper around the reducer for code that is not itself a reducer. */
export class TraceAccumulator {
  #state: TraceState = initialTraceState;

  get state(): TraceState {
    return this.#state;
  }

  push(trace: Trace): ParsedResponse {
    this.#state = reduceTrace(this.#state, trace);
    return this.snapshot();
  }

  snapshot(): ParsedResponse {
    return toParsedResponse(this.#state);
  }

  finish(): ParsedResponse {
    this.#state = finishTraces(this.#state);
    return this.snapshot();
  }

  reset(): void {
    this.#state = initialTraceState;
  }
}

/**
 * The text an `error` event puts in the assistant bubble (spec §4): its `error` or `message`, the raw
 * text when the data was not JSON, else `STREAM_ERROR_FALLBACK`.
 */
export function streamErrorText(data: StreamErrorPayload | string | null | undefined): string {
  if (typeof data === 'string') return isBlank(data) ? STREAM_ERROR_FALLBACK : data;
  if (!isRecord(data)) return STREAM_ERROR_FALLBACK;
  const message = [data.error, data.message].map(str).find((m) => m !== undefined && !isBlank(m));
  return message ?? STREAM_ERROR_FALLBACK;
}

/**
 * Content and image URLs of a stored message or a `summary` event (spec §3: content_json "combined
 * into text and image URLs"; §4: a summary "replaces the content and images"). content_text wins when
 * present; otherwise the text parts are joined by blank lines.
 */
export function contentFromParts(
  contentText: string | null | undefined,
  parts: readonly ContentPart[] | null | undefined,
): { content: string; imageUrls: string[] } {
  const list = Array.isArray(parts) ? parts.filter(isRecord) : [];
  const fromParts = list
    .filter(
      (p): p is Extract<ContentPart, { type: 'text' }> => p.type === 'text' && typeof p.text === 'string',
    )
    .map((p) => p.text)
    .filter((t) => !isBlank(t))
    .join('\n\n');
  const content = contentText && !isBlank(contentText) ? contentText : fromParts;
  const partImages = list
    .filter(
      (p): p is Extract<ContentPart, { type: 'image' }> => p.type === 'image' && typeof p.url === 'string',
    )
    .map((p) => p.url)
    .filter((url) => url !== '');
  return { content, imageUrls: unique([...partImages, ...extractMarkdownImageUrls(content)]) };
}
