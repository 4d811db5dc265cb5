import { describe, it, expect } from 'vitest';
import type { Trace } from '../../supabase/functions/_shared/protocol.ts';
import {
  REQUEST_ERROR_FALLBACK,
  STREAM_ERROR_FALLBACK,
  TraceAccumulator,
  contentFromParts,
  finishTraces,
  initialTraceState,
  parseTraces,
  reduceTrace,
  streamErrorText,
  toParsedResponse,
  type ParsedResponse,
} from './trace-accumulator.ts';

const text = (message: string): Trace => ({ type: 'text', payload: { message } });
const completion = (state: 'start' | 'content' | 'continue' | 'end', content?: string): Trace => ({
  type: 'completion',
  payload: content === undefined ? { state } : { state, content },
});

describe('fallback strings', () => {
  it('§4 the error fallbacks are word for word', () => {
    expect(STREAM_ERROR_FALLBACK).toBe('Sorry, something went wrong while streaming the response.');
    expect(REQUEST_ERROR_FALLBACK).toBe('Sorry, I encountered an error. Please try again later.');
  });
});

describe('parseTraces: text, speak, card, visual', () => {
  it('§3 Parsed response: no traces give an empty response', () => {
    expect(parseTraces([])).toEqual<ParsedResponse>({
      messages: [],
      imageUrls: [],
      combinedText: '',
      isEnded: false,
    });
  });

  it('§4 text and speak traces are separate paragraphs joined by blank lines', () => {
    const parsed = parseTraces([
      text('Hello!'),
      { type: 'speak', payload: { message: 'Prices rose 4%.', type: 'message' } },
    ]);
    expect(parsed.messages).toEqual([
      { type: 'text', content: 'Hello!', imageUrls: [] },
      { type: 'text', content: 'Prices rose 4%.', imageUrls: [] },
    ]);
    expect(parsed.combinedText).toBe('Hello!\n\nPrices rose 4%.');
  });

  it('§3 Assistant response: speak / text take payload message, else payload text', () => {
    const parsed = parseTraces([
      { type: 'text', payload: { text: 'from text' } } as unknown as Trace,
      { type: 'speak', payload: { text: 'spoken' } } as unknown as Trace,
      { type: 'text', payload: { message: 'message wins', text: 'not this' } } as unknown as Trace,
    ]);
    expect(parsed.combinedText).toBe('from text\n\nspoken\n\nmessage wins');
  });

  it('§4 blank or missing text adds no paragraph', () => {
    const parsed = parseTraces([
      text(''),
      text('  \n '),
      { type: 'speak', payload: { message: '', type: 'audio', src: 'https://a.mp3' } },
      { type: 'text' } as unknown as Trace,
      { type: 'text', payload: { message: 42 } } as unknown as Trace,
      text('kept'),
    ]);
    expect(parsed.messages).toEqual([{ type: 'text', content: 'kept', imageUrls: [] }]);
  });

  it('§4 card parts title, subtitle and text are joined by line breaks; the image is collected', () => {
    const parsed = parseTraces([
      {
        type: 'card',
        payload: {
          title: '12 Oak St',
          subtitle: '$450,000',
          text: '3 bed, 2 bath',
          image: 'https://i.com/oak.jpg',
        },
      },
    ]);
    expect(parsed.messages).toEqual([
      { type: 'text', content: '12 Oak St\n$450,000\n3 bed, 2 bath', imageUrls: ['https://i.com/oak.jpg'] },
    ]);
    expect(parsed.imageUrls).toEqual(['https://i.com/oak.jpg']);
    expect(parsed.combinedText).toBe('12 Oak St\n$450,000\n3 bed, 2 bath');
  });

  it('§4 card with some parts missing or blank joins only the present ones', () => {
    expect(
      parseTraces([{ type: 'card', payload: { title: 'Only title', subtitle: ' ', text: 'and text' } }])
        .combinedText,
    ).toBe('Only title\nand text');
  });

  it('§4 card with only an image is an image message', () => {
    expect(parseTraces([{ type: 'card', payload: { image: 'https://i.com/c.png' } }]).messages).toEqual([
      { type: 'image', content: 'https://i.com/c.png', imageUrls: ['https://i.com/c.png'] },
    ]);
  });

  it('§4 empty card adds nothing', () => {
    expect(parseTraces([{ type: 'card', payload: {} }]).messages).toEqual([]);
  });

  it('§4 visual image or url is collected as an image message, not as text', () => {
    const parsed = parseTraces([
      { type: 'visual', payload: { image: 'https://i.com/a.png', visualType: 'image' } },
      { type: 'visual', payload: { url: 'https://i.com/b.png', alt: 'B' } },
      { type: 'visual', payload: { image: '', url: 'https://i.com/c.png' } },
      { type: 'visual', payload: {} },
    ]);
    expect(parsed.messages).toEqual([
      { type: 'image', content: 'https://i.com/a.png', imageUrls: ['https://i.com/a.png'] },
      { type: 'image', content: 'https://i.com/b.png', imageUrls: ['https://i.com/b.png'] },
      { type: 'image', content: 'https://i.com/c.png', imageUrls: ['https://i.com/c.png'] },
    ]);
    expect(parsed.imageUrls).toEqual(['https://i.com/a.png', 'https://i.com/b.png', 'https://i.com/c.png']);
    expect(parsed.combinedText).toBe('');
  });

  it('§3 Parsed response: image URLs are extracted from markdown image syntax in text', () => {
    const parsed = parseTraces([
      text('Here: ![front](https://i.com/front.jpg) and ![back](/back.jpg), [a link](https://x.com)'),
    ]);
    expect(parsed.messages[0]?.imageUrls).toEqual(['https://i.com/front.jpg', '/back.jpg']);
    expect(parsed.imageUrls).toEqual(['https://i.com/front.jpg', '/back.jpg']);
    expect(parsed.combinedText).toContain('![front](https://i.com/front.jpg)');
  });

  it('§3 Parsed response: image URLs are de-duplicated in first-seen order', () => {
    const parsed = parseTraces([
      { type: 'visual', payload: { image: 'https://i.com/a.png' } },
      text('![a](https://i.com/a.png) ![b](https://i.com/b.png) ![a again](https://i.com/a.png)'),
      { type: 'card', payload: { title: 'B', image: 'https://i.com/b.png' } },
    ]);
    expect(parsed.imageUrls).toEqual(['https://i.com/a.png', 'https://i.com/b.png']);
    expect(parsed.messages[1]?.imageUrls).toEqual(['https://i.com/a.png', 'https://i.com/b.png']);
  });

  it('§4 an end trace marks the conversation as ended', () => {
    expect(parseTraces([text('Bye'), { type: 'end' }]).isEnded).toBe(true);
    expect(parseTraces([text('Bye'), { type: 'end', payload: null }]).isEnded).toBe(true);
    expect(parseTraces([text('Bye')]).isEnded).toBe(false);
  });

  it('§3 Assistant response: unknown trace types and malformed traces are ignored', () => {
    const parsed = parseTraces([
      { type: 'path', payload: { path: 'choice:1' } },
      { type: 'debug', payload: { message: 'internal' } },
      { type: 'no-reply' },
      null as unknown as Trace,
      { payload: { message: 'typeless' } } as unknown as Trace,
      text('visible'),
    ]);
    expect(parsed.combinedText).toBe('visible');
  });

  it('§4 paragraphs keep the order the traces arrived in', () => {
    const parsed = parseTraces([
      text('one'),
      { type: 'card', payload: { title: 'two' } },
      { type: 'visual', payload: { image: 'https://i.com/3.png' } },
      { type: 'speak', payload: { message: 'four' } },
    ]);
    expect(parsed.messages.map((m) => m.content)).toEqual(['one', 'two', 'https://i.com/3.png', 'four']);
    expect(parsed.combinedText).toBe('one\n\ntwo\n\nfour');
  });
});

