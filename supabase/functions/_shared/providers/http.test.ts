import { describe, expect, it } from 'vitest';
import { httpError, readEvents } from './http.ts';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

async function events(body: ReadableStream<Uint8Array>) {
  const out: { event?: string; data: string }[] = [];
  for await (const e of readEvents(body, new AbortController().signal, () => new Error('dropped')))
    out.push({ ...(e.event ? { event: e.event } : {}), data: e.data });
  return out;
}

describe('readEvents', () => {
  it('decodes events delivered one byte at a time (multibyte UTF-8, CRLF, multi-line data, comments)', async () => {
    const text =
      ': keep-alive\r\n\r\nevent: trace\r\ndata: {"m":"🏠 é"}\r\n\r\ndata: line one\ndata: line two\n\n';
    const bytes = new TextEncoder().encode(text);
    const chunks = Array.from(bytes, (b) => new Uint8Array([b]));
    expect(await events(streamOf(chunks))).toEqual([
      { event: 'trace', data: '{"m":"🏠 é"}' },
      { data: 'line one\nline two' },
    ]);
  });

  it('a stream that errors mid-way throws the dropped error', async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new TextEncoder().encode('data: a\n\n'));
        } else controller.error(new TypeError('terminated'));
      },
    });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const e of readEvents(body, new AbortController().signal, () => new Error('dropped')))
          seen.push(e.data);
      })(),
    ).rejects.toThrow('dropped');
    expect(seen).toEqual(['a']);
  });
});

describe('httpError', () => {
  it.each([
    [
      new Response('{"error":{"message":"bad key"}}', { status: 401 }),
      'X answered 401 Unauthorized: bad key',
    ],
    [new Response('{"message":"slow down"}', { status: 429 }), 'X answered 429 Too Many Requests: slow down'],
    [new Response('<html>oops</html>', { status: 502 }), 'X answered 502 Bad Gateway'],
    [
      new Response('upstream busy', { status: 503, statusText: 'Busy' }),
      'X answered 503 Busy: upstream busy',
    ],
    [new Response('', { status: 418 }), 'X answered 418'],
  ])('%#', async (response, message) => {
    expect((await httpError('X', response)).message).toBe(message);
  });

  it('shortens long reasons', async () => {
    const error = await httpError(
      'X',
      new Response(JSON.stringify({ message: 'word '.repeat(200) }), { status: 400 }),
    );
    expect(error.message.length).toBeLessThan(200);
    expect(error.message.endsWith('…')).toBe(true);
  });
});
