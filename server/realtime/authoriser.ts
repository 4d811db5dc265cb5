// Who a channel listens as, and what that identity may see.
//
// Tokens: a join's `access_token` (or the socket's apikey) must be an HS256 JWT of this stack with
// `role` and `exp`, exactly what Realtime requires. Refusals carry Realtime's own wording
// ("InvalidJWTToken: Token has expired 3 seconds ago", ...) so client logs read the same on both.
//
// Visibility: Postgres decides, never TypeScript. For INSERT/UPDATE the changed row is looked up by
// primary key as the subscriber (role + claims, so RLS applies) — the same check Realtime's walrus
// runs. One transaction per (change, distinct identity): every channel of the same user shares it.
// A deleted row cannot be looked up, and Supabase sends DELETEs to every subscriber of the table; here
// the deleted row is put back inside a transaction that is always rolled back (triggers off, so
// nothing is captured and no foreign key is checked) and looked up as each subscriber there.
import { decodeJwt } from 'jose';
import type { StackContext } from '../context.ts';
import { asRole, rolledBack, type Claims } from '../database.ts';
import { verifyJwt } from '../jwt.ts';
import { quoteIdent, type RowChange } from './change-feed.ts';

export type TokenCheck =
  | { ok: true; claims: Claims; /** epoch ms */ expiresAt: number }
  | { ok: false; code: string; message: string };

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

export const SESSION_ENDED = {
  ok: false,
  code: 'InvalidJWTToken',
  message: 'Token session has ended (signed out or revoked)',
} as const satisfies TokenCheck;

export type Visibility = 'visible' | 'hidden' | 'no_primary_key';

export class Authoriser {
  constructor(private readonly ctx: StackContext) {}

  async verify(token: string): Promise<TokenCheck> {
    const result = await verifyJwt(token, this.ctx.keys.jwtSecret);
    if (!result.ok) return this.refusal(token, result.reason);
    const { claims } = result;
    const expiresAt = (claims.exp as number) * 1000;
    // verifyJwt judged `exp` by the wall clock; the stack's clock (ctx.now, injectable) has the last word.
    if (expiresAt <= this.ctx.now().getTime()) return this.expired(expiresAt);
    if (!ROLES.has(claims.role)) {
      return {
        ok: false,
        code: 'Unauthorized',
        message: `Role "${claims.role}" is not allowed to subscribe`,
      };
    }
    if (!(await this.ctx.sessions.isAlive(claims))) return SESSION_ENDED;
    return { ok: true, claims, expiresAt };
  }

  /** Whether a verified identity's session still exists (it ends on sign-out or revocation). */
  sessionAlive(claims: Claims): Promise<boolean> {
    return this.ctx.sessions.isAlive(claims);
  }

  /** The refusal once a verified token's `exp` has passed (join, access_token, or while subscribed). */
  expired(expiresAt: number): TokenCheck & { ok: false } {
    const ago = Math.max(0, Math.floor((this.ctx.now().getTime() - expiresAt) / 1000));
    return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${ago} seconds ago` };
  }

  /**
   * Can each identity see the changed row? Keys of `identities` are identity keys (identityKey()).
   * service_role bypasses RLS in Supabase (BYPASSRLS), so it needs no query.
   */
  async visibility(change: RowChange, identities: Map<string, Claims>): Promise<Map<string, Visibility>> {
    const out = new Map<string, Visibility>();
    if (change.primaryKey.length === 0) {
      for (const key of identities.keys()) out.set(key, 'no_primary_key');
      return out;
    }
    const target = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    const on = change.primaryKey.map((c) => `t.${quoteIdent(c)} = k.${quoteIdent(c)}`).join(' and ');
    // jsonb_populate_record turns the key back into the column types, so any key type compares exactly.
    const sql = `select 1 as visible from ${target} t, jsonb_populate_record(null::${target}, $1::jsonb) k where ${on} limit 1`;
    const key = JSON.stringify(
      Object.fromEntries(change.primaryKey.map((c) => [c, change.record?.[c] ?? null])),
    );
    for (const [id, claims] of identities) {
      if (claims.role === 'service_role') {
        out.set(id, 'visible');
        continue;
      }
      try {
        const { rows } = await asRole(this.ctx.db, claims, (tx) => tx.query(sql, [key]));
        out.set(id, rows.length > 0 ? 'visible' : 'hidden');
      } catch (error) {
        // e.g. the role lacks SELECT on the table: it may not see the row.
        console.warn(
          `realtime: visibility check on ${target} as ${claims.role} failed:`,
          (error as Error).message,
        );
        out.set(id, 'hidden');
      }
    }
    return out;
  }

  /** As visibility(), for a DELETE: could each identity see the row just before it went? */
  async deletedVisibility(
    change: RowChange,
    identities: Map<string, Claims>,
  ): Promise<Map<string, Visibility>> {
    const out = new Map<string, Visibility>();
    if (change.primaryKey.length === 0) {
      for (const key of identities.keys()) out.set(key, 'no_primary_key');
      return out;
    }
    for (const key of identities.keys()) out.set(key, 'hidden');
    if (!change.deletedRow) return out;
    const target = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    const on = change.primaryKey.map((c) => `t.${quoteIdent(c)} = k.${quoteIdent(c)}`).join(' and ');
    const lookup = `select 1 as visible from ${target} t, jsonb_populate_record(null::${target}, $1::jsonb) k where ${on} limit 1`;
    const row = JSON.stringify(change.deletedRow);
    try {
      await rolledBack(this.ctx.db, async (tx) => {
        await tx.exec('set local session_replication_role = replica');
        await tx.query(
          `insert into ${target} overriding system value select * from jsonb_populate_record(null::${target}, $1::jsonb)`,
          [row],
        );
        for (const [id, claims] of identities) {
          if (claims.role === 'service_role') {
            out.set(id, 'visible');
            continue;
          }
          if (!ROLES.has(claims.role)) continue;
          await tx.exec('savepoint subscriber');
          try {
            await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
            await tx.exec(`set local role ${quoteIdent(claims.role)}`);
            const { rows } = await tx.query(lookup, [row]);
            out.set(id, rows.length > 0 ? 'visible' : 'hidden');
          } finally {
            // Undoes the role and claims too: the next subscriber starts as the owner again.
            await tx.exec('rollback to savepoint subscriber');
          }
        }
      });
    } catch (error) {
      // The row could not be put back (e.g. its key was taken again): nobody is told, the safe side.
      console.warn(`realtime: delete check on ${target} failed:`, (error as Error).message);
    }
    return out;
  }

  private refusal(token: string, reason: 'expired' | 'invalid'): TokenCheck & { ok: false } {
    let claims: ReturnType<typeof decodeJwt>;
    try {
      claims = decodeJwt(token);
    } catch {
      return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
    }
    if (reason === 'expired' && typeof claims.exp === 'number') return this.expired(claims.exp * 1000);
    if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
      return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
    }
    return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
  }
}

/**
 * Channels whose claims differ only in issue/expiry times are the same identity for RLS: a refreshed
 * token of the same session sees the same rows. Keyed this way, one check serves all of them.
 */
export function identityKey(claims: Claims): string {
  const rest: Record<string, unknown> = { ...claims };
  delete rest.exp;
  delete rest.iat;
  delete rest.nbf;
  delete rest.jti;
  return JSON.stringify(
    Object.keys(rest)
      .sort()
      .map((k) => [k, rest[k]]),
  );
}

/** Ends the delete-visibility probe's transaction by rolling it back. */
