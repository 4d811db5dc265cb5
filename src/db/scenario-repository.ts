// Scenario writes (issue 22 §3, docs/sync-rules.md S24): an adjusted calculation card kept under a name
// in its conversation, stored here at once and delivered through the conversation's outbox lane like
// every other change. A save and a rename are the same idempotent PUT of the whole scenario under the
// id chosen here, so a retry stores it once; a rename while that PUT still waits changes the waiting
// payload (one request). A delete removes the scenario here at once and queues the delete, unless the
// server never had it. Pulled rows never overwrite a change still waiting here.

import { parseCalculationResult } from '../../supabase/functions/_shared/calculation-result.ts';
import type { ScenarioRow } from '../../supabase/functions/_shared/scenario.ts';
import { isValidTitle, normalizeTitle } from '../lib/conversation-title.ts';
import type { AppDb, OutboxEntry, ScenarioRecord } from './app-db.ts';
import { readMeta } from './conversation-repository.ts';
import { conversationOutbox, newOutboxEntry } from './outbox-repository.ts';
import { canonicalTimestamp, timestampFromMillis } from './timestamps.ts';
import { LocalWriteError, write } from './write.ts';
import type { CalculationResult } from '../../supabase/functions/_shared/calculation-result.ts';

/** The server cursor of `GET conversations/scenarios?since=`. */
export const SCENARIOS_CURSOR_KEY = 'scenarios-cursor';

type ScenarioEntry = OutboxEntry & { kind: 'scenario.put' | 'scenario.delete' };
type PutEntry = OutboxEntry & { kind: 'scenario.put' };

const isScenarioEntry = (entry: OutboxEntry): entry is ScenarioEntry =>
  entry.kind === 'scenario.put' || entry.kind === 'scenario.delete';

const isEntryFor =
  (scenarioId: string) =>
  (entry: OutboxEntry): entry is ScenarioEntry =>
    isScenarioEntry(entry) && entry.payload.scenario_id === scenarioId;

/** A scenario's name by the conversation title's rules (1 to 40 characters, trimmed). */
function checkedName(name: string): string {
  if (!isValidTitle(name)) throw new LocalWriteError('invalid-name');
  return normalizeTitle(name);
}

export interface SaveScenarioInput {
  conversationId: string;
  /** The reply whose card is saved. */
  messageId: string | null;
  name: string;
  /** The card as adjusted: inputs with their values and sources, and the outputs for them. */
  calculation: CalculationResult;
  /** Chosen here by default; the server keeps it. */
  id?: string;
  now?: number;
}

/** Keeps an adjusted card under a name and queues it for the server, in one transaction. */
export async function saveScenarioLocally(db: AppDb, input: SaveScenarioInput): Promise<ScenarioRecord> {
  const name = checkedName(input.name);
  const calculation = parseCalculationResult(input.calculation);
  if (!calculation) throw new LocalWriteError('invalid-calculation');
  const now = input.now ?? Date.now();
  return write(db, [db.conversations, db.outbox, db.scenarios], async () => {
    const conversation = await db.conversations.get(input.conversationId);
    if (!conversation || conversation.deleted_at) throw new LocalWriteError('conversation-not-found');
    const at = timestampFromMillis(now);
    const record: ScenarioRecord = {
      id: input.id ?? crypto.randomUUID(),
      conversation_id: conversation.id,
      message_id: input.messageId,
      name,
      calculation,
      created_at: at,
      updated_at: at,
      pending: true,
      synced: false,
    };
    await db.scenarios.add(record);
    await db.outbox.add(newOutboxEntry(putEntryOf(record), now));
    return record;
  });
}

function putEntryOf(record: ScenarioRecord) {
  return {
    kind: 'scenario.put' as const,
    conversation_id: record.conversation_id,
    payload: {
      scenario_id: record.id,
      name: record.name,
      message_id: record.message_id,
      calculation: record.calculation,
    },
  };
}

/** Renames a scenario here at once and queues the rename (folded into a save that still waits). */
export async function renameScenarioLocally(
  db: AppDb,
  input: { id: string; name: string; now?: number },
): Promise<ScenarioRecord> {
  const name = checkedName(input.name);
  const now = input.now ?? Date.now();
  return write(db, [db.outbox, db.scenarios], async () => {
    const current = await db.scenarios.get(input.id);
    if (!current) throw new LocalWriteError('scenario-not-found');
    const record: ScenarioRecord = { ...current, name, updated_at: timestampFromMillis(now), pending: true };
    await db.scenarios.put(record);
    const waiting = (await conversationOutbox(db, record.conversation_id))
      .filter(isEntryFor(record.id))
      .find((entry): entry is PutEntry => entry.kind === 'scenario.put' && entry.claimed_by === null);
    if (waiting) await db.outbox.update(waiting.seq!, { payload: { ...waiting.payload, name } });
    else await db.outbox.add(newOutboxEntry(putEntryOf(record), now));
    return record;
  });
}

