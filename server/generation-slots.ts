// The per-user generation limits (supabase/functions/_shared/generation-limits.ts: 2 at once, 30 a
// minute) counted in a PostgreSQL server that several stack processes share, so that the numbers hold
// across them (issue 21 §1). Each admitted generation is a row of _hearth.generation_slots; a user's
// admissions are serialised by a transaction-level advisory lock on the user, so two processes
// admitting at the same moment cannot both take the last slot. A slot is running until released or
// until its lease lapses — its process renews `heartbeat_at` every few seconds, so the slots of a
// killed process stop counting after REPLY_LEASE_SECONDS, as its replies become interrupted.
import type { Database } from './database.ts';
import { REPLY_LEASE_SECONDS } from './abandoned-replies.ts';
import {
  REFUSE_CONCURRENT,
  type Admission,
  type GenerationLimiter,
  type GenerationLimitsConfig,
  type Refusal,
} from '../supabase/functions/_shared/generation-limits.ts';

const HEARTBEAT_EVERY_MS = 5_000;
const WINDOW_SECONDS = 60;

interface Counts {
  running: number;
  recent: number;
  /** Seconds until the oldest start of the last minute leaves the window. */
  oldest_leaves_in: number | null;
}

export class SharedGenerationLimits implements GenerationLimiter {
  /** Slots this process holds, renewed together. */
  private readonly held = new Set<string>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly db: Database,
    private readonly config: GenerationLimitsConfig,
  ) {
    this.timer = setInterval(() => void this.renew(), HEARTBEAT_EVERY_MS);
    this.timer.unref();
  }

  async refusal(userId: string): Promise<Refusal | null> {
    if (!this.config.enabled) return null;
    return this.judge(await this.count(this.db, userId));
  }

  async admit(userId: string): Promise<Admission> {
    if (!this.config.enabled) return { ok: true, release: () => undefined };
    const outcome = await this.db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('hearth-generation:' || $1))`, [userId]);
      const refused = this.judge(await this.count(tx, userId));
      if (refused) return refused;
      const { rows } = await tx.query<{ id: string }>(
        `insert into _hearth.generation_slots (user_id) values ($1) returning id`,
        [userId],
      );
      return rows[0]!.id;
    });
    if (typeof outcome !== 'string') return outcome;
    this.held.add(outcome);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.held.delete(outcome);
        this.db
          .query(`update _hearth.generation_slots set released_at = now() where id = $1`, [outcome])
          .catch((error: unknown) => console.error('releasing a generation slot failed', error));
      },
    };
  }

  close(): void {
    clearInterval(this.timer);
  }

  private judge(counts: Counts): Refusal | null {
    if (counts.running >= this.config.maxConcurrent) return REFUSE_CONCURRENT;
    if (counts.recent >= this.config.perMinute) {
      return {
        ok: false,
        reason: 'rate',
        retryAfterSeconds: Math.max(1, Math.ceil(counts.oldest_leaves_in ?? WINDOW_SECONDS)),
      };
    }
    return null;
  }

  private async count(db: Pick<Database, 'query'>, userId: string): Promise<Counts> {
    const { rows } = await db.query<Counts>(
      `select count(*) filter (where released_at is null
                                 and heartbeat_at > now() - make_interval(secs => $2))::int as running,
              count(*) filter (where started_at > now() - make_interval(secs => $3))::int as recent,
              extract(epoch from min(started_at) filter (where started_at > now() - make_interval(secs => $3))
                                 + make_interval(secs => $3) - now())::float8 as oldest_leaves_in
         from _hearth.generation_slots
        where user_id = $1 and started_at > now() - interval '1 day'`,
      [userId, REPLY_LEASE_SECONDS, WINDOW_SECONDS],
    );
    return rows[0]!;
  }

  /** Renews this process's leases, and forgets slots nobody counts any more. */
  private async renew(): Promise<void> {
    try {
      if (this.held.size > 0) {
        await this.db.query(
          `update _hearth.generation_slots set heartbeat_at = now() where id = any($1::uuid[])`,
          [[...this.held]],
        );
      }
      await this.db.query(
        `delete from _hearth.generation_slots
          where started_at < now() - make_interval(secs => $1)
            and (released_at is not null or heartbeat_at < now() - make_interval(secs => $2))`,
        [WINDOW_SECONDS, REPLY_LEASE_SECONDS],
      );
    } catch (error) {
      console.error('renewing generation slots failed', error);
    }
  }
}
