// Beyond Supabase: an access token is only as good as its session, on every service. A signed-out,
// revoked or replaced session (its row gone from auth.sessions) makes its access tokens stop working
// on REST, functions and realtime at once, not when they expire up to an hour later.
//
// Each check is one indexed lookup by the token's session_id, remembered for a few seconds so that a
// burst of requests costs one query. Sessions end only through the auth service of this process, which
// calls `changed()` after every state-changing request: the memory is dropped and realtime re-checks
// its channels, so "at once" holds within this process; the cache only bounds the cost of reads.
import type { Database } from '../database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const SESSION_CHECK_TTL_MS = 5_000;
export const RECHECK_COALESCE_MS = 50;

export class SessionCheck {
  private readonly remembered = new Map<string, { alive: boolean; checkedAt: number }>();
  private readonly listeners = new Set<() => void>();
  private notifyPending = false;

  constructor(
    private readonly db: Database,
    private readonly ttlMs = SESSION_CHECK_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Whether the claims' session still exists for their user. Tokens without a session (the anon and
   * service-role keys, hand-made service tokens) have nothing to revoke and pass.
   */
  async isAlive(claims: Record<string, unknown>): Promise<boolean> {
    const sessionId = claims.session_id;
    if (sessionId === undefined || sessionId === null) return true;
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return false;
    if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) return false;
    const key = `${sessionId}:${claims.sub}`;
    const now = this.clock();
    const known = this.remembered.get(key);
    if (known && now - known.checkedAt < this.ttlMs) return known.alive;
    const { rows } = await this.db.query<{ alive: boolean }>(
      'select exists(select 1 from auth.sessions where id = $1 and user_id = $2) as alive',
      [sessionId, claims.sub],
    );
    const alive = rows[0]?.alive === true;
    if (this.remembered.size > 10_000) this.remembered.clear();
    this.remembered.set(key, { alive, checkedAt: now });
    return alive;
  }

  /**
   * Sessions may have ended: forget every remembered answer at once, and tell the listeners
   * (realtime re-checks its channels) once per burst: many sign-outs within RECHECK_COALESCE_MS
   * cost one round of re-checks.
   */
  changed(): void {
    this.remembered.clear();
    if (this.notifyPending) return;
    this.notifyPending = true;
    setTimeout(() => {
      this.notifyPending = false;
      for (const listener of this.listeners) listener();
    }, RECHECK_COALESCE_MS);
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
