import type { StreamEvent } from '../../supabase/functions/_shared/protocol.ts';
import { describe, it, expect } from 'vitest';
import { createStreamEventParser, readStreamEvents, toStreamEvent, type IgnoredInput } from './sse-stream.ts';

// A full reply as the conversation service streams it: keep-alives, completion traces, a multibyte
// reply, a pretty-printed summary spread over several data lines, then done.
const FIXTURE = [
  ': connected',
  '',
  'event: metadata',
  'data: {"assistant_client_msg_id":"a-1","user_client_msg_id":"u-1"}',
  '',
  'event: trace',
  'data: {"type":"completion","payload":{"state":"start"}}',
  '',
  ':keep-alive',
  '',
  'event: trace',
  'data: {"type":"completion","payload":{"state":"content","content":"Prix médian à Montréal: "}}',
  '',
  'event: trace',
  'data: {"type":"completion","payload":{"state":"content","content":"🏠 450 000 $ — 東京 ✓"}}',
  '',
  'event: trace',
  'data: {"type":"completion","payload":{"state":"end"}}',
  '',
  'event: trace',
  'data: {"type":"visual","payload":{"image":"https://img.example.com/é.png"}}',
  '',
  'event: trace',
  'data: {"type":"end"}',
  '',
  ': keep-alive',
  '',
  'event: summary',
  'data: {',
  'data:   "content_text": "Prix médian à Montréal: 🏠 450 000 $ — 東京 ✓",',
  'data:   "content_json": [{"type":"text","text":"Prix médian à Montréal: 🏠 450 000 $ — 東京 ✓"}],',
  'data:   "trace_types": ["completion","visual","end"]',
  'data: }',
  '',
  'event: done',
  'data: {}',
  '',
  '',
].join('\n');

const REPLY = 'Prix médian à Montréal: 🏠 450 000 $ — 東京 ✓';

const EXPECTED: StreamEvent[] = [
  { event: 'metadata', data: { assistant_client_msg_id: 'a-1', user_client_msg_id: 'u-1' } },
  { event: 'trace', data: { type: 'completion', payload: { state: 'start' } } },
  {
    event: 'trace',
    data: { type: 'completion', payload: { state: 'content', content: 'Prix médian à Montréal: ' } },
  },
  {
    event: 'trace',
    data: { type: 'completion', payload: { state: 'content', content: '🏠 450 000 $ — 東京 ✓' } },
  },
  { event: 'trace', data: { type: 'completion', payload: { state: 'end' } } },
  { event: 'trace', data: { type: 'visual', payload: { image: 'https://img.example.com/é.png' } } },
  { event: 'trace', data: { type: 'end' } },
  {
    event: 'summary',
    data: {
      content_text: REPLY,
      content_json: [{ type: 'text', text: REPLY }],
      trace_types: ['completion', 'visual', 'end'],
    },
  },
  { event: 'done', data: {} },
];

const EXPECTED_COMMENTS = ['connected', 'keep-alive', 'keep-alive'];

const encoder = new TextEncoder();

function collect() {
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const ignored: IgnoredInput[] = [];
  const parser = createStreamEventParser({
    onEvent: (e) => events.push(e),
    onComment: (c) => comments.push(c),
    onIgnored: (i) => ignored.push(i),
  });
  return { parser, events, comments, ignored };
}

function parseChunks(chunks: Uint8Array[]) {
  const c = collect();
  for (const chunk of chunks) c.parser.feed(chunk);
  c.parser.end();
  return c;
}

