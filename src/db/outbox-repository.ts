// The outbox: local changes waiting for the server, in the order they were made (docs/sync-rules.md
// S1–S4). Entries are removed only when the server has acknowledged them (in the same transaction
// that stores the acknowledgement) or when the server refused them for good; a failed attempt only
// pushes `next_attempt_at` back. A tab delivering an entry holds a lease on it (`claimed_by`,
// `claim_expires_at`) so that no other tab delivers it at the same time; a lease that runs out (the
// tab closed mid-stream) frees the entry for the leader.

import { Dexie } from 'dexie';
import type { AppDb, OutboxEntry, PendingFlags } from './app-db.ts';
import { write } from './write.ts';

type NewEntry<E extends OutboxEntry = OutboxEntry> = E extends OutboxEntry
  ? Omit<
      E,
      | 'seq'
      | 'attempts'
      | 'server_errors'
      | 'next_attempt_at'
      | 'claimed_by'
      | 'claim_expires_at'
      | 'last_error'
      | 'created_at'
    >
  : never;

export function newOutboxEntry(
  entry: NewEntry,
  now: number,
  claimedBy: string | null = null,
  leaseMs = 0,
): OutboxEntry {
  return {
    ...entry,
    attempts: 0,
    server_errors: 0,
    next_attempt_at: now,
    claimed_by: claimedBy,
    claim_expires_at: claimedBy ? now + leaseMs : 0,
    last_error: null,
    created_at: now,
  } as OutboxEntry;
}

/** Every entry in delivery order. */
export function listOutbox(db: AppDb): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}

/** One conversation's entries in delivery order. */
export function conversationOutbox(db: AppDb, conversationId: string): Promise<OutboxEntry[]> {
  return db.outbox
    .where('[conversation_id+seq]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .toArray();
}

/** The entry a conversation's lane must deliver next (S2: strictly in order per conversation). */
export function laneHead(db: AppDb, conversationId: string): Promise<OutboxEntry | undefined> {
  return db.outbox
    .where('[conversation_id+seq]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .first();
}

export function isClaimedByOther(entry: OutboxEntry, owner: string, now: number): boolean {
  return entry.claimed_by !== null && entry.claimed_by !== owner && entry.claim_expires_at > now;
}

/** Recomputes a conversation's `pending` flags from its remaining outbox entries. Call inside a write. */
export async function refreshPendingFlags(db: AppDb, conversationId: string): Promise<void> {
  const conversation = await db.conversations.get(conversationId);
  if (!conversation) return;
  const kinds = new Set((await conversationOutbox(db, conversationId)).map((e) => e.kind));
  const pending: PendingFlags = {
    create: kinds.has('conversation.create'),
    rename: kinds.has('conversation.rename'),
    update: kinds.has('conversation.update'),
    delete: kinds.has('conversation.delete'),
  };
  if (
    pending.create !== conversation.pending.create ||
    pending.rename !== conversation.pending.rename ||
    pending.update !== conversation.pending.update ||
    pending.delete !== conversation.pending.delete
  ) {
    await db.conversations.update(conversationId, { pending });
  }
}

/**
 * Takes the lease on an entry for `owner`, unless another owner holds an unexpired one. Returns the
 * claimed entry, or null when it is gone or someone else delivers it.
 */
export function claimOutboxEntry(
  db: AppDb,
  seq: number,
  owner: string,
  now: number,
  leaseMs: number,
  /** A tab known to be gone (S4): its unexpired lease is taken over. */
  takeOverFrom: string | null = null,
): Promise<OutboxEntry | null> {
  return write(db, [db.outbox], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return null;
    if (isClaimedByOther(entry, owner, now) && entry.claimed_by !== takeOverFrom) return null;
    const claimed = { ...entry, claimed_by: owner, claim_expires_at: now + leaseMs };
    await db.outbox.put(claimed);
    return claimed;
  });
}

/** Extends a held lease (a long stream). False when the lease was lost. */
export function renewClaim(
  db: AppDb,
  seq: number,
  owner: string,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  return write(db, [db.outbox], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.claimed_by !== owner) return false;
    await db.outbox.update(seq, { claim_expires_at: now + leaseMs });
    return true;
  });
}

export interface ReleaseOptions {
  /** When the entry may be tried again (epoch ms). */
  nextAttemptAt: number;
  error?: string | null;
  /** Counts the attempt (drives the back-off); false for pauses such as an expired session. */
  countAttempt: boolean;
  /** The server answered 5xx (bounded, see the engine). */
  serverError?: boolean;
}

/** Gives the lease back after a failed attempt; the entry stays for a later one. */
export function releaseOutboxEntry(
  db: AppDb,
  seq: number,
  owner: string,
  options: ReleaseOptions,
): Promise<void> {
  return write(db, [db.outbox], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || (entry.claimed_by !== null && entry.claimed_by !== owner)) return;
    await db.outbox.update(seq, {
      claimed_by: null,
      claim_expires_at: 0,
      next_attempt_at: options.nextAttemptAt,
      attempts: entry.attempts + (options.countAttempt ? 1 : 0),
      server_errors: entry.server_errors + (options.serverError ? 1 : 0),
      last_error: options.error === undefined ? entry.last_error : options.error,
    });
  });
}

/** Makes every unclaimed entry due now (back online, focus: S3). */
export function makeOutboxDue(db: AppDb, now: number): Promise<void> {
  return write(db, [db.outbox], async () => {
    await db.outbox
      .filter((e) => e.next_attempt_at > now && e.claimed_by === null)
      .modify({ next_attempt_at: now });
  });
}

/** Removes an entry the server acknowledged or refused for good, and updates the conversation's flags. */
export function removeOutboxEntry(db: AppDb, seq: number): Promise<void> {
  return write(db, [db.outbox, db.conversations], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    await db.outbox.delete(seq);
    await refreshPendingFlags(db, entry.conversation_id);
  });
}