describe('completion events', () => {
  it('§4 completion start resets the buffer, content appends, end commits one text message', () => {
    const parsed = parseTraces([
      completion('start'),
      completion('content', 'The median '),
      completion('content', 'price is '),
      completion('end', '$450k.'),
    ]);
    expect(parsed.messages).toEqual([{ type: 'text', content: 'The median price is $450k.', imageUrls: [] }]);
  });

  it('§4 completion continue appends like content', () => {
    expect(
      parseTraces([
        completion('start'),
        completion('continue', 'a'),
        completion('content', 'b'),
        completion('end'),
      ]).combinedText,
    ).toBe('ab');
  });

  it('§4 completion start resets the buffer, dropping text of an unfinished earlier completion', () => {
    expect(
      parseTraces([
        completion('start'),
        completion('content', 'abandoned'),
        completion('start'),
        completion('content', 'kept'),
        completion('end'),
      ]).messages,
    ).toEqual([{ type: 'text', content: 'kept', imageUrls: [] }]);
  });

  it('§4 completion start carrying text starts the buffer with it', () => {
    expect(parseTraces([completion('start', 'Hi'), completion('end', ' there')]).combinedText).toBe(
      'Hi there',
    );
  });

  it('§3 completion payload text may be in content, completion or message (in that order)', () => {
    const parsed = parseTraces([
      { type: 'completion', payload: { state: 'start' } },
      { type: 'completion', payload: { state: 'content', completion: 'A' } },
      { type: 'completion', payload: { state: 'content', message: 'B' } },
      { type: 'completion', payload: { state: 'content', content: 'C', completion: 'x', message: 'y' } },
      { type: 'completion', payload: { state: 'content', completion: 'D', message: 'z' } },
      { type: 'completion', payload: { state: 'end' } },
    ]);
    expect(parsed.combinedText).toBe('ABCD');
  });

  it('§3 legacy completion-start / completion-continue / completion-end types', () => {
    const parsed = parseTraces([
      { type: 'completion-start', payload: {} },
      { type: 'completion-continue', payload: { completion: 'Cap rate ' } },
      { type: 'completion-continue', payload: { content: 'is ' } },
      { type: 'completion-continue', payload: { message: '6%' } },
      { type: 'completion-end', payload: { completion: '.' } },
    ]);
    expect(parsed.messages).toEqual([{ type: 'text', content: 'Cap rate is 6%.', imageUrls: [] }]);
  });

  it('§3 legacy and state-style completion events can be mixed', () => {
    expect(
      parseTraces([
        { type: 'completion-start', payload: {} },
        completion('content', 'x'),
        { type: 'completion-end', payload: { content: 'y' } },
      ]).combinedText,
    ).toBe('xy');
  });

  it('§4 each completion end commits its own message; paragraphs interleave with text traces', () => {
    const parsed = parseTraces([
      text('Intro'),
      completion('start'),
      completion('content', 'First'),
      completion('end'),
      completion('start'),
      completion('content', 'Second'),
      completion('end'),
      text('Outro'),
    ]);
    expect(parsed.messages.map((m) => m.content)).toEqual(['Intro', 'First', 'Second', 'Outro']);
    expect(parsed.combinedText).toBe('Intro\n\nFirst\n\nSecond\n\nOutro');
  });

  it('§4 leftover buffered text at the end of the stream is emitted too', () => {
    const parsed = parseTraces([
      completion('start'),
      completion('content', 'cut '),
      completion('content', 'off'),
    ]);
    expect(parsed.messages).toEqual([{ type: 'text', content: 'cut off', imageUrls: [] }]);
  });

  it('§4 content without a start begins a buffer; end without a start commits its own text', () => {
    expect(parseTraces([completion('content', 'no start'), completion('end')]).combinedText).toBe('no start');
    expect(parseTraces([completion('end', 'only end')]).combinedText).toBe('only end');
  });

  it('§4 a blank completion commits no message', () => {
    expect(
      parseTraces([completion('start'), completion('content', '  '), completion('end')]).messages,
    ).toEqual([]);
    expect(parseTraces([completion('start'), completion('end')]).messages).toEqual([]);
  });

  it('§4 completion text keeps its whitespace and markdown images are extracted from it', () => {
    const parsed = parseTraces([
      completion('start'),
      completion('content', '  See ![p](https://i.com/p.png)'),
      completion('content', '\n- item\n'),
      completion('end'),
    ]);
    expect(parsed.messages).toEqual([
      {
        type: 'text',
        content: '  See ![p](https://i.com/p.png)\n- item\n',
        imageUrls: ['https://i.com/p.png'],
      },
    ]);
  });

  it('§4 a markdown image split across completion chunks is found once committed', () => {
    const parsed = parseTraces([
      completion('start'),
      completion('content', '![ho'),
      completion('content', 'use](https://i.com/h'),
      completion('content', '.png)'),
      completion('end'),
    ]);
    expect(parsed.imageUrls).toEqual(['https://i.com/h.png']);
  });

  it('§3 completion with an unknown state or no state is ignored', () => {
    expect(
      parseTraces([
        { type: 'completion', payload: { state: 'paused' } } as unknown as Trace,
        { type: 'completion' } as unknown as Trace,
        text('ok'),
      ]).combinedText,
    ).toBe('ok');
  });

  it('§4 an end trace does not cut off an open completion', () => {
    const parsed = parseTraces([completion('start'), completion('content', 'tail'), { type: 'end' }]);
    expect(parsed.combinedText).toBe('tail');
    expect(parsed.isEnded).toBe(true);
  });
});

