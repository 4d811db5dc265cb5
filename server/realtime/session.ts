// One websocket: the Phoenix protocol as realtime-js 2.109.0 speaks it (supabase-wire-protocol.md §4).
//
//   phoenix/heartbeat  → phx_reply ok at once (the client reconnects if a beat goes unanswered)
//   phx_join           → verify the token, validate the bindings, register, reply ok with the bindings
//                        echoed with ids (that exact shape is what makes the client say SUBSCRIBED),
//                        then the `system` "Subscribed to PostgreSQL" notice; or reply error {reason}
//   access_token       → swap the channel's identity, no reply; a bad token ends the channel
//   phx_leave          → reply ok, drop the subscription
//   broadcast/presence → accepted and answered where the client waits for an answer, otherwise no-ops
//                        (Hearth only uses postgres_changes)
//   anything else      → ignored (a push to a topic that is not joined gets Phoenix's
//                        "unmatched topic" error so a waiting client push fails fast)
//
// Channel pushes are handled strictly in arrival order (a promise chain), because join and
// access_token verification is asynchronous and a leave or a token swap must never overtake the join
// it follows. Heartbeats skip the queue: they are answered in the same tick.
import type { RawData, WebSocket } from 'ws';
import type { StackContext } from '../context.ts';
import type { Authoriser } from './authoriser.ts';
import { echoBindings, resolveBindings } from './bindings.ts';
import type { PublicationCatalog } from './catalog.ts';
import { ChannelRegistry, JoinedChannel, type ChannelOwner } from './channels.ts';
import {
  decodeBroadcastPush,
  decodeFrame,
  encodeFrame,
  isObject,
  replyFrame,
  type Frame,
  type Vsn,
} from './frames.ts';

export interface SessionDeps {
  ctx: StackContext;
  registry: ChannelRegistry;
  authoriser: Authoriser;
  catalog: PublicationCatalog;
  /** Most channels one socket may have joined at once (Realtime's max_channels_per_client). */
  maxChannels: number;
}

// setTimeout's limit is 2^31-1 ms; Realtime also re-checks a token at most hourly.
const MAX_EXPIRY_CHECK_MS = 60 * 60 * 1000;

let nextSessionId = 1;

