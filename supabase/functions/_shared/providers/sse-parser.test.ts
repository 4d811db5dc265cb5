import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';

function parse(chunks: string[]): EventSourceMessage[] {
  const events: EventSourceMessage[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

function reference(text: string): EventSourceMessage[] {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (e) => events.push(e) });
  parser.feed(text);
  return events.map((e) => ({
    data: e.data,
    ...(e.event ? { event: e.event } : {}),
    ...(e.id ? { id: e.id } : {}),
  }));
}

const SAMPLE =
  '\uFEFF: hello\r\n\r\nevent: trace\r\nid: 1\r\ndata: {"type":"text","payload":{"message":"🏡 é"}}\r\n\r\n' +
  'data:no space\ndata: second line\n\nid: 7\rdata: cr only\r\rfield-without-colon\ndata: x\nretry: 100\n\n';

describe('createSseParser', () => {
  it('agrees with eventsource-parser on events with data, for every split of the input', () => {
    const expected = reference(SAMPLE);
    expect(expected).toHaveLength(4);
    expect(parse([SAMPLE])).toEqual(expected);
    for (let i = 1; i < SAMPLE.length; i++)
      expect(parse([SAMPLE.slice(0, i), SAMPLE.slice(i)])).toEqual(expected);
    expect(parse([...SAMPLE])).toEqual(expected);
  });

  it('dispatches an event that has a type but no data (Voiceflow `event: end`)', () => {
    const text = 'event: trace\nid: 2\ndata: {}\n\nevent: end\nid: 3\n\n';
    expect(reference(text)).toEqual([{ event: 'trace', id: '2', data: '{}' }]);
    expect(parse([text])).toEqual([
      { event: 'trace', id: '2', data: '{}' },
      { event: 'end', id: '3', data: '' },
    ]);
    expect(parse(['event: end\r', '\n\r', '\n'])).toEqual([{ event: 'end', data: '' }]);
  });

  it('drops an unterminated event and lone id lines', () => {
    expect(parse(['id: 1\n\ndata: cut off'])).toEqual([]);
  });
});