function splitAt(bytes: Uint8Array, ...positions: number[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  let start = 0;
  for (const p of positions) {
    out.push(bytes.subarray(start, p));
    start = p;
  }
  out.push(bytes.subarray(start));
  return out;
}

const oneByteAtATime = (bytes: Uint8Array) => Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('sse-stream: full fixture', () => {
  const bytes = encoder.encode(FIXTURE);

  it('§3 Stream events: the whole fixture in one chunk yields every typed event in order', () => {
    const { events, comments, ignored } = parseChunks([bytes]);
    expect(events).toEqual(EXPECTED);
    expect(comments).toEqual(EXPECTED_COMMENTS);
    expect(ignored).toEqual([]);
  });

  it('§3 Stream events: split at every byte boundary gives the same events', () => {
    for (let i = 0; i <= bytes.length; i++) {
      const { events, comments, ignored } = parseChunks(splitAt(bytes, i));
      expect(events, `split at byte ${i}`).toEqual(EXPECTED);
      expect(comments, `split at byte ${i}`).toEqual(EXPECTED_COMMENTS);
      expect(ignored, `split at byte ${i}`).toEqual([]);
    }
  });

  it('§3 Stream events: split at every pair of byte boundaries 37 bytes apart gives the same events', () => {
    for (let i = 0; i + 37 <= bytes.length; i++) {
      expect(parseChunks(splitAt(bytes, i, i + 37)).events, `split at ${i}/${i + 37}`).toEqual(EXPECTED);
    }
  });

  it('§3 Stream events: one byte at a time gives the same events', () => {
    const { events, comments } = parseChunks(oneByteAtATime(bytes));
    expect(events).toEqual(EXPECTED);
    expect(comments).toEqual(EXPECTED_COMMENTS);
  });

  it('§3 Stream events: the fixture with CRLF line endings, one byte at a time and split everywhere', () => {
    const crlf = encoder.encode(FIXTURE.replaceAll('\n', '\r\n'));
    expect(parseChunks(oneByteAtATime(crlf)).events).toEqual(EXPECTED);
    for (let i = 0; i <= crlf.length; i++) {
      expect(parseChunks(splitAt(crlf, i)).events, `split at byte ${i}`).toEqual(EXPECTED);
    }
  });

  it('§3 Stream events: the fixture with CR-only line endings, one byte at a time and split everywhere', () => {
    const cr = encoder.encode(FIXTURE.replaceAll('\n', '\r'));
    expect(parseChunks(oneByteAtATime(cr)).events).toEqual(EXPECTED);
    expect(parseChunks(oneByteAtATime(cr)).comments).toEqual(EXPECTED_COMMENTS);
    for (let i = 0; i <= cr.length; i++) {
      expect(parseChunks(splitAt(cr, i)).events, `split at byte ${i}`).toEqual(EXPECTED);
    }
  });

  it('§3 Stream events: mixed LF, CRLF and CR endings in one stream', () => {
    const lines = FIXTURE.split('\n');
    const endings = ['\n', '\r\n', '\r'];
    let mixed = '';
    for (const [i, line] of lines.slice(0, -1).entries()) {
      let ending = endings[i % 3]!;
      // A CR ending followed by an empty line ending in LF would read as one CRLF: avoid that pair.
      if (line === '' && mixed.endsWith('\r') && ending === '\n') ending = '\r\n';
      mixed += line + ending;
    }
    mixed += lines[lines.length - 1];
    expect(mixed).toMatch(/[^\r]\n/);
    expect(mixed).toMatch(/\r[^\n]/);
    expect(mixed).toContain('\r\n');
    expect(parseChunks(oneByteAtATime(encoder.encode(mixed))).events).toEqual(EXPECTED);
  });

  it('§7 interact/stream: readStreamEvents drains a ReadableStream of byte chunks', async () => {
    const events: StreamEvent[] = [];
    const comments: string[] = [];
    await readStreamEvents(streamOf(oneByteAtATime(bytes)), {
      onEvent: (e) => events.push(e),
      onComment: (c) => comments.push(c),
    });
    expect(events).toEqual(EXPECTED);
    expect(comments).toEqual(EXPECTED_COMMENTS);
  });
});

describe('sse-stream: multibyte text', () => {
  const samples = ['é', '€', '東京', '🏠', '👩‍👩‍👧', 'naïve café 🏡 北京 ünïcödé'];

  for (const text of samples) {
    it(`§3 Stream events: "${text}" split inside every code point decodes exactly`, () => {
      const wire = `event: trace\ndata: ${JSON.stringify({ type: 'text', payload: { message: text } })}\n\n`;
      const bytes = encoder.encode(wire);
      for (let i = 0; i <= bytes.length; i++) {
        const { events } = parseChunks(splitAt(bytes, i));
        expect(events, `split at byte ${i}`).toEqual([
          { event: 'trace', data: { type: 'text', payload: { message: text } } },
        ]);
      }
      expect(parseChunks(oneByteAtATime(bytes)).events[0]).toEqual({
        event: 'trace',
        data: { type: 'text', payload: { message: text } },
      });
    });
  }

  it('§3 Stream events: a 4-byte emoji split 1+3, 2+2 and 3+1 inside a raw error text', () => {
    const bytes = encoder.encode('event: error\ndata: oops 🔥 failed\n\n');
    const emojiStart = encoder.encode('event: error\ndata: oops ').length;
    for (const k of [1, 2, 3]) {
      const { events } = parseChunks(splitAt(bytes, emojiStart + k));
      expect(events).toEqual([{ event: 'error', data: 'oops 🔥 failed' }]);
    }
  });

  it('§3 Stream events: a leading UTF-8 byte order mark is ignored', () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
    const body = encoder.encode('event: done\ndata: {}\n\n');
    const { events } = parseChunks([bom.subarray(0, 2), new Uint8Array([...bom.subarray(2), ...body])]);
    expect(events).toEqual([{ event: 'done', data: {} }]);
  });

  it('§3 Stream events: invalid UTF-8 becomes U+FFFD rather than throwing', () => {
    const bytes = new Uint8Array([
      ...encoder.encode('event: error\ndata: bad '),
      0xff,
      0xfe,
      ...encoder.encode('\n\n'),
    ]);
    expect(parseChunks([bytes]).events).toEqual([{ event: 'error', data: 'bad \uFFFD\uFFFD' }]);
  });

  it('§3 Stream events: a code point cut off by the end of the body is flushed as U+FFFD', () => {
    const bytes = encoder.encode(': é');
    const { comments } = parseChunks([bytes.subarray(0, bytes.length - 1)]);
    // The comment line never ends, so nothing is dispatched, but end() must not throw.
    expect(comments).toEqual([]);
  });
});

