// The Realtime endpoint of the local stack: `ws(s)://<host>/realtime/v1/websocket?apikey=…&vsn=2.0.0`,
// the Phoenix protocol of realtime-js 2.109.0, delivering postgres_changes from the change feed.
//
//   frames.ts      frame codec (vsn 2.0.0 arrays, 1.0.0 objects)
//   bindings.ts    postgres_changes bindings: validation, ids, matching;  filters.ts: row filters
//   catalog.ts     published tables and their columns
//   authoriser.ts  tokens (Realtime's rules and wording) and RLS visibility as the subscriber
//   channels.ts    joined channels and their registry
//   session.ts     one socket: heartbeats, join/leave, access_token
//   delivery.ts    row change → one frame per matching channel
//
// Choices where hosted Realtime differs or is unspecified:
// - A binding on a table outside the `supabase_realtime` publication (or with a bad filter) fails the
//   JOIN with `{reason}` (client: CHANNEL_ERROR). Hosted Realtime replies ok and later pushes a
//   `system` error while events silently never come; failing loudly makes a missing
//   `alter publication` obvious in development. Same app code works on both.
// - Broadcast and presence are accepted (joins using them succeed, pushes that await a reply get ok)
//   but not relayed: Hearth only uses postgres_changes.
// - `private: true` channels are joined like public ones (there is no realtime.messages table here).
// - A socket silent for `idleTimeoutMs` (60 s, Phoenix's default; clients beat every 25 s) is closed.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { StackContext } from '../context.ts';
import { isProjectKey } from '../http/caller.ts';
import { Authoriser, SESSION_ENDED } from './authoriser.ts';
import { PublicationCatalog } from './catalog.ts';
import { ChannelRegistry } from './channels.ts';
import { ChangeDelivery } from './delivery.ts';
import type { Vsn } from './frames.ts';
import { Session } from './session.ts';

export const REALTIME_WEBSOCKET_PATH = '/realtime/v1/websocket';
export const DEFAULT_MAX_CHANNELS_PER_SOCKET = 100;
/** Generous for a household behind one NAT with many tabs; small enough to stop one flooding host. */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 50;

export interface RealtimeOptions {
  /** Close sockets that sent nothing (not even a heartbeat) for this long. */
  idleTimeoutMs?: number;
  /** Largest accepted client frame in bytes. */
  maxPayloadBytes?: number;
  /** Most channels one socket may join (Realtime's default: 100). */
  maxChannelsPerSocket?: number;
  /** Most open sockets from one client address. */
  maxConnectionsPerAddress?: number;
  /** The client's address for an upgrade request (forwarded headers only when trusted). */
  clientAddress?: (req: IncomingMessage) => string;
  /** The stack's Host allow-list (DNS rebinding); upgrades for other names are refused with 403. */
  allowsHost?: (host: string | undefined) => boolean;
}

/** Diagnostics and test hooks of a running realtime server (see realtimeInspector). */
export interface RealtimeInspector {
  sessions(): Session[];
  channelCount(): number;
}

const inspectors = new WeakMap<StackContext, RealtimeInspector>();

/** The realtime server attached for this stack context, for tests and diagnostics. */
export function realtimeInspector(ctx: StackContext): RealtimeInspector | undefined {
  return inspectors.get(ctx);
}

export function attachRealtime(
  server: Server,
  ctx: StackContext,
  options: RealtimeOptions = {},
): { close(): Promise<void> } {
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const registry = new ChannelRegistry();
  const authoriser = new Authoriser(ctx);
  const catalog = new PublicationCatalog(ctx.changes);
  const delivery = new ChangeDelivery(registry, authoriser, ctx.now);
  const sessions = new Set<Session>();
  const maxChannels = options.maxChannelsPerSocket ?? DEFAULT_MAX_CHANNELS_PER_SOCKET;
  const maxConnections = options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS;
  const addressOf = options.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? '');
  const connectionsByAddress = new Map<string, number>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes ?? 1024 * 1024 });
  let closed = false;

  const unsubscribe = ctx.changes.subscribe((change) => (closed ? undefined : delivery.deliver(change)));
  // A sign-out or revocation ends the channels joined with that session's tokens at once.
  const unwatchSessions = ctx.sessions.onChange(() => {
    void (async () => {
      for (const channel of registry.active()) {
        if (channel.active && !(await authoriser.sessionAlive(channel.claims)))
          channel.owner.shutdown(channel, SESSION_ENDED.message);
      }
    })().catch((error: unknown) => console.error('realtime: session re-check failed', error));
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_WEBSOCKET_PATH && url.pathname !== `${REALTIME_WEBSOCKET_PATH}/`) {
      // Another upgrade handler may own this path; if there is none, nobody will answer it.
      if (server.listenerCount('upgrade') <= 1) socket.destroy();
      return;
    }
    socket.on('error', () => socket.destroy());
    if (options.allowsHost && !options.allowsHost(req.headers.host)) {
      return rejectUpgrade(socket, 403, 'Host not allowed');
    }
    if (closed) return rejectUpgrade(socket, 503, 'Realtime is shutting down');
    const apiKey = url.searchParams.get('apikey') ?? headerValue(req.headers.apikey);
    if (!apiKey || !isProjectKey(ctx, apiKey)) return rejectUpgrade(socket, 401, 'Invalid API key');
    // Phoenix defaults to the 1.0.0 serializer when `vsn` is absent.
    const vsn = negotiateVsn(url.searchParams.get('vsn'));
    if (!vsn) return rejectUpgrade(socket, 400, 'Unsupported vsn (use 1.0.0 or 2.0.0)');
    const address = addressOf(req);
    const open = connectionsByAddress.get(address) ?? 0;
    if (open >= maxConnections) return rejectUpgrade(socket, 429, 'Too many connections from this address');
    // Counted from here, not from the handshake's end: a burst of upgrades cannot slip past the cap.
    connectionsByAddress.set(address, open + 1);
    const release = once(() => {
      const left = (connectionsByAddress.get(address) ?? 1) - 1;
      if (left > 0) connectionsByAddress.set(address, left);
      else connectionsByAddress.delete(address);
    });
    socket.once('close', release);
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (closed) return ws.terminate();
      const session = new Session(ws, vsn, apiKey, { ctx, registry, authoriser, catalog, maxChannels });
      sessions.add(session);
      ws.on('close', () => {
        sessions.delete(session);
        release();
      });
    });
  };
  server.on('upgrade', onUpgrade);

  const sweep = setInterval(
    () => {
      const cutoff = Date.now() - idleTimeoutMs;
      for (const session of sessions) if (session.lastSeen < cutoff) session.terminate();
    },
    Math.max(1000, Math.floor(idleTimeoutMs / 4)),
  );
  sweep.unref();

  inspectors.set(ctx, { sessions: () => [...sessions], channelCount: () => registry.size });

  return {
    async close() {
      if (closed) return;
      closed = true;
      unsubscribe();
      unwatchSessions();
      clearInterval(sweep);
      server.off('upgrade', onUpgrade);
      for (const session of sessions) session.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      inspectors.delete(ctx);
    },
  };
}

function negotiateVsn(requested: string | null): Vsn | null {
  if (requested === null || /^1\.0\.\d+$/.test(requested)) return '1.0.0';
  if (/^2\.0\.\d+$/.test(requested)) return '2.0.0';
  return null;
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body,
  );
}
