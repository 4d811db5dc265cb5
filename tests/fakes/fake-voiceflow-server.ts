// A fake Voiceflow Dialog API v2 stream (tests only), wire protocol §6:
//   POST /v2/project/{projectID}/user/{userID}/interact/stream?environment=…&completion_events=true
// with `Authorization: <key>` (no Bearer), `Content-Type: application/json`, `Accept: text/event-stream`
// and `{"action":{"type":"text","payload":"…"}}`. It answers `text/event-stream` with
// `event: trace` / `id: n` / `data: <bare trace>` events and a final `event: end`, or an HTTP error.
// Every deviation from the expected request is recorded in `problems` and answered with an error status.
import type { ServerResponse } from 'node:http';
import { startFakeServer, writeInPieces, everyNBytes, type FakeServer } from './fake-http.ts';

export interface VoiceflowExpectations {
  apiKey: string;
  projectId: string;
  userId: string;
  environment: string;
}

export type VoiceflowReply =
  | {
      traces: object[];
      /** Send `event: end` after the traces (default true). */
      end?: boolean;
      /** Keep the connection open after the last event (default false). */
      keepOpen?: boolean;
      /** Destroy the socket after the traces (a dropped connection). */
      drop?: boolean;
      /** Write the bytes in pieces of this many bytes. */
      pieceBytes?: number;
    }
  | { status: number; body: object };

export interface FakeVoiceflowServer extends FakeServer {
  problems: string[];
}

export async function startFakeVoiceflowServer(
  expected: VoiceflowExpectations,
  replies: VoiceflowReply[],
): Promise<FakeVoiceflowServer> {
  const problems: string[] = [];
  let next = 0;
  const server = await startFakeServer(async (request, res) => {
    const url = new URL(request.url, 'http://fake');
    const fail = (status: number, message: string) => {
      problems.push(message);
      sendJson(res, status, { name: 'verror', code: status, message });
    };
    const path = `/v2/project/${expected.projectId}/user/${encodeURIComponent(expected.userId)}/interact/stream`;
    if (request.method !== 'POST') return fail(405, `method ${request.method}`);
    if (url.pathname !== path) return fail(404, `path ${url.pathname}, expected ${path}`);
    if (request.headers.authorization !== expected.apiKey)
      return fail(401, `Authorization header ${JSON.stringify(request.headers.authorization)}`);
    if (!String(request.headers['content-type']).startsWith('application/json'))
      return fail(400, `Content-Type ${request.headers['content-type']}`);
    if (request.headers.accept !== 'text/event-stream') return fail(400, `Accept ${request.headers.accept}`);
    if (url.searchParams.get('environment') !== expected.environment)
      return fail(404, `environment ${url.searchParams.get('environment')}`);
    if (url.searchParams.get('completion_events') !== 'true')
      return fail(400, `completion_events ${url.searchParams.get('completion_events')}`);
    const action = (request.body as { action?: { type?: unknown; payload?: unknown } } | undefined)?.action;
    if (action?.type !== 'text' || typeof action.payload !== 'string')
      return fail(400, `body ${JSON.stringify(request.body)}`);

    const reply = replies[next++];
    if (!reply) return fail(500, 'no reply left');
    if ('status' in reply) return sendJson(res, reply.status, reply.body);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    let id = 0;
    const events = reply.traces.map(
      (trace) => `event: trace\nid: ${++id}\ndata: ${JSON.stringify(trace)}\n\n`,
    );
    if ((reply.end ?? true) && !reply.drop) events.push(`event: end\nid: ${++id}\n\n`);
    const bytes = Buffer.from(events.join(''), 'utf8');
    await writeInPieces(res, bytes, reply.pieceBytes ? everyNBytes(bytes.length, reply.pieceBytes) : []);
    if (reply.drop) res.socket?.destroy();
    else if (!reply.keepOpen) res.end();
  });
  return { ...server, problems };
}

function sendJson(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