describe('sse-stream: line endings', () => {
  const wire = 'event: trace\ndata: {"type":"text","payload":{"message":"hi"}}\n\nevent: done\ndata: {}\n\n';
  const expected: StreamEvent[] = [
    { event: 'trace', data: { type: 'text', payload: { message: 'hi' } } },
    { event: 'done', data: {} },
  ];

  it('§3 Stream events: CRLF pair split between two chunks counts as one line ending', () => {
    const bytes = encoder.encode(wire.replaceAll('\n', '\r\n'));
    const crPositions = [...bytes.keys()].filter((i) => bytes[i] === 13);
    for (const cr of crPositions) {
      expect(parseChunks(splitAt(bytes, cr + 1)).events, `split after CR at ${cr}`).toEqual(expected);
    }
  });

  it('§3 Stream events: a stream ending in a bare CR still dispatches its last event', () => {
    const bytes = encoder.encode(wire.replaceAll('\n', '\r'));
    expect(parseChunks([bytes]).events).toEqual(expected);
    expect(parseChunks(oneByteAtATime(bytes)).events).toEqual(expected);
  });

  it('§3 Stream events: an event without its terminating blank line is not dispatched at end of body', () => {
    const { events } = parseChunks([encoder.encode('event: done\ndata: {}\n')]);
    expect(events).toEqual([]);
  });

  it('§3 Stream events: CR inside a JSON string escape is data, not a line ending', () => {
    const { events } = parseChunks([
      encoder.encode('event: trace\ndata: {"type":"text","payload":{"message":"a\\r\\nb"}}\r\n\r\n'),
    ]);
    expect(events).toEqual([{ event: 'trace', data: { type: 'text', payload: { message: 'a\r\nb' } } }]);
  });
});

