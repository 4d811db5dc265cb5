import { describe, expect, it } from 'vitest';
import type { HistoryTurn, Trace } from '../protocol.ts';
import { composeAnswer, FOLLOW_UP_NOTE } from './compose-answer.ts';
import { createLocalProvider, DEFAULT_WORDS_PER_CHUNK } from './local-provider.ts';
import { chunkMarkdown } from './stream-chunks.ts';

async function collect(iterable: AsyncIterable<Trace>): Promise<Trace[]> {
  const traces: Trace[] = [];
  for await (const trace of iterable) traces.push(trace);
  return traces;
}

type Completion = { state: string; content?: string };
const payloadOf = (t: Trace) => t.payload as Completion;
const contents = (traces: Trace[]) =>
  traces
    .filter((t) => payloadOf(t).state === 'content')
    .map((t) => payloadOf(t).content ?? '')
    .join('');

const QUESTION = 'What is the monthly payment on a $450k home with 20% down at 6.5% for 30 years?';

describe('chunkMarkdown', () => {
  it.each([
    '',
    'one',
    '  leading spaces and trailing  \n',
    '### Title\n\n| a | b |\n| --- | ---: |\n| 1 | 2 |\n\n- item one\n- item two\n',
  ])('concatenation reproduces %j exactly', (text) => {
    expect(chunkMarkdown(text).join('')).toBe(text);
  });

  it('chunks hold a few words', () => {
    const chunks = chunkMarkdown('one two three four five six seven', 3);
    expect(chunks).toEqual(['one two three ', 'four five six ', 'seven']);
  });
});

describe('createLocalProvider', () => {
  it('streams start, small content chunks and end, then the calculation; contents equal the markdown', async () => {
    const provider = createLocalProvider({ chunkDelayMs: 0 });
    const traces = await collect(provider(QUESTION, [], new AbortController().signal));
    // A calculator's answer ends with its structured result (calculation-cards.test.ts).
    expect(traces.pop()!.type).toBe('calculation');
    expect(traces.every((t) => t.type === 'completion')).toBe(true);
    expect(payloadOf(traces[0] as Trace).state).toBe('start');
    expect(payloadOf(traces[traces.length - 1] as Trace).state).toBe('end');
    const middle = traces.slice(1, -1);
    expect(middle.length).toBeGreaterThan(20);
    expect(middle.every((t) => payloadOf(t).state === 'content')).toBe(true);
    for (const t of middle)
      expect((payloadOf(t).content ?? '').trim().split(/\s+/).length).toBeLessThanOrEqual(
        DEFAULT_WORDS_PER_CHUNK,
      );
    const markdown = contents(traces);
    expect(markdown).toBe(composeAnswer(QUESTION).markdown);
    expect(markdown).toContain('$2,275.44');
    expect(markdown).toContain('not financial advice');
  });

  it('streams chunks of the number of words asked for, and the same text', async () => {
    const traces = await collect(
      createLocalProvider({ chunkDelayMs: 0, wordsPerChunk: 2 })(QUESTION, [], new AbortController().signal),
    );
    const middle = traces.slice(1, -1).map((t) => (payloadOf(t).content ?? '').trim().split(/\s+/).length);
    expect(Math.max(...middle)).toBe(2);
    expect(contents(traces)).toBe(composeAnswer(QUESTION).markdown);
  });

  it.each([
    ['hello', /Hi, I'm Hearth/],
    ['What is a triple net lease?', /### Triple net \(NNN\) lease/],
    ['Find me a neighborhood without kids', /Fair Housing Act/],
    ['How much house can I afford?', /I need a few more numbers/],
  ])('answers %j', async (question, expected) => {
    const traces = await collect(
      createLocalProvider({ chunkDelayMs: 0 })(question, [], new AbortController().signal),
    );
    expect(contents(traces)).toMatch(expected);
  });

  it('uses the history for follow-ups', async () => {
    const history: HistoryTurn[] = [
      { role: 'user', text: QUESTION },
      { role: 'assistant', text: 'previous answer' },
    ];
    const traces = await collect(
      createLocalProvider({ chunkDelayMs: 0 })('what about at 7%?', history, new AbortController().signal),
    );
    const markdown = contents(traces);
    expect(markdown.startsWith(FOLLOW_UP_NOTE)).toBe(true);
    expect(markdown).toContain('Interest rate: 7%');
    expect(markdown).toContain('$2,395.09'); // $360k at 7% over 30 years
  });

  it('yields nothing when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const traces = await collect(createLocalProvider({ chunkDelayMs: 0 })(QUESTION, [], controller.signal));
    expect(traces).toEqual([]);
  });

  it('stops promptly when aborted mid-stream, without an end trace or an error', async () => {
    const controller = new AbortController();
    const traces: Trace[] = [];
    for await (const trace of createLocalProvider({ chunkDelayMs: 0 })(QUESTION, [], controller.signal)) {
      traces.push(trace);
      if (traces.length === 5) controller.abort();
    }
    expect(traces).toHaveLength(5);
    expect(traces.some((t) => payloadOf(t).state === 'end')).toBe(false);
  });

  it('abort interrupts the delay between chunks', async () => {
    const controller = new AbortController();
    const provider = createLocalProvider({ chunkDelayMs: 10_000 });
    const started = Date.now();
    const traces: Trace[] = [];
    const run = (async () => {
      for await (const trace of provider(QUESTION, [], controller.signal)) traces.push(trace);
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await run;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(traces.map((t) => payloadOf(t).state)).toEqual(['start', 'content']);
  });

  it('waits between chunks by default so streaming is visible', async () => {
    const provider = createLocalProvider({ chunkDelayMs: 5 });
    const started = Date.now();
    const traces = await collect(provider('hi', [], new AbortController().signal));
    const chunks = traces.length - 2;
    expect(Date.now() - started).toBeGreaterThanOrEqual((chunks - 1) * 4);
  });

  it('keeps its pace when the consumer is late: a slow chunk does not delay the ones after it', async () => {
    const delay = 20;
    const provider = createLocalProvider({ chunkDelayMs: delay });
    const started = performance.now();
    const traces: Trace[] = [];
    for await (const trace of provider(QUESTION, [], new AbortController().signal)) {
      traces.push(trace);
      // The event loop is busy for 150 ms once, early in the reply.
      if (traces.length === 3) await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const chunks = traces.filter((t) => payloadOf(t).state === 'content').length;
    expect(chunks).toBeGreaterThan(10);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual((chunks - 1) * delay - 5);
    expect(elapsed).toBeLessThan((chunks - 1) * delay + 100);
  });
});
