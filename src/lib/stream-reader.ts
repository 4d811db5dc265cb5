// The reader of the conversation service's event streams (sse-stream.ts, with eventsource-parser) is
// needed only while a reply streams: it loads with the first stream, started alongside that stream's
// request so that it adds no wait, instead of with the chat route.
import { onDemand } from './on-demand.ts';

type StreamReader = typeof import('./sse-stream.ts');

const streamReader = onDemand(() => import('./sse-stream.ts'));

/** The stream reader, loading it first if needed (once; again after a failure). */
export function loadStreamReader(): Promise<StreamReader> {
  return streamReader.load();
}