describe('sse-stream: event payloads', () => {
  const run = (wire: string) => parseChunks([encoder.encode(wire)]);

  it('§8 error event with JSON data delivers the parsed payload', () => {
    expect(run('event: error\ndata: {"error":"Upstream timed out","code":"timeout"}\n\n').events).toEqual([
      { event: 'error', data: { error: 'Upstream timed out', code: 'timeout' } },
    ]);
  });

  it('§8 error event with non-JSON data delivers the raw text', () => {
    expect(run('event: error\ndata: Internal Server Error\n\n').events).toEqual([
      { event: 'error', data: 'Internal Server Error' },
    ]);
  });

  it('§8 error event whose data is a JSON scalar delivers the raw text', () => {
    expect(run('event: error\ndata: "quoted"\n\n').events).toEqual([{ event: 'error', data: '"quoted"' }]);
    expect(run('event: error\ndata: 42\n\n').events).toEqual([{ event: 'error', data: '42' }]);
  });

  it('§8 error event with multi-line raw text keeps the line breaks', () => {
    expect(run('event: error\ndata: line one\ndata: line two\n\n').events).toEqual([
      { event: 'error', data: 'line one\nline two' },
    ]);
  });

  it('§8 error event with empty data delivers an empty string', () => {
    expect(run('event: error\ndata:\n\n').events).toEqual([{ event: 'error', data: '' }]);
  });

  it('§3 done event with empty or non-JSON data still ends the stream', () => {
    expect(run('event: done\ndata:\n\nevent: done\ndata: [DONE]\n\n').events).toEqual([
      { event: 'done', data: {} },
      { event: 'done', data: {} },
    ]);
  });

  it('§3 trace event with invalid JSON is reported, not thrown, and later events still arrive', () => {
    const { events, ignored } = run(
      'event: trace\ndata: {"type":"text",\n\nevent: trace\ndata: {"type":"end"}\n\n',
    );
    expect(events).toEqual([{ event: 'trace', data: { type: 'end' } }]);
    expect(ignored).toEqual([{ reason: 'invalid-json', event: 'trace', data: '{"type":"text",' }]);
  });

  it('§3 trace without a string type, metadata without an id, summary without text are invalid payloads', () => {
    const { events, ignored } = run(
      [
        'event: trace\ndata: {"payload":{}}\n\n',
        'event: trace\ndata: [1,2]\n\n',
        'event: metadata\ndata: {"assistant_client_msg_id":5}\n\n',
        'event: summary\ndata: {"content_json":[]}\n\n',
      ].join(''),
    );
    expect(events).toEqual([]);
    expect(ignored.map((i) => i.reason)).toEqual([
      'invalid-payload',
      'invalid-payload',
      'invalid-payload',
      'invalid-payload',
    ]);
  });

  it('§3 Stream events: unnamed and unknown events are reported as unknown-event', () => {
    const { events, ignored } = run('data: {"x":1}\n\nevent: ping\ndata: {}\n\n');
    expect(events).toEqual([]);
    expect(ignored).toEqual([
      { reason: 'unknown-event', event: undefined, data: '{"x":1}' },
      { reason: 'unknown-event', event: 'ping', data: '{}' },
    ]);
  });

  it('§3 Stream events: unknown fields are parse errors that do not disturb the event', () => {
    const { events, ignored } = run('event: done\nfoo: bar\nid: 7\nretry: 1000\ndata: {}\n\n');
    expect(events).toEqual([{ event: 'done', data: {} }]);
    expect(ignored).toHaveLength(1);
    expect(ignored[0]).toMatchObject({ reason: 'parse-error' });
  });

  it('§3 Stream events: data without the space after the colon, and a bare "data" line', () => {
    expect(run('event:error\ndata:no space\n\n').events).toEqual([{ event: 'error', data: 'no space' }]);
    expect(run('event: error\ndata\ndata: x\n\n').events).toEqual([{ event: 'error', data: '\nx' }]);
  });

  it('§3 comment: keep-alives without an onComment handler are ignored silently', () => {
    const events: StreamEvent[] = [];
    const parser = createStreamEventParser({ onEvent: (e) => events.push(e) });
    parser.feed(': keep-alive\n\n: ping\n\nevent: done\ndata: {}\n\n');
    parser.end();
    expect(events).toEqual([{ event: 'done', data: {} }]);
  });

  it('§3 comment: a bare colon is an empty comment', () => {
    expect(run(':\n\n').comments).toEqual(['']);
  });

  it('§3 Stream events: toStreamEvent is usable on its own', () => {
    expect(toStreamEvent('metadata', '{"assistant_client_msg_id":"x"}')).toEqual({
      event: 'metadata',
      data: { assistant_client_msg_id: 'x' },
    });
    expect(toStreamEvent('summary', 'nope')).toEqual({ ignored: 'invalid-json' });
    expect(toStreamEvent('message', '{}')).toEqual({ ignored: 'unknown-event' });
  });
});

