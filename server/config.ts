// Configuration of the embedded stack, read once from the environment at start-up and passed down.
import path from 'node:path';
import { durabilityFromEnv, type Durability } from './pglite-durability.ts';
import { DEFAULT_ADMISSION_LIMITS, limitFromEnv, type AdmissionLimits } from './http/admission.ts';
import { DEFAULT_MIN_FREE_MB } from './http/free-space.ts';
import { parseGoDuration } from './auth/go-duration.ts';

export interface StackConfig {
  /** TCP port; 0 picks a free one (tests). */
  port: number;
  /** Host interface to bind: loopback unless HOST says otherwise. */
  host: string;
  /** Extra host names (besides loopback names, SITE_URL's host and HOST) the stack answers to. */
  allowedHosts: string[];
  /**
   * The development mailbox (/_dev/mailbox) when there is no SMTP: 'auto' turns it on only while the
   * stack listens on loopback; 'on' forces it (still loopback peers only); 'off' never.
   */
  devMailbox: 'auto' | 'on' | 'off';
  /**
   * A reverse proxy in front (TRUST_PROXY=true): take the client's address from the last
   * X-Forwarded-For entry for per-address limits. Off by default, since anyone can send the header.
   */
  trustProxy: boolean;
  /** Print every e-mail's links on the console (when there is no SMTP), so nobody needs the mailbox. */
  printMail: boolean;
  /** Where PGlite keeps its files and the keys live; null keeps everything in memory (tests). */
  dataDir: string | null;
  /** A PostgreSQL server to use instead of PGlite (postgres://user:pass@host:port/db); null: PGlite. */
  databaseUrl: string | null;
  /** Connections each stack process keeps to that server. */
  databasePoolSize: number;
  /** Overrides the generated JWT secret. */
  jwtSecret: string | null;
  /** The public URL of the app; links in e-mails point here. Defaults to http://localhost:PORT. */
  siteUrl: string | null;
  /**
   * Redirect targets allowed besides SITE_URL's origin (URI_ALLOW_LIST, comma-separated, as GoTrue):
   * a URL allows everything under it, `*` and `**` are globs.
   */
  uriAllowList: string[];
  /** Hosts besides the site that messages may load images from (IMAGE_HOSTS); others show as links. */
  imageHosts: string[];
  /** SMTP connection URL; without it mail goes to the development mailbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Directory of the built PWA; null serves no app (API only). */
  appDir: string | null;
  /**
   * Where the operator's Terms and Privacy pages are (terms.md, privacy.md; SITE_DIR, default
   * <DATA_DIR>/site): each file there replaces the build's default (server/http/site-pages.ts).
   */
  siteDir: string | null;
  /** Where people who are not invited may ask for access (ACCESS_REQUEST_EMAIL); null: nowhere shown. */
  accessRequestEmail: string | null;
  /** Access-token lifetime in seconds (GoTrue default 3600). */
  jwtExpirySeconds: number;
  /** Rate limits on (per IP) are GoTrue's defaults; tests may switch them off. */
  rateLimits: boolean;
  /** Days a beta invite stays valid. */
  inviteTtlDays: number;
  /** PGlite runs in a worker thread (server/worker-database.ts), so the event loop keeps one core. */
  databaseInWorker: boolean;
  /** PGlite's commits: `full` survive a power cut, `relaxed` a killed process only (PGLITE_DURABILITY). */
  durability: Durability;
  /** Backpressure: how much the stack serves at once before answering 503 (server/http/admission.ts). */
  admission: AdmissionLimits;
  /**
   * Free space (MB) the disk of DATA_DIR must keep: below it writes get 507 (server/http/free-space.ts).
   * 0 switches the guard off.
   */
  minFreeMb: number;
  /** Scheduled live backups (BACKUP_EVERY, BACKUP_KEEP, BACKUP_DIR), or null for none. */
  backups: BackupSchedule | null;
  /** Environment passed to the function handlers (assistant provider settings and such). */
  functionEnv: Record<string, string | undefined>;
}

export interface BackupSchedule {
  /** Milliseconds between two backups. */
  everyMs: number;
  /** How many backup files to keep; older ones are removed after each new one. */
  keep: number;
  /** Where they are written. */
  dir: string;
}

