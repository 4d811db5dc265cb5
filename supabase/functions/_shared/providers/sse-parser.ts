// A small server-sent-events parser (WHATWG HTML §9.2.6 "Interpreting an event stream") with one
// deliberate extension: an event that names a type but carries no `data:` line is still dispatched
// (with `data: ''`). The Voiceflow stream ends a turn with exactly such an event (`event: end` + `id:`),
// which spec-compliant parsers such as eventsource-parser silently drop.

import type { EventSourceMessage } from 'eventsource-parser';

export interface SseParser {
  /** Feeds decoded text; chunk boundaries may fall anywhere. */
  feed(text: string): void;
}

export function createSseParser(onEvent: (event: EventSourceMessage) => void): SseParser {
  let pending = ''; // an unterminated line
  let first = true;
  let skipLeadingLf = false; // the previous chunk ended with CR, so a leading LF belongs to it
  let data: string[] = [];
  let eventType: string | undefined;
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0 || eventType !== undefined)
      onEvent({
        data: data.join('\n'),
        ...(eventType !== undefined ? { event: eventType } : {}),
        ...(id !== undefined ? { id } : {}),
      });
    data = [];
    eventType = undefined;
    id = undefined;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // comment (keep-alive)
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventType = value || undefined;
    else if (field === 'id' && !value.includes('\u0000')) id = value;
    // `retry` and unknown fields are ignored.
  };

  return {
    feed(chunk: string) {
      let text = chunk;
      if (first && text.length > 0) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      let start = 0;
      for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c !== '\n' && c !== '\r') continue;
        line(pending + text.slice(start, i));
        pending = '';
        if (c === '\r') {
          if (i + 1 < text.length) {
            if (text[i + 1] === '\n') i++;
          } else skipLeadingLf = true;
        }
        start = i + 1;
      }
      pending += text.slice(start);
    },
  };
}