/**
 * Deletes a scenario here at once. Saves and renames still waiting for it go; the delete is queued
 * unless the server never had it (nothing of it was ever delivered or is being delivered).
 */
export function deleteScenarioLocally(db: AppDb, input: { id: string; now?: number }): Promise<void> {
  const now = input.now ?? Date.now();
  return write(db, [db.outbox, db.scenarios], async () => {
    const record = await db.scenarios.get(input.id);
    if (!record) return;
    const entries = (await conversationOutbox(db, record.conversation_id)).filter(isEntryFor(record.id));
    const waiting = entries.filter((entry) => entry.claimed_by === null && entry.kind === 'scenario.put');
    await db.outbox.bulkDelete(waiting.map((entry) => entry.seq!));
    await db.scenarios.delete(record.id);
    const reachedServer =
      record.synced || waiting.some((entry) => entry.attempts > 0) || entries.length > waiting.length;
    if (!reachedServer) return;
    await db.outbox.add(
      newOutboxEntry(
        {
          kind: 'scenario.delete',
          conversation_id: record.conversation_id,
          payload: { scenario_id: record.id },
        },
        now,
      ),
    );
  });
}

async function othersWaiting(db: AppDb, entry: ScenarioEntry): Promise<boolean> {
  return (await conversationOutbox(db, entry.conversation_id)).some(
    (other) => other.seq !== entry.seq && isEntryFor(entry.payload.scenario_id)(other),
  );
}

/** The server stored the entry's scenario: the entry goes, and the row is the server's unless newer waits. */
export function completeScenarioEntry(
  db: AppDb,
  entry: ScenarioEntry,
  row: ScenarioRow | null,
): Promise<void> {
  return write(db, [db.outbox, db.scenarios], async () => {
    await db.outbox.delete(entry.seq!);
    if (entry.kind === 'scenario.delete' || !row) return;
    const local = await db.scenarios.get(row.id);
    // Deleted here meanwhile: its delete is queued, nothing to bring back.
    if (!local) return;
    if (await othersWaiting(db, entry)) {
      await db.scenarios.update(row.id, { synced: true });
      return;
    }
    const record = recordOf(row);
    if (record) await db.scenarios.put(record);
  });
}

/**
 * The server refused the change for good. A refused delete (404: already gone) reached its goal. A
 * refused save or rename (the conversation or the scenario was deleted elsewhere, or the server would
 * not keep it) goes with the local scenario unless a newer change waits, and the scenario cursor
 * restarts so the next pull brings back whatever the server holds.
 */
export function refuseScenarioEntry(db: AppDb, entry: ScenarioEntry): Promise<void> {
  return write(db, [db.outbox, db.scenarios, db.meta], async () => {
    await db.outbox.delete(entry.seq!);
    if (entry.kind === 'scenario.delete' || (await othersWaiting(db, entry))) return;
    await db.scenarios.delete(entry.payload.scenario_id);
    await db.meta.put({ key: SCENARIOS_CURSOR_KEY, value: '' });
  });
}

/** Applies pulled or realtime rows (a change waiting here wins) and stores the page's cursor with them. */
export function applyServerScenarios(
  db: AppDb,
  rows: readonly ScenarioRow[],
  options: { cursor?: string } = {},
): Promise<void> {
  return write(db, [db.outbox, db.scenarios, db.meta], async () => {
    if (rows.length) {
      const waiting = new Set(
        (await db.outbox.toArray()).filter(isScenarioEntry).map((entry) => entry.payload.scenario_id),
      );
      const locals = await db.scenarios.bulkGet(rows.map((row) => row.id));
      for (const [i, row] of rows.entries()) {
        // A change waiting here wins; an older row (a late realtime event) changes nothing.
        if (waiting.has(row.id)) continue;
        const local = locals[i];
        if (local && local.updated_at > canonicalTimestamp(row.updated_at)) continue;
        const record = recordOf(row);
        if (record) await db.scenarios.put(record);
        else await db.scenarios.delete(row.id);
      }
    }
    if (options.cursor !== undefined) await db.meta.put({ key: SCENARIOS_CURSOR_KEY, value: options.cursor });
  });
}

export function readScenariosCursor(db: AppDb): Promise<string> {
  return readMeta<string>(db, SCENARIOS_CURSOR_KEY).then((cursor) => cursor ?? '');
}

/** The record of a live server row, or null for a tombstone (or a card this app cannot read). */
function recordOf(row: ScenarioRow): ScenarioRecord | null {
  const calculation = row.deleted_at ? null : parseCalculationResult(row.calculation);
  if (!calculation || !row.name) return null;
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    message_id: row.message_client_msg_id,
    name: row.name,
    calculation,
    created_at: canonicalTimestamp(row.created_at),
    updated_at: canonicalTimestamp(row.updated_at),
    pending: false,
    synced: true,
  };
}
