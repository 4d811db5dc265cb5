import { describe, expect, it } from 'vitest';
import type { Trace } from './protocol.ts';
import {
  finishTraces,
  initialTraceState,
  reduceTrace,
  summarizeTraces,
  summaryOf,
  tracesFromSummary,
} from './summarize-traces.ts';

const text = (message: string): Trace => ({ type: 'text', payload: { message } });
const completion = (state: 'start' | 'content' | 'continue' | 'end', content?: string): Trace => ({
  type: 'completion',
  payload: content === undefined ? { state } : { state, content },
});
const textOf = (traces: Trace[]) => summarizeTraces(traces).content_text;

describe('the trace reducer (spec §4), shared by the server summary and the client stream', () => {
  it('§3 no traces give an empty reply', () => {
    expect(summarizeTraces([])).toEqual({ content_text: '', content_json: [], trace_types: [] });
  });

  it('§4 text and speak traces are paragraphs; payload message, else text; blank adds nothing', () => {
    const summary = summarizeTraces([
      text('One'),
      { type: 'speak', payload: { message: 'Two' } },
      { type: 'text', payload: { text: 'Three' } } as Trace,
      text('   '),
      { type: 'text', payload: {} } as Trace,
    ]);
    expect(summary.content_text).toBe('One\n\nTwo\n\nThree');
    expect(summary.trace_types).toEqual(['text', 'speak']);
  });

  it('§4 a card joins title, subtitle and text by line breaks, then adds its image', () => {
    expect(
      summarizeTraces([
        { type: 'card', payload: { title: 'T', subtitle: ' ', text: 'Body', image: 'https://i/c.png' } },
      ]).content_json,
    ).toEqual([
      { type: 'text', text: 'T\nBody' },
      { type: 'image', url: 'https://i/c.png' },
    ]);
    expect(summarizeTraces([{ type: 'card', payload: {} }]).content_json).toEqual([]);
  });

  it('§4 a visual is an image part (image, else url; alt kept), never text', () => {
    const summary = summarizeTraces([
      { type: 'visual', payload: { image: 'https://i/a.png', alt: 'A' } },
      { type: 'visual', payload: { url: 'https://i/b.png' } },
      { type: 'visual', payload: {} },
    ]);
    expect(summary.content_json).toEqual([
      { type: 'image', url: 'https://i/a.png', alt: 'A' },
      { type: 'image', url: 'https://i/b.png' },
    ]);
    expect(summary.content_text).toBe('');
  });

  it('§4 completion: start resets, content and continue append, end commits one paragraph', () => {
    expect(
      textOf([
        completion('start', 'dropped'),
        completion('start'),
        completion('content', 'a'),
        completion('continue', 'b'),
        completion('end', 'c'),
        completion('start'),
        completion('content', 'second'),
        completion('end'),
      ]),
    ).toBe('abc\n\nsecond');
  });

  it('§3 completion text may be in content, completion or message; legacy types work alike', () => {
    expect(
      textOf([
        { type: 'completion-start', payload: { completion: 'x' } },
        { type: 'completion-content', payload: { message: 'y' } },
        { type: 'completion-continue', payload: { content: 'z' } },
        { type: 'completion-end', payload: {} },
      ]),
    ).toBe('xyz');
    expect(textOf([{ type: 'completion', payload: { state: 'other', content: 'no' } } as Trace])).toBe('');
  });

  it('§4 leftover completion text is committed at the end; blank completions add nothing', () => {
    expect(textOf([completion('start'), completion('content', 'cut '), completion('content', 'off')])).toBe(
      'cut off',
    );
    expect(textOf([completion('start'), completion('content', '  '), completion('end')])).toBe('');
  });

  it('§4 another part commits an open completion first, so parts keep their arrival order', () => {
    expect(textOf([completion('start', 'First'), text('Second'), completion('content', 'Third')])).toBe(
      'First\n\nSecond\n\nThird',
    );
  });

  it('§4 an end trace marks the conversation ended; unknown and malformed traces add nothing', () => {
    const state = [
      text('Hi'),
      { type: 'end' },
      { type: 'custom', payload: 1 },
      null as unknown as Trace,
    ].reduce(reduceTrace, initialTraceState);
    expect(state.isEnded).toBe(true);
    expect(summaryOf(state)).toEqual({
      content_text: 'Hi',
      content_json: [{ type: 'text', text: 'Hi' }],
      trace_types: ['text', 'end', 'custom'],
    });
  });

  it('§4 while a completion streams, summaryOf shows it exactly as it will be committed', () => {
    const open = [text('Intro'), completion('start'), completion('content', 'so far')].reduce(
      reduceTrace,
      initialTraceState,
    );
    expect(summaryOf(open)).toEqual(summaryOf(finishTraces(open)));
    expect(summaryOf(open).content_text).toBe('Intro\n\nso far');
  });

  it('the reducer never mutates the state it is given', () => {
    const before = reduceTrace(initialTraceState, completion('start', 'a'));
    const frozen = JSON.stringify(before);
    reduceTrace(before, completion('content', 'b'));
    reduceTrace(before, text('c'));
    expect(JSON.stringify(before)).toBe(frozen);
  });

  it('tracesFromSummary replays a stored reply as the same summary', () => {
    const summary = summarizeTraces([
      text('A'),
      { type: 'visual', payload: { image: 'https://i/v.png', alt: 'V' } },
      completion('start', 'B'),
    ]);
    expect(summarizeTraces(tracesFromSummary(summary)).content_json).toEqual(summary.content_json);
  });
});
