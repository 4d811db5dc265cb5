// The stored form of an assistant reply, built from its traces by the rules of spec §4 (the client's
// streaming view in src/lib/trace-accumulator.ts follows the same rules): text, speak and card
// parts are paragraphs, visual and card images are image parts, completion content accumulates.
import type { ContentPart, ReplySummary, Trace } from './protocol.ts';

export function summarizeTraces(traces: readonly Trace[]): ReplySummary {
  const parts: ContentPart[] = [];
  const types: string[] = [];
  let buffer: string | null = null;
  const commitBuffer = () => {
    if (buffer) parts.push({ type: 'text', text: buffer });
    buffer = null;
  };
  for (const trace of traces) {
    if (!types.includes(trace.type)) types.push(trace.type);
    const payload = (trace.payload ?? {}) as Record<string, unknown>;
    const text = firstString(payload.content, payload.completion, payload.message, payload.text);
    switch (trace.type) {
      case 'text':
      case 'speak':
        commitBuffer();
        if (text) parts.push({ type: 'text', text });
        break;
      case 'card': {
        commitBuffer();
        const lines = [payload.title, payload.subtitle, payload.text].filter(
          (l): l is string => typeof l === 'string' && l !== '',
        );
        if (lines.length) parts.push({ type: 'text', text: lines.join('\n') });
        if (typeof payload.image === 'string') parts.push({ type: 'image', url: payload.image });
        break;
      }
      case 'visual': {
        commitBuffer();
        const url = firstString(payload.image, payload.url);
        if (url)
          parts.push({
            type: 'image',
            url,
            ...(typeof payload.alt === 'string' ? { alt: payload.alt } : {}),
          });
        break;
      }
      case 'completion':
      case 'completion-start':
      case 'completion-continue':
      case 'completion-end': {
        const state = trace.type === 'completion' ? payload.state : trace.type.slice('completion-'.length);
        if (state === 'start') {
          commitBuffer();
          buffer = text ?? '';
        } else {
          buffer = (buffer ?? '') + (text ?? '');
          if (state === 'end') commitBuffer();
        }
        break;
      }
      default:
        break;
    }
  }
  commitBuffer();
  return {
    content_text: parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n\n'),
    content_json: parts,
    trace_types: types,
  };
}

/** Traces that reproduce a stored reply, for replaying it to a non-streaming caller. */
export function tracesFromSummary(summary: ReplySummary): Trace[] {
  const traces: Trace[] = [];
  for (const part of summary.content_json) {
    if (part.type === 'text') traces.push({ type: 'text', payload: { message: part.text } });
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

function firstString(...values: unknown[]): string | undefined {
  return values.find((v): v is string => typeof v === 'string');
}
