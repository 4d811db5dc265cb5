// A reply is marked interrupted only when its writer is gone (issue 21 §2). While a reply is written,
// its process saves progress at least every 10 s (PROGRESS_HEARTBEAT_MS): the progress row's
// `updated_at` is the writer's lease. Who may decide that a writer is gone:
// - On the embedded database, the process that starts: the DATA_DIR lock proves that no other process
//   writes, so everything still generating belongs to a process that died (lease 0).
// - On a shared PostgreSQL server, nobody by starting: other processes' replies are alive. A row is
//   abandoned once its lease lapses (REPLY_LEASE_SECONDS, the same 30 s rule the conversation service
//   applies when a turn is retried), and every process sweeps for such rows every few seconds, so a
//   reply whose process was killed is marked interrupted by the survivors about 30 s later.
import type { Database } from './database.ts';

/** A progress row not saved for this long belongs to a writer that is gone. */
export const REPLY_LEASE_SECONDS = 30;
const SWEEP_EVERY_MS = 5_000;

/** Marks abandoned replies interrupted; returns how many. `exclusive`: no other process can write. */
export async function interruptAbandonedReplies(db: Database, exclusive: boolean): Promise<number> {
  const lease = exclusive ? 0 : REPLY_LEASE_SECONDS;
  const { rows } = await db.query<{ n: number }>(
    `select public.interrupt_stale_replies(make_interval(secs => $1)) as n`,
    [lease],
  );
  return rows[0]!.n;
}

/** Sweeps for lapsed leases on a shared database until stopped. */
export function sweepAbandonedReplies(db: Database, everyMs = SWEEP_EVERY_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = interruptAbandonedReplies(db, false).catch((error: unknown) =>
      console.error('marking abandoned replies failed', error),
    );
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