describe('sse-stream: parser lifecycle', () => {
  it('conventions §5 reset() drops a half-received event and a half-received code point', () => {
    const { parser, events } = collect();
    const partial = encoder.encode('event: error\ndata: caf\u00e9');
    parser.feed(partial.subarray(0, partial.length - 1));
    parser.reset();
    parser.feed(encoder.encode('event: done\ndata: {}\n\n'));
    parser.end();
    expect(events).toEqual([{ event: 'done', data: {} }]);
  });

  it('conventions §5 the parser can be reused after end()', () => {
    const { parser, events } = collect();
    parser.feed('event: done\ndata: {}\n\n');
    parser.end();
    parser.feed('event: done\ndata: {}\n\n');
    parser.end();
    expect(events).toHaveLength(2);
  });

  it('conventions §5 a handler that throws does not corrupt the parser or lose later events', () => {
    const seen: string[] = [];
    let fail = true;
    const parser = createStreamEventParser({
      onEvent: (e) => {
        seen.push(e.event);
        if (fail) {
          fail = false;
          throw new Error('handler bug');
        }
      },
    });
    expect(() => parser.feed('event: error\ndata: a\n\nevent: done\ndata: {}\n\nevent: err')).toThrow(
      'handler bug',
    );
    parser.feed('or\ndata: b\n\n');
    parser.end();
    expect(seen).toEqual(['error', 'done', 'error']);
  });

  it('conventions §5 string chunks are accepted as already decoded text', () => {
    const { parser, events } = collect();
    for (const ch of 'event: error\ndata: 🏠\n\n') parser.feed(ch);
    parser.end();
    expect(events).toEqual([{ event: 'error', data: '🏠' }]);
  });

  it('maxBufferSize: an oversized event is reported as a parse error', () => {
    const ignored: IgnoredInput[] = [];
    const parser = createStreamEventParser(
      { onEvent: () => {}, onIgnored: (i) => ignored.push(i) },
      { maxBufferSize: 16 },
    );
    parser.feed(`event: error\ndata: ${'x'.repeat(64)}`);
    expect(ignored[0]).toMatchObject({ reason: 'parse-error' });
    parser.reset();
  });
});

describe('sse-stream: readStreamEvents and abort', () => {
  it('§7 an already aborted signal rejects before reading', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(
      readStreamEvents(
        streamOf([encoder.encode('event: done\ndata: {}\n\n')]),
        { onEvent: () => {} },
        {
          signal: controller.signal,
        },
      ),
    ).rejects.toThrow('stop');
  });

  it('§4 abort mid-stream cancels the body and rejects with the reason; earlier events were delivered', async () => {
    const controller = new AbortController();
    let cancelled: unknown = 'not cancelled';
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(encoder.encode('event: trace\ndata: {"type":"text","payload":{"message":"a"}}\n\n'));
      },
      cancel(reason) {
        cancelled = reason;
      },
    });
    const events: StreamEvent[] = [];
    const done = readStreamEvents(
      body,
      {
        onEvent: (e) => {
          events.push(e);
          controller.abort(new DOMException('Aborted', 'AbortError'));
        },
      },
      { signal: controller.signal },
    );
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toHaveLength(1);
    expect(cancelled).toMatchObject({ name: 'AbortError' });
  });

  it('§7 a body error rejects readStreamEvents', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.error(new TypeError('network'));
      },
    });
    await expect(readStreamEvents(body, { onEvent: () => {} })).rejects.toThrow('network');
  });
});
