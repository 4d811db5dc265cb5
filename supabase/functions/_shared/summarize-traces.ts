// The one trace reducer (spec §4 "Sending a message", §3 "Assistant response"). The server folds a
// reply's traces with it into the stored summary; the client folds the same traces with it while they
// stream. Both ends show a reply through `summaryOf`, so what streamed is what is stored, to the
// character. Rules:
// 1. text and speak traces (payload message, else text) each add one text part;
// 2. a card adds one text part of its title, subtitle and text joined by line breaks, then its image;
// 3. a visual adds one image part (payload image, else url; alt kept);
// 4. completion traces, `{type:'completion', payload:{state}}` or the legacy `completion-start`,
//    `-content`, `-continue` and `-end` types, carry text in payload content, completion or message:
//    start resets the buffer, content and continue append, end appends and commits one text part;
//    any other part commits an open buffer first, so parts keep the order they arrived in;
// 5. text left in the buffer is committed at the end (`finishTraces`); while it streams, `summaryOf`
//    shows it as the last text part, exactly as it will be committed;
// 6. a calculation trace whose payload is a calculator's result (calculation-result.ts) adds one
//    calculation part; a payload that is not one adds nothing;
// 7. an `end` trace marks the conversation as ended; other trace types add nothing but their type;
// 8. blank text adds no part; content_text joins the text parts with blank lines;
// 9. trace_types lists every trace type seen, once each, in first-seen order.
// The reducer is pure: each step returns a new state and never mutates the previous one.
import type { ContentPart, ReplySummary, Trace } from './protocol.ts';
import { CALCULATION_TRACE, parseCalculationResult } from './calculation-result.ts';

export interface TraceState {
  readonly parts: readonly ContentPart[];
  /** Text of the completion being streamed; null when none is open. */
  readonly completion: string | null;
  readonly isEnded: boolean;
  readonly traceTypes: readonly string[];
}

export const initialTraceState: TraceState = Object.freeze({
  parts: [],
  completion: null,
  isEnded: false,
  traceTypes: [],
});

type CompletionStep = 'start' | 'append' | 'end';

const COMPLETION_STEPS: Record<string, CompletionStep> = {
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

function textPart(text: string | undefined): ContentPart[] {
  return text === undefined || isBlank(text) ? [] : [{ type: 'text', text }];
}

/** Commits the open completion (rule 5), then appends `parts`. */
function commit(state: TraceState, ...parts: ContentPart[]): TraceState {
  const buffered = state.completion === null ? [] : textPart(state.completion);
  return { ...state, completion: null, parts: [...state.parts, ...buffered, ...parts] };
}

function completionStep(trace: Trace, payload: Record<string, unknown>): CompletionStep | undefined {
  if (trace.type === 'completion') return COMPLETION_STEPS[str(payload.state) ?? ''];
  if (!trace.type.startsWith('completion-')) return undefined;
  return COMPLETION_STEPS[trace.type.slice('completion-'.length)];
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
    case 'speak':
      return commit(seen, ...textPart(firstString(payload, 'message', 'text')));
    case 'card': {
      const lines = [payload.title, payload.subtitle, payload.text]
        .map(str)
        .filter((line): line is string => line !== undefined && !isBlank(line));
      const image = str(payload.image);
      return commit(
        seen,
        ...textPart(lines.length ? lines.join('\n') : undefined),
        ...(image ? [{ type: 'image' as const, url: image }] : []),
      );
    }
    case 'visual': {
      const url = str(payload.image) || str(payload.url);
      const alt = str(payload.alt);
      return url ? commit(seen, { type: 'image', url, ...(alt ? { alt } : {}) }) : seen;
    }
    case CALCULATION_TRACE: {
      const result = parseCalculationResult(trace.payload);
      return result ? commit(seen, { type: 'calculation', result }) : seen;
    }
    case 'end':
      return { ...seen, isEnded: true };
    default: {
      const step = completionStep(trace, payload);
      if (step === undefined) return seen;
      const text = firstString(payload, 'content', 'completion', 'message') ?? '';
      if (step === 'start') return { ...seen, completion: text };
      if (step === 'append') return { ...seen, completion: (seen.completion ?? '') + text };
      return commit({ ...seen, completion: (seen.completion ?? '') + text });
    }
  }
}

/** End of stream: commits text still in the completion buffer (rule 5). */
export function finishTraces(state: TraceState): TraceState {
  return state.completion === null ? state : commit(state);
}

/** The reply so far in its stored form; an open completion shows as it will be committed. */
export function summaryOf(state: TraceState): ReplySummary {
  const parts = finishTraces(state).parts;
  return {
    content_text: parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n\n'),
    content_json: [...parts],
    trace_types: [...state.traceTypes],
  };
}

/** The stored form of a whole reply (the server's summary event and messages row). */
export function summarizeTraces(traces: readonly Trace[]): ReplySummary {
  return summaryOf(traces.reduce(reduceTrace, initialTraceState));
}

/** Traces that reproduce a stored reply, for replaying it to a non-streaming caller. */
export function tracesFromSummary(summary: ReplySummary): Trace[] {
  const traces: Trace[] = [];
  for (const part of summary.content_json) {
    if (part.type === 'text') traces.push({ type: 'text', payload: { message: part.text } });
    else if (part.type === 'calculation') traces.push({ type: CALCULATION_TRACE, payload: part.result });
    else
      traces.push({
        type: 'visual',
        payload: { image: part.url, visualType: 'image', ...(part.alt ? { alt: part.alt } : {}) },
      });
  }
  if (traces.length === 0 && summary.content_text)
    traces.push({ type: 'text', payload: { message: summary.content_text } });
  return traces;
}