describe('streaming with the reducer', () => {
  it('§4 while a completion streams, its buffer shows as the last, provisional paragraph', () => {
    let state = reduceTrace(initialTraceState, text('Intro'));
    state = reduceTrace(state, completion('start'));
    state = reduceTrace(state, completion('content', 'Part'));
    expect(toParsedResponse(state).combinedText).toBe('Intro\n\nPart');
    state = reduceTrace(state, completion('content', 'ial'));
    expect(toParsedResponse(state).combinedText).toBe('Intro\n\nPartial');
    expect(state.messages).toHaveLength(1);
    expect(state.completion).toBe('Partial');
    state = reduceTrace(state, completion('end'));
    expect(state.messages).toHaveLength(2);
    expect(state.completion).toBeNull();
    expect(toParsedResponse(state).combinedText).toBe('Intro\n\nPartial');
  });

  it('§4 the reducer never mutates the state it is given', () => {
    const before = reduceTrace(initialTraceState, completion('start'));
    const snapshot = JSON.stringify(before);
    reduceTrace(before, completion('content', 'x'));
    reduceTrace(before, text('y'));
    reduceTrace(before, { type: 'end' });
    finishTraces(before);
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(initialTraceState).toEqual({ messages: [], completion: null, isEnded: false, traceTypes: [] });
  });

  it('§3 Local message traceTypes: each trace type once, in first-seen order', () => {
    const state = [
      completion('start'),
      completion('content', 'a'),
      text('b'),
      completion('end'),
      { type: 'end' } as Trace,
    ].reduce(reduceTrace, initialTraceState);
    expect(state.traceTypes).toEqual(['completion', 'text', 'end']);
  });

  it('§4 finishTraces is a no-op without an open completion', () => {
    const state = reduceTrace(initialTraceState, text('a'));
    expect(finishTraces(state)).toBe(state);
  });

  it('§4 the streamed result equals parseTraces of the same traces', () => {
    const traces: Trace[] = [
      text('A'),
      completion('start'),
      completion('content', 'B'),
      { type: 'visual', payload: { image: 'https://i.com/v.png' } },
      completion('end', 'C'),
      { type: 'card', payload: { title: 'D', image: 'https://i.com/d.png' } },
      completion('start'),
      completion('content', 'E'),
      { type: 'end' },
    ];
    const acc = new TraceAccumulator();
    for (const t of traces) acc.push(t);
    expect(acc.finish()).toEqual(parseTraces(traces));
    expect(acc.finish().combinedText).toBe('A\n\nBC\n\nD\n\nE');
  });
});

