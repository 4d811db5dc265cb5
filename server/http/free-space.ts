// The free-space guard (issue 21 §7). If the disk under DATA_DIR fills exactly when Postgres starts a
// new WAL segment, PGlite PANICs and answers nothing until restarted (docs/local-stack.md, "Faults").
// So while the disk's free space is under MIN_FREE_MB — well above a 16 MB WAL segment — requests that
// would grow the database are refused at the door with `507 Insufficient Storage`, saying why and what
// fixes it, before Postgres is asked to write: reads keep working, nothing already written is touched,
// and writes pass again as soon as space returns (the disk is asked again at most once a second), with
// no restart. The app keeps a refused message queued with the reason in its bubble and sends it then.
//
// What is refused: every write to /rest/v1 and /functions/v1 (any method but GET, HEAD, OPTIONS) except
// stopping a reply, and the live backup's copy (/_admin/snapshot), which would fill the disk itself.
// What passes: reads, auth (a sign-in or token refresh writes a row or two; refusing it would sign
// people out), and the writes the functions make in process for a call already admitted (a reply
// streaming when the disk crossed the line is stored whole): those never pass this door.
import { statfs } from 'node:fs/promises';

export const DEFAULT_MIN_FREE_MB = 256;
const MB = 1024 * 1024;
/** The disk is asked at most this often; a burst of writes shares one answer. */
const RECHECK_MS = 1000;

export interface FreeSpaceGuard {
  /** Wraps the stack's entry point: writes that would grow the database get 507 while space is short. */
  guard<E>(
    handler: (request: Request, env: E) => Response | Promise<Response>,
  ): (request: Request, env: E) => Promise<Response>;
  /** Whether the disk has at least the threshold free now (backups ask before copying the database). */
  hasRoom(): Promise<boolean>;
  /** The threshold in MB; changing it takes effect at the next request (tests lower it at run time). */
  minFreeMb: number;
}

export function createFreeSpaceGuard(options: {
  /** A directory on the disk to watch (DATA_DIR). */
  dir: string;
  minFreeMb: number;
  /** Where the operator reads that the guard tripped and recovered (the console). */
  log?: (line: string) => void;
}): FreeSpaceGuard {
  const { dir, log = () => undefined } = options;
  let checkedAt = -Infinity;
  let pending: Promise<number> | null = null;
  let lastFree = Infinity;
  let refusing = false;

  const freeBytes = (): Promise<number> => {
    if (performance.now() - checkedAt < RECHECK_MS) return Promise.resolve(lastFree);
    pending ??= statfs(dir)
      .then((stats) => (lastFree = stats.bavail * stats.bsize))
      // A disk that cannot be asked is no reason to refuse writes; Postgres still reports a full one.
      .catch(() => Infinity)
      .finally(() => {
        checkedAt = performance.now();
        pending = null;
      });
    return pending;
  };

  const guard: FreeSpaceGuard = {
    minFreeMb: options.minFreeMb,
    async hasRoom() {
      const free = await freeBytes();
      const room = free >= guard.minFreeMb * MB;
      if (room === refusing) {
        refusing = !room;
        log(
          room
            ? `Disk space is back (${mb(free)} MB free under ${dir}): writes are accepted again.`
            : `The disk under ${dir} is nearly full (${mb(free)} MB free, MIN_FREE_MB is ${guard.minFreeMb}): ` +
                'writes are refused with 507 until space is freed. Reads keep working.',
        );
      }
      return room;
    },
    guard(handler) {
      return async (request, env) => {
        if (growsDatabase(request) && !(await guard.hasRoom())) {
          return insufficientStorage(new URL(request.url).pathname, lastFree, guard.minFreeMb);
        }
        return handler(request, env);
      };
    },
  };
  return guard;
}

/** Requests that write to the database (or copy it): see the head of this file. */
export function growsDatabase(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/rest/v1/')) return true;
  if (pathname.startsWith('/functions/v1/')) return !pathname.endsWith('/interact/stop');
  return pathname === '/_admin/snapshot';
}

/** The user's sentence (the app shows it in the waiting message's bubble). */
export const DISK_FULL_MESSAGE =
  "Hearth's server is almost out of disk space, so nothing new can be saved right now. " +
  'Your message waits here and is sent once the server has room again.';
const DISK_FULL_HINT =
  'Free space on the disk of DATA_DIR (old backups, logs), or lower MIN_FREE_MB; writes resume at once, without a restart.';

function insufficientStorage(pathname: string, free: number, minFreeMb: number): Response {
  const details = `${mb(free)} MB free on the server's data disk; MIN_FREE_MB is ${minFreeMb}.`;
  // Each API in its own error shape: PostgREST's for REST (supabase-js reads code, message, details,
  // hint), the conversation service's for functions (the app reads `error`).
  const body = pathname.startsWith('/rest/v1/')
    ? { code: '53100', message: DISK_FULL_MESSAGE, details, hint: DISK_FULL_HINT }
    : { error: DISK_FULL_MESSAGE, code: 'insufficient_storage', details, hint: DISK_FULL_HINT };
  return Response.json(body, { status: 507, headers: { 'Retry-After': '30' } });
}

const mb = (bytes: number) => (Number.isFinite(bytes) ? Math.floor(bytes / MB) : '?');
