// A joined channel (one `realtime:<name>` topic of one socket) and the registry of all of them, which
// the change delivery walks. A channel is plain state; the socket session that owns it does the
// protocol (replies, closing) and the delivery does the fan-out.
import type { Claims } from '../database.ts';
import { identityKey } from './authoriser.ts';
import type { PostgresBinding } from './bindings.ts';
import type { Frame } from './frames.ts';

/** What a channel needs from the socket that owns it. */
export interface ChannelOwner {
  send(frame: Frame): void;
  /** Ends the channel from the server side with a `system` error (token expired, ...). */
  shutdown(channel: JoinedChannel, message: string): void;
}

export class JoinedChannel {
  /** False once left, replaced, shut down or its socket closed: nothing is sent for it any more. */
  active = true;
  token: string;
  claims: Claims;
  /** epoch ms of the token's `exp` */
  expiresAt: number;
  /** Channels with the same identity share one RLS check per change (see authoriser.ts). */
  identity: string;
  expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly owner: ChannelOwner,
    readonly topic: string,
    readonly joinRef: string | null,
    identity: { token: string; claims: Claims; expiresAt: number },
    readonly bindings: readonly PostgresBinding[],
    readonly ackBroadcast: boolean,
  ) {
    this.token = identity.token;
    this.claims = identity.claims;
    this.expiresAt = identity.expiresAt;
    this.identity = identityKey(identity.claims);
  }

  /** The channel name without `realtime:`, as Realtime puts it in `system` messages. */
  get name(): string {
    return this.topic.slice('realtime:'.length);
  }

  setIdentity(identity: { token: string; claims: Claims; expiresAt: number }): void {
    this.token = identity.token;
    this.claims = identity.claims;
    this.expiresAt = identity.expiresAt;
    this.identity = identityKey(identity.claims);
  }
}

export class ChannelRegistry {
  private readonly all = new Set<JoinedChannel>();

  add(channel: JoinedChannel): void {
    this.all.add(channel);
  }

  remove(channel: JoinedChannel): void {
    this.all.delete(channel);
  }

  /** Every active channel (a snapshot). */
  active(): JoinedChannel[] {
    return [...this.all].filter((c) => c.active);
  }

  /** Channels with at least one postgres_changes binding, in join order (a snapshot). */
  listening(): JoinedChannel[] {
    return [...this.all].filter((c) => c.active && c.bindings.length > 0);
  }

  get size(): number {
    return this.all.size;
  }
}