describe('TraceAccumulator', () => {
  it('§4 push returns the snapshot after each trace; reset starts over', () => {
    const acc = new TraceAccumulator();
    expect(acc.push(completion('start')).combinedText).toBe('');
    expect(acc.push(completion('content', 'Hi')).combinedText).toBe('Hi');
    expect(acc.snapshot().messages).toEqual([{ type: 'text', content: 'Hi', imageUrls: [] }]);
    expect(acc.state.completion).toBe('Hi');
    expect(acc.finish().combinedText).toBe('Hi');
    expect(acc.state.completion).toBeNull();
    acc.reset();
    expect(acc.snapshot()).toEqual({ messages: [], imageUrls: [], combinedText: '', isEnded: false });
  });
});

describe('streamErrorText', () => {
  it('§4 an error event shows its error message', () => {
    expect(streamErrorText({ error: 'Upstream timed out' })).toBe('Upstream timed out');
    expect(streamErrorText({ message: 'Rate limited' })).toBe('Rate limited');
    expect(streamErrorText({ error: 'first', message: 'second' })).toBe('first');
    expect(streamErrorText({ error: '  ', message: 'second' })).toBe('second');
  });

  it('§8 raw error text (data that was not JSON) is the message', () => {
    expect(streamErrorText('Bad gateway')).toBe('Bad gateway');
  });

  it('§4 an error event without a message shows the streaming fallback', () => {
    for (const data of [{}, { code: 'x' }, { error: '' }, { error: 42 }, '', '   ', null, undefined]) {
      expect(streamErrorText(data as never)).toBe(STREAM_ERROR_FALLBACK);
    }
  });
});

