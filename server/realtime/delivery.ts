// Fan-out of committed row changes to the channels that listen for them.
//
// For each change: find the channels with a matching binding (schema, table, event, filter), close
// the ones whose token has expired or whose session ended, check that each subscriber may see the row
// (for a DELETE: could see it just before — Supabase does not check DELETEs at all; the event still
// carries only the primary key unless the table has REPLICA IDENTITY FULL), then send ONE frame per
// channel listing every matching binding id.
//
// The change feed awaits this per change, in commit order, so frames of one channel keep commit order.
//
// The frame carries the committed values (`record` / `old_record` as captured), like Realtime, which
// sends the WAL tuple after its RLS check; re-reading the row would let a later commit's values
// leak into an earlier event (an INSERT showing the values of a following UPDATE).
import type { Claims } from '../database.ts';
import { SESSION_ENDED, type Authoriser, type Visibility } from './authoriser.ts';
import { matchingIds } from './bindings.ts';
import type { RowChange } from './change-feed.ts';
import type { ChannelRegistry, JoinedChannel } from './channels.ts';

interface Target {
  channel: JoinedChannel;
  ids: number[];
  /** The identity at selection time: an access_token swap during the RLS check does not mix them. */
  identity: string;
}

export class ChangeDelivery {
  constructor(
    private readonly registry: ChannelRegistry,
    private readonly authoriser: Authoriser,
    private readonly now: () => Date,
  ) {}

  async deliver(change: RowChange): Promise<void> {
    const nowMs = this.now().getTime();
    const targets: Target[] = [];
    for (const channel of this.registry.listening()) {
      const ids = matchingIds(channel.bindings, change);
      if (ids.length === 0) continue;
      if (channel.expiresAt <= nowMs) {
        channel.owner.shutdown(channel, this.authoriser.expired(channel.expiresAt).message);
        continue;
      }
      targets.push({ channel, ids, identity: channel.identity });
    }
    if (targets.length === 0) return;
    await this.dropEndedSessions(targets);
    if (targets.length === 0) return;

    const base = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
      columns: change.columns,
    };

    const identities = new Map<string, Claims>();
    for (const t of targets) if (!identities.has(t.identity)) identities.set(t.identity, t.channel.claims);

    if (change.type === 'DELETE') {
      const could = await this.authoriser.deletedVisibility(change, identities);
      const data = { ...base, old_record: change.old_record ?? {}, errors: null };
      const unchecked = { ...data, errors: ['Error 400: Bad Request, no primary key'] };
      for (const t of targets) {
        const seen = could.get(t.identity) ?? 'hidden';
        if (seen === 'visible') this.send(t, data);
        else if (seen === 'no_primary_key') this.send(t, unchecked);
      }
      return;
    }

    // An INSERT or UPDATE carries the whole committed row or is not sent: a client merges what it gets.
    if (!carriesWholeRow(change)) {
      console.warn(
        `realtime: ${change.type} on ${change.schema}.${change.table} without its whole row, not sent`,
      );
      return;
    }
    const visibility = await this.authoriser.visibility(change, identities);

    const visible = {
      ...base,
      record: change.record,
      ...(change.type === 'UPDATE' ? { old_record: change.old_record ?? {} } : {}),
      errors: null,
    };
    // Realtime's answer for a table it cannot check: the event, with the error and without the row.
    const unchecked = { ...base, record: {}, errors: ['Error 400: Bad Request, no primary key'] };
    for (const t of targets) {
      const seen: Visibility = visibility.get(t.identity) ?? 'hidden';
      if (seen === 'visible') this.send(t, visible);
      else if (seen === 'no_primary_key') this.send(t, unchecked);
    }
  }

  /**
   * A change committed after a sign-out must not reach that session's channels, even before the
   * re-check that sign-out triggers has shut them down (the answer is cached for seconds at most).
   */
  private async dropEndedSessions(targets: Target[]): Promise<void> {
    const alive = new Map<string, boolean>();
    for (const t of targets) {
      if (!alive.has(t.identity)) alive.set(t.identity, await this.authoriser.sessionAlive(t.channel.claims));
    }
    for (let i = targets.length - 1; i >= 0; i--) {
      const t = targets[i]!;
      if (alive.get(t.identity)) continue;
      targets.splice(i, 1);
      t.channel.owner.shutdown(t.channel, SESSION_ENDED.message);
    }
  }

  private send(target: Target, data: Record<string, unknown>): void {
    const { channel, ids } = target;
    if (!channel.active) return; // left or replaced while the RLS check ran
    // Fastlane shape [null, null, topic, ...]: a null join_ref is accepted by the client whatever
    // its current join ref is.
    channel.owner.send({
      joinRef: null,
      ref: null,
      topic: channel.topic,
      event: 'postgres_changes',
      payload: { ids, data },
    });
  }
}

/** The captured row has every column of its table (tables without a primary key are answered apart). */
export function carriesWholeRow(change: RowChange): boolean {
  const { record } = change;
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return false;
  return change.columns.every((column) => column.name in record);
}
