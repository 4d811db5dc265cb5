// Shared plumbing for the fake upstream servers (node:http; tests only).
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/v1/chat/completions`. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (or the raw text when it is not JSON). */
  body: unknown;
}

export type Handler = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: RecordedRequest[];
  /** Resolves when the connection of the `n`-th request (0-based) has closed. */
  closed(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeServer(handle: Handler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const closedWaiters: Promise<void>[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    closedWaiters.push(new Promise((resolve) => res.on('close', () => resolve())));
    res.socket?.setNoDelay(true);
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const text = Buffer.concat(parts).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // keep the raw text
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      Promise.resolve(handle(recorded, res)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `fake server failure: ${String(error)}` } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    closed: async (n) => {
      await closedWaiters[n];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Writes `bytes` in pieces cut at the given byte offsets (anywhere: inside an event, a line or a UTF-8
 * sequence), pausing between writes so they reach the client as separate chunks.
 */
export async function writeInPieces(
  res: ServerResponse,
  bytes: Buffer,
  cuts: number[],
  pauseMs = 1,
): Promise<void> {
  const points = [...new Set(cuts.filter((c) => c > 0 && c < bytes.length))].sort((a, b) => a - b);
  let start = 0;
  for (const point of [...points, bytes.length]) {
    if (res.destroyed) return;
    res.write(bytes.subarray(start, point));
    start = point;
    if (point < bytes.length) await sleep(pauseMs);
  }
}

/** Byte offsets every `step` bytes: cuts that land in the middle of nearly everything. */
export function everyNBytes(length: number, step: number): number[] {
  const cuts: number[] = [];
  for (let i = step; i < length; i += step) cuts.push(i);
  return cuts;
}