describe('contentFromParts', () => {
  it('§4 a summary replaces content and images: content_text with image parts', () => {
    expect(
      contentFromParts('Here it is ![p](https://i.com/inline.png)', [
        { type: 'text', text: 'Here it is' },
        { type: 'image', url: 'https://i.com/part.png', alt: 'part' },
      ]),
    ).toEqual({
      content: 'Here it is ![p](https://i.com/inline.png)',
      imageUrls: ['https://i.com/part.png', 'https://i.com/inline.png'],
    });
  });

  it('§3 Message: without content_text the text parts are joined by blank lines', () => {
    expect(
      contentFromParts('', [
        { type: 'text', text: 'one' },
        { type: 'image', url: 'https://i.com/a.png' },
        { type: 'text', text: ' ' },
        { type: 'text', text: 'two' },
      ]),
    ).toEqual({ content: 'one\n\ntwo', imageUrls: ['https://i.com/a.png'] });
  });

  it('§3 Message: null or malformed content_json is tolerated', () => {
    expect(contentFromParts('plain', null)).toEqual({ content: 'plain', imageUrls: [] });
    expect(contentFromParts(undefined, undefined)).toEqual({ content: '', imageUrls: [] });
    expect(
      contentFromParts('x', [
        null,
        { type: 'image' },
        { type: 'text', text: 5 },
        { type: 'image', url: '' },
      ] as never),
    ).toEqual({ content: 'x', imageUrls: [] });
  });

  it('§3 Message: duplicate image URLs are listed once', () => {
    expect(
      contentFromParts('![a](https://i.com/a.png)', [{ type: 'image', url: 'https://i.com/a.png' }])
        .imageUrls,
    ).toEqual(['https://i.com/a.png']);
  });
});
