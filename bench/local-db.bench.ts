// Benchmarks of the local database (wired into `npm run bench`): how long the chat pane waits for a
// long conversation, and how long a sync batch holds the database. They run on fake-indexeddb in
// Node, which is slower than a browser's IndexedDB, so the numbers are an upper bound for trends, not
// a promise about Chrome.

import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { MessageRow } from '../supabase/functions/_shared/protocol.ts';
import { AppDb } from '../src/db/app-db.ts';
import { applyServerConversations } from '../src/db/conversation-repository.ts';
import { liveMessages } from '../src/db/live-queries.ts';
import { applyServerMessages } from '../src/db/message-repository.ts';

export interface BenchResult {
  name: string;
  /** Runs measured (after one warm-up). */
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

const USER = 'bench-user';
const CONVERSATION = '00000000-0000-4000-8000-000000000001';

function rows(count: number, conversationId = CONVERSATION): MessageRow[] {
  const start = Date.parse('2026-01-01T00:00:00Z');
  return Array.from({ length: count }, (_, i) => {
    const role = i % 2 === 0 ? 'user' : 'assistant';
    const text =
      role === 'user'
        ? `Question ${i}: what is the cap rate of a $${300 + i}k duplex renting for $${2000 + i} a month?`
        : `Answer ${i}: with a net operating income of $${(18 + (i % 9)) * 1000} the cap rate is about ${(5 + (i % 4)).toFixed(1)}%. `.repeat(
            4,
          );
    const at = new Date(start + i * 1500).toISOString().replace('Z', '+00:00');
    return {
      id: crypto.randomUUID(),
      conversation_id: conversationId,
      user_id: USER,
      client_msg_id: `msg-${conversationId.slice(-4)}-${i}`,
      role,
      content_text: text,
      content_json: [{ type: 'text', text }],
      trace_types: role === 'assistant' ? ['completion'] : [],
      in_reply_to: role === 'assistant' ? `msg-${conversationId.slice(-4)}-${i - 1}` : null,
      status: 'complete',
      created_at: at,
      updated_at: at,
    };
  });
}

async function freshDb(): Promise<AppDb> {
  const db = new AppDb(USER, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.open();
  await applyServerConversations(db, [
    {
      id: CONVERSATION,
      user_id: USER,
      title: 'Bench',
      created_at: '2026-01-01T00:00:00+00:00',
      last_activity_at: '2026-01-01T00:00:00+00:00',
      updated_at: '2026-01-01T00:00:00+00:00',
      deleted_at: null,
    },
  ]);
  return db;
}

function summarize(name: string, samples: number[]): BenchResult {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    runs: samples.length,
    medianMs: round(sorted[Math.floor(sorted.length / 2)]!),
    minMs: round(sorted[0]!),
    maxMs: round(sorted.at(-1)!),
  };
}

/** Time to read a conversation of `messages` messages, in order, as the chat pane's live query does. */
export async function benchLoadConversation(
  options: { messages?: number; runs?: number } = {},
): Promise<BenchResult> {
  const count = options.messages ?? 1000;
  const db = await freshDb();
  await applyServerMessages(db, rows(count));
  const query = liveMessages(db, CONVERSATION);
  const samples: number[] = [];
  await query(); // warm-up
  for (let i = 0; i < (options.runs ?? 10); i++) {
    const started = performance.now();
    const list = await query();
    samples.push(performance.now() - started);
    if (list.length !== count) throw new Error(`expected ${count} messages, read ${list.length}`);
  }
  db.close();
  return summarize(`load a ${count}-message conversation`, samples);
}

/** Time to apply one sync batch of `rows` new message rows (one transaction), on a fresh database each run. */
export async function benchApplySyncBatch(
  options: { rows?: number; runs?: number } = {},
): Promise<BenchResult> {
  const count = options.rows ?? 1000;
  const samples: number[] = [];
  const runs = options.runs ?? 5;
  for (let i = 0; i <= runs; i++) {
    const db = await freshDb();
    const batch = rows(count);
    const started = performance.now();
    const changed = await applyServerMessages(db, batch);
    const elapsed = performance.now() - started;
    db.close();
    if (changed !== count) throw new Error(`expected ${count} changes, got ${changed}`);
    if (i > 0) samples.push(elapsed); // the first run warms up
  }
  return summarize(`apply a ${count}-row sync batch`, samples);
}

/** Time to apply the same batch again (a pull overlapping realtime): every row is a no-op. */
export async function benchReapplySyncBatch(
  options: { rows?: number; runs?: number } = {},
): Promise<BenchResult> {
  const count = options.rows ?? 1000;
  const db = await freshDb();
  const batch = rows(count);
  await applyServerMessages(db, batch);
  const samples: number[] = [];
  for (let i = 0; i < (options.runs ?? 5); i++) {
    const started = performance.now();
    await applyServerMessages(db, batch);
    samples.push(performance.now() - started);
  }
  db.close();
  return summarize(`re-apply the same ${count}-row batch`, samples);
}

export async function runLocalDbBenchmarks(): Promise<BenchResult[]> {
  return [await benchLoadConversation(), await benchApplySyncBatch(), await benchReapplySyncBatch()];
}

export function formatBenchResult(result: BenchResult): string {
  return `${result.name}: median ${result.medianMs} ms (min ${result.minMs}, max ${result.maxMs}, ${result.runs} runs, fake-indexeddb)`;
}