const projectRoot = path.resolve(import.meta.dirname, '..');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    allowedHosts: listSetting(env.ALLOWED_HOSTS),
    devMailbox: devMailboxSetting(env.DEV_MAILBOX),
    trustProxy: booleanSetting('TRUST_PROXY', env.TRUST_PROXY),
    printMail: true,
    dataDir: path.resolve(projectRoot, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: positiveInteger(env, 'DATABASE_POOL_SIZE', 20),
    jwtSecret: env.JWT_SECRET || null,
    siteUrl: env.SITE_URL || null,
    uriAllowList: listSetting(env.URI_ALLOW_LIST),
    imageHosts: listSetting(env.IMAGE_HOSTS),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Hearth <no-reply@hearth.local>',
    appDir: path.resolve(projectRoot, env.APP_DIR ?? 'dist'),
    siteDir: env.SITE_DIR
      ? path.resolve(projectRoot, env.SITE_DIR)
      : path.join(path.resolve(projectRoot, env.DATA_DIR ?? '.data'), 'site'),
    accessRequestEmail: env.ACCESS_REQUEST_EMAIL?.trim() || null,
    jwtExpirySeconds: Number(env.JWT_EXPIRY ?? 3600),
    rateLimits: env.RATE_LIMITS !== 'off',
    inviteTtlDays: Number(env.INVITE_TTL_DAYS ?? 7),
    databaseInWorker: databaseInWorker(env),
    durability: durabilityFromEnv(env.PGLITE_DURABILITY),
    admission: {
      ...DEFAULT_ADMISSION_LIMITS,
      maxRequests: limitFromEnv(env, 'MAX_CONCURRENT_REQUESTS', DEFAULT_ADMISSION_LIMITS.maxRequests),
      maxFunctionCalls: limitFromEnv(
        env,
        'MAX_CONCURRENT_FUNCTION_CALLS',
        DEFAULT_ADMISSION_LIMITS.maxFunctionCalls,
      ),
      maxEventLoopDelayMs: limitFromEnv(
        env,
        'MAX_EVENT_LOOP_DELAY_MS',
        DEFAULT_ADMISSION_LIMITS.maxEventLoopDelayMs,
      ),
      maxRequestsPerAddress: limitFromEnv(
        env,
        'MAX_REQUESTS_PER_ADDRESS',
        DEFAULT_ADMISSION_LIMITS.maxRequestsPerAddress,
      ),
      maxFunctionCallsPerAddress: limitFromEnv(
        env,
        'MAX_FUNCTION_CALLS_PER_ADDRESS',
        DEFAULT_ADMISSION_LIMITS.maxFunctionCallsPerAddress,
      ),
    },
    minFreeMb: wholeNumber(env, 'MIN_FREE_MB', DEFAULT_MIN_FREE_MB),
    backups: backupSchedule(env),
    functionEnv: { ...env },
  };
}

/** BACKUP_EVERY (a duration: 6h, 30m, 1h30m) turns scheduled backups on; BACKUP_KEEP, BACKUP_DIR. */
function backupSchedule(env: NodeJS.ProcessEnv): BackupSchedule | null {
  const every = env.BACKUP_EVERY;
  if (!every) {
    if (env.BACKUP_KEEP || env.BACKUP_DIR)
      throw new Error('BACKUP_KEEP and BACKUP_DIR need BACKUP_EVERY (e.g. BACKUP_EVERY=6h).');
    return null;
  }
  const everyMs = parseGoDuration(every);
  if (everyMs === null || everyMs < 1000)
    throw new Error(`BACKUP_EVERY must be a duration of at least a second (6h, 30m, 1h30m), got "${every}"`);
  if (env.DATABASE_URL)
    throw new Error(
      'BACKUP_EVERY backs up the embedded database; with DATABASE_URL the data is on that server: back it up with pg_dump.',
    );
  const dataDir = path.resolve(projectRoot, env.DATA_DIR ?? '.data');
  return {
    everyMs,
    keep: positiveInteger(env, 'BACKUP_KEEP', 7),
    dir: env.BACKUP_DIR ? path.resolve(projectRoot, env.BACKUP_DIR) : path.join(dataDir, 'backups'),
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (0 or more), got "${raw}"`);
  return value;
}

/** PGLITE_WORKER: `on` (default) or `off` (PGlite on the event loop, as before issue 14). */
function databaseInWorker(env: NodeJS.ProcessEnv): boolean {
  const value = env.PGLITE_WORKER;
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`PGLITE_WORKER must be on or off, got "${value}"`);
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function booleanSetting(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function listSetting(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function devMailboxSetting(value: string | undefined): StackConfig['devMailbox'] {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  if (value === 'on' || value === 'off') return value;
  throw new Error(`DEV_MAILBOX must be auto, on or off, got "${value}"`);
}

/** A configuration for in-process tests: in memory, any free port, no app, no rate limits. */
export function testConfig(overrides: Partial<StackConfig> = {}): StackConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    allowedHosts: [],
    devMailbox: 'auto',
    trustProxy: false,
    printMail: false,
    dataDir: null,
    databaseUrl: null,
    databasePoolSize: 10,
    jwtSecret: null,
    siteUrl: null,
    uriAllowList: [],
    imageHosts: [],
    smtpUrl: null,
    mailFrom: 'Hearth <no-reply@hearth.local>',
    appDir: null,
    siteDir: null,
    accessRequestEmail: null,
    jwtExpirySeconds: 3600,
    rateLimits: false,
    inviteTtlDays: 7,
    databaseInWorker: databaseInWorker(process.env),
    durability: 'full',
    admission: DEFAULT_ADMISSION_LIMITS,
    minFreeMb: DEFAULT_MIN_FREE_MB,
    backups: null,
    functionEnv: { ASSISTANT_PROVIDER: 'local', ASSISTANT_CHUNK_DELAY_MS: '0' },
    ...overrides,
  };
}

export const PROJECT_ROOT = projectRoot;