export class Session implements ChannelOwner {
  readonly id = nextSessionId++;
  /** Wall-clock ms of the last frame from the client; the server closes sockets that go silent. */
  lastSeen = Date.now();
  private readonly channels = new Map<string, JoinedChannel>();
  private queue: Promise<void> = Promise.resolve();
  private open = true;
  private heartbeatsMuted = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    /** The socket's `apikey`: the token of a join that carries none (as Realtime). */
    private readonly apiKey: string,
    private readonly deps: SessionDeps,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('close', () => this.closed());
    // Protocol errors (oversized or malformed frames): drop the connection; the client reconnects.
    ws.on('error', () => ws.terminate());
  }

  /** Topics currently joined on this socket. */
  topics(): string[] {
    return [...this.channels.keys()];
  }

  /** Test hook: stop answering heartbeats, as a stalled or half-open connection would. */
  muteHeartbeats(): void {
    this.heartbeatsMuted = true;
  }

  /** Drops the TCP connection without a close handshake (network loss, server crash). */
  terminate(): void {
    this.ws.terminate();
  }

  send(frame: Frame): void {
    if (this.open && this.ws.readyState === this.ws.OPEN) this.ws.send(encodeFrame(frame, this.vsn));
  }

  shutdown(channel: JoinedChannel, message: string): void {
    if (!channel.active) return;
    // As Realtime's shutdown_response: a `system` error, then the channel stops, which Phoenix reports
    // as phx_close with ref = join_ref (the client treats it as final: CLOSED, no automatic re-join).
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension: 'system', status: 'error', message, channel: channel.name },
    });
    this.send({
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
    this.drop(channel.topic);
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.lastSeen = Date.now();
    if (isBinary) return this.receiveBroadcast(rawBuffer(data));
    const frame = decodeFrame(rawBuffer(data).toString('utf8'), this.vsn);
    if (!frame) return;
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat' && !this.heartbeatsMuted) {
        this.send(replyFrame(frame, 'ok'));
        this.expireChannels();
      }
      return;
    }
    this.queue = this.queue
      .then(() => this.handle(frame))
      .catch((error: unknown) => console.error('realtime: failed to handle', frame.event, error));
  }

  /** Client broadcasts arrive as binary frames; acknowledged when the channel asked for acks. */
  private receiveBroadcast(data: Buffer): void {
    const push = decodeBroadcastPush(data);
    if (!push) return;
    this.queue = this.queue.then(() => {
      const channel = this.channels.get(push.topic);
      if (channel?.ackBroadcast && push.ref) this.send(replyFrame(push, 'ok'));
    });
  }

  private async handle(frame: Frame): Promise<void> {
    if (!this.open) return;
    const channel = this.channels.get(frame.topic);
    switch (frame.event) {
      case 'phx_join':
        try {
          return await this.join(frame);
        } catch (error) {
          // Never leave a join unanswered (the client would wait 10 s for a timeout).
          console.error('realtime: join failed', error);
          this.send(
            replyFrame({ joinRef: frame.joinRef ?? frame.ref, ref: frame.ref, topic: frame.topic }, 'error', {
              reason: 'UnknownErrorOnChannel: Unknown Error on Channel',
            }),
          );
          return;
        }
      case 'phx_leave':
        // Always ok, also for a topic the server does not know (e.g. after a server restart):
        // an error reply would leave the client's removeChannel() hanging on `error`.
        this.drop(frame.topic);
        this.send(replyFrame(frame, 'ok'));
        return;
    }
    if (!channel) {
      if (frame.event !== 'access_token')
        this.send(replyFrame(frame, 'error', { reason: 'unmatched topic' }));
      return;
    }
    switch (frame.event) {
      case 'access_token':
        return this.swapToken(channel, frame.payload.access_token);
      case 'broadcast':
        // Broadcast is not relayed by this server. With `ack: true` the client waits for a reply.
        if (channel.ackBroadcast) this.send(replyFrame(frame, 'ok'));
        return;
      case 'presence':
        // track/untrack wait for a reply; presence state itself is not kept by this server.
        this.send(replyFrame(frame, 'ok'));
        return;
      default:
        return; // Realtime logs and ignores unknown events
    }
  }

  private async join(frame: Frame): Promise<void> {
    const { topic, payload } = frame;
    // join_ref == ref on a join; later frames of this channel (and our phx_close) carry it.
    const joinRef = frame.joinRef ?? frame.ref;
    // A re-join (rejoin after an error, or a duplicate subscribe) replaces the old subscription,
    // also when the new join fails.
    this.drop(topic);
    const reply = (status: 'ok' | 'error', response: Record<string, unknown>) =>
      this.send(replyFrame({ joinRef, ref: frame.ref, topic }, status, response));

    if (!topic.startsWith('realtime:')) return reply('error', { reason: 'unmatched topic' });
    if (topic === 'realtime:')
      return reply('error', { reason: 'TopicNameRequired: You must provide a topic name' });
    // Every channel costs a visibility check per change: one socket may not make that unbounded.
    if (this.channels.size >= this.deps.maxChannels)
      return reply('error', { reason: 'ChannelRateLimitReached: Too many channels' });

    const config = isObject(payload.config) ? payload.config : {};
    const token = joinToken(payload, this.apiKey);
    const check = await this.deps.authoriser.verify(token);
    if (!check.ok) return reply('error', { reason: `${check.code}: ${check.message}` });

    const requested = config.postgres_changes;
    const published =
      Array.isArray(requested) && requested.length > 0 ? await this.deps.catalog.tables() : [];
    const bindings = resolveBindings(requested, published);
    if (!bindings.ok) return reply('error', { reason: bindings.reason });
    if (!this.open) return;

    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const channel = new JoinedChannel(
      this,
      topic,
      joinRef,
      { token, claims: check.claims, expiresAt: check.expiresAt },
      bindings.bindings,
      broadcast.ack === true,
    );
    // Registered before the reply: a change committed after the client sees SUBSCRIBED is delivered.
    this.channels.set(topic, channel);
    this.deps.registry.add(channel);
    this.scheduleExpiry(channel);
    reply('ok', { postgres_changes: echoBindings(bindings.bindings) });
    if (bindings.bindings.length > 0) {
      this.send({
        joinRef,
        ref: null,
        topic,
        event: 'system',
        payload: {
          extension: 'postgres_changes',
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          channel: channel.name,
        },
      });
    }
  }

  private async swapToken(channel: JoinedChannel, token: unknown): Promise<void> {
    // As Realtime: nothing to do for a missing token, the current one, or an opaque `sb_` key.
    if (typeof token !== 'string' || token === '' || token.startsWith('sb_') || token === channel.token)
      return;
    const check = await this.deps.authoriser.verify(token);
    if (!channel.active) return;
    if (!check.ok) return this.shutdown(channel, check.message);
    channel.setIdentity({ token, claims: check.claims, expiresAt: check.expiresAt });
    this.scheduleExpiry(channel);
  }

  /** Realtime closes channels whose token expired; checked on a timer, heartbeats and deliveries. */
  expireChannels(): void {
    const now = this.deps.ctx.now().getTime();
    for (const channel of [...this.channels.values()]) {
      if (channel.expiresAt <= now)
        this.shutdown(channel, this.deps.authoriser.expired(channel.expiresAt).message);
    }
  }

  private scheduleExpiry(channel: JoinedChannel): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    const delay = Math.min(
      Math.max(channel.expiresAt - this.deps.ctx.now().getTime(), 0),
      MAX_EXPIRY_CHECK_MS,
    );
    channel.expiryTimer = setTimeout(() => {
      channel.expiryTimer = null;
      if (!channel.active) return;
      if (channel.expiresAt <= this.deps.ctx.now().getTime()) this.expireChannels();
      else this.scheduleExpiry(channel);
    }, delay);
    channel.expiryTimer.unref();
  }

  private drop(topic: string): void {
    const channel = this.channels.get(topic);
    if (!channel) return;
    channel.active = false;
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.expiryTimer = null;
    this.channels.delete(topic);
    this.deps.registry.remove(channel);
  }

  private closed(): void {
    this.open = false;
    for (const topic of [...this.channels.keys()]) this.drop(topic);
  }
}

/** The join's token: `access_token` (or legacy `user_token`), else the socket's apikey; `sb_` keys too. */
function joinToken(payload: Record<string, unknown>, apiKey: string): string {
  const given = payload.access_token ?? payload.user_token;
  if (typeof given !== 'string' || given === '' || given.startsWith('sb_')) return apiKey;
  return given;
}

function rawBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return data;
}
