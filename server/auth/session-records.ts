// auth.sessions and auth.refresh_tokens: the rows and their queries.
// Refresh tokens are stored as issued (as GoTrue does): the reuse leniency must hand the currently
// active token back to a client that lost it, which a one-way hash could not do.
import { randomBytes } from 'node:crypto';
import type { Tx } from '../database.ts';
import type { Queryable } from './user-records.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr_method: string;
  created_at: Date;
  updated_at: Date;
  refreshed_at: Date | null;
}

export interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
  created_at: Date;
  updated_at: Date;
}

const SESSION_COLUMNS = 'id, user_id, aal, amr_method, created_at, updated_at, refreshed_at';
const TOKEN_COLUMNS = 'id, token, user_id, session_id, parent, revoked, created_at, updated_at';

/** 256 random bits, URL-safe; opaque to the client. */
export function newRefreshTokenValue(): string {
  return randomBytes(32).toString('base64url');
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(`select ${SESSION_COLUMNS} from auth.sessions where id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

export async function insertSession(
  tx: Tx,
  userId: string,
  amrMethod: string,
  now: Date,
): Promise<SessionRow> {
  const { rows } = await tx.query<SessionRow>(
    `insert into auth.sessions (user_id, aal, amr_method, created_at, updated_at)
     values ($1, 'aal1', $2, $3, $3) returning ${SESSION_COLUMNS}`,
    [userId, amrMethod, now],
  );
  return rows[0]!;
}

export async function touchSession(tx: Tx, id: string, now: Date): Promise<void> {
  await tx.query('update auth.sessions set refreshed_at = $2, updated_at = $2 where id = $1', [id, now]);
}

export async function insertRefreshToken(
  tx: Tx,
  session: SessionRow,
  parent: string | null,
  now: Date,
): Promise<RefreshTokenRow> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5) returning ${TOKEN_COLUMNS}`,
    [newRefreshTokenValue(), session.user_id, session.id, parent, now],
  );
  return rows[0]!;
}

export async function findRefreshToken(tx: Tx, token: string): Promise<RefreshTokenRow | null> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select ${TOKEN_COLUMNS} from auth.refresh_tokens where token = $1`,
    [token],
  );
  return rows[0] ?? null;
}

/** The one token of the session that has not been rotated away, if any. */
export async function activeRefreshToken(tx: Tx, sessionId: string): Promise<RefreshTokenRow | null> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select ${TOKEN_COLUMNS} from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

export async function revokeRefreshToken(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [id, now]);
}

export const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

/** Deletes sessions; their refresh tokens go with them (on delete cascade). */
export async function deleteSessions(
  tx: Tx,
  userId: string,
  scope: LogoutScope,
  currentSessionId: string | null,
): Promise<void> {
  switch (scope) {
    case 'global':
      await tx.query('delete from auth.sessions where user_id = $1', [userId]);
      return;
    case 'local':
      if (currentSessionId) await tx.query('delete from auth.sessions where id = $1', [currentSessionId]);
      return;
    case 'others':
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
        userId,
        currentSessionId,
      ]);
      return;
  }
}
