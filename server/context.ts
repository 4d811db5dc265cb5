// Everything a part of the stack needs, built once at start-up and passed in (no globals).
import type { StackConfig } from './config.ts';
import type { Database } from './database.ts';
import type { StackKeys } from './keys.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ChangeFeed } from './realtime/change-feed.ts';
import type { SessionCheck } from './auth/session-check.ts';
import type { LimitStore } from './shared-limits.ts';

export interface StackContext {
  config: StackConfig;
  db: Database;
  keys: StackKeys;
  mailer: Mailer;
  /** The origin the stack is reachable at, e.g. http://localhost:3000 (known once listening). */
  siteUrl: () => string;
  /** Committed changes of published tables, for the realtime server. */
  changes: ChangeFeed;
  /** Whether an access token's session still exists (revoked tokens stop working everywhere). */
  sessions: SessionCheck;
  /** Where per-user and per-address limits are counted: memory, or the shared database. */
  limits: LimitStore;
  /** Current time; injectable for tests. */
  now: () => Date;
}
