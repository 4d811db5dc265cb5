// The user's profile of assumptions (issue 23): stored here at once and delivered through the outbox
// like every other change (docs/sync-rules.md S25), in a lane of its own (ASSUMPTIONS_LANE), so it never
// waits behind a conversation. The whole profile travels each time (a replace on the server, or a clear),
// so delivering an entry twice lands once. A profile saved again before its entry was delivered replaces
// the waiting entry's payload (the last one wins, one request); one saved while its entry is being
// delivered queues a second entry after it. A pulled profile never overwrites a change still waiting.

import {
  checkAssumptions,
  EMPTY_ASSUMPTIONS,
  type Assumptions,
  type AssumptionErrors,
  type AssumptionsRow,
} from '../../supabase/functions/_shared/assumptions.ts';
import type { AppDb, AssumptionsRecord, OutboxEntry } from './app-db.ts';
import { conversationOutbox, newOutboxEntry } from './outbox-repository.ts';
import { canonicalTimestamp, timestampFromMillis } from './timestamps.ts';
import { write } from './write.ts';

/** The outbox lane of profile changes: not a conversation id (those are UUIDs). */
export const ASSUMPTIONS_LANE = 'profile:assumptions';
/** The one record's key. */
export const ASSUMPTIONS_RECORD_ID = 'me';

type AssumptionsEntry = OutboxEntry & { kind: 'assumptions.put' };

/** A profile the form gave that does not pass the shared checks: nothing was stored. */
export class InvalidAssumptionsError extends Error {
  override readonly name = 'InvalidAssumptionsError';
  constructor(readonly errors: AssumptionErrors) {
    super(Object.values(errors)[0] ?? 'The profile is not valid.');
  }
}

/** The profile on this device (all fields null when never set or cleared). */
export async function readAssumptions(db: AppDb): Promise<AssumptionsRecord> {
  return (
    (await db.assumptions.get(ASSUMPTIONS_RECORD_ID)) ?? {
      id: ASSUMPTIONS_RECORD_ID,
      ...EMPTY_ASSUMPTIONS,
      updated_at: null,
      pending: false,
    }
  );
}

/**
 * Stores the profile (null: "Clear profile") and queues it for the server, in one transaction. Refuses
 * a profile with a bad field (InvalidAssumptionsError names each) and stores nothing then.
 */
export async function saveAssumptionsLocally(
  db: AppDb,
  input: { assumptions: Assumptions | null; now?: number },
): Promise<AssumptionsRecord> {
  let assumptions: Assumptions | null = null;
  if (input.assumptions !== null) {
    const checked = checkAssumptions(input.assumptions);
    if (!checked.ok) throw new InvalidAssumptionsError(checked.errors);
    assumptions = checked.value;
  }
  const now = input.now ?? Date.now();
  return write(db, [db.outbox, db.assumptions], async () => {
    const payload = { assumptions };
    const waiting = (await conversationOutbox(db, ASSUMPTIONS_LANE)).find(
      (entry) => entry.kind === 'assumptions.put' && entry.claimed_by === null,
    );
    if (waiting) await db.outbox.update(waiting.seq!, { payload });
    else
      await db.outbox.add(
        newOutboxEntry({ kind: 'assumptions.put', conversation_id: ASSUMPTIONS_LANE, payload }, now),
      );
    const record: AssumptionsRecord = {
      id: ASSUMPTIONS_RECORD_ID,
      ...(assumptions ?? EMPTY_ASSUMPTIONS),
      updated_at: timestampFromMillis(now),
      pending: true,
    };
    await db.assumptions.put(record);
    return record;
  });
}

async function othersWaiting(db: AppDb, entry: AssumptionsEntry): Promise<boolean> {
  return (await conversationOutbox(db, ASSUMPTIONS_LANE)).some((other) => other.seq !== entry.seq);
}

/** The server stored the entry's profile (or cleared it: null): the entry goes, and the record is the server's unless newer waits. */
export function completeAssumptionsEntry(
  db: AppDb,
  entry: AssumptionsEntry,
  row: AssumptionsRow | null,
): Promise<void> {
  return write(db, [db.outbox, db.assumptions], async () => {
    await db.outbox.delete(entry.seq!);
    if (await othersWaiting(db, entry)) return;
    await db.assumptions.put(recordOf(row));
  });
}

/**
 * The server refused the profile for good (a value the shared checks passed but the server did not: an
 * older client, a newer server): the entry goes and, unless a newer profile waits, the record stops
 * being pending, so that the pull that follows brings back whatever the server holds.
 */
export function refuseAssumptionsEntry(db: AppDb, entry: AssumptionsEntry): Promise<void> {
  return write(db, [db.outbox, db.assumptions], async () => {
    await db.outbox.delete(entry.seq!);
    if (await othersWaiting(db, entry)) return;
    await db.assumptions.update(ASSUMPTIONS_RECORD_ID, { pending: false });
  });
}

/** Applies the pulled profile (null: the server has none), unless a change of this device waits. */
export function applyServerAssumptions(db: AppDb, row: AssumptionsRow | null): Promise<void> {
  return write(db, [db.assumptions], async () => {
    const local = await db.assumptions.get(ASSUMPTIONS_RECORD_ID);
    if (local?.pending) return;
    await db.assumptions.put(recordOf(row));
  });
}

function recordOf(row: AssumptionsRow | null): AssumptionsRecord {
  if (!row) return { id: ASSUMPTIONS_RECORD_ID, ...EMPTY_ASSUMPTIONS, updated_at: null, pending: false };
  return {
    id: ASSUMPTIONS_RECORD_ID,
    location: row.location,
    budget: row.budget,
    down_payment_percent: row.down_payment_percent,
    down_payment_amount: row.down_payment_amount,
    credit_band: row.credit_band,
    role: row.role,
    updated_at: canonicalTimestamp(row.updated_at),
    pending: false,
  };
}
