// The reader of the conversation service's event streams (sse-stream.ts, with eventsource-parser) is
// needed only while a reply streams: it loads with the first stream, started alongside that stream's
// request so that it adds no wait, instead of with the chat route.
type StreamReader = typeof import('./sse-stream.ts');

let pending: Promise<StreamReader> | null = null;

export function loadStreamReader(): Promise<StreamReader> {
  if (!pending) {
    pending = import('./sse-stream.ts');
    // A failed load is tried again by the next stream (a flaky network, a deploy in between).
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
