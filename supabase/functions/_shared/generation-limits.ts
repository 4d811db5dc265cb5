// Per-user bounds on the most expensive thing Hearth does: generating a reply. At most
// `maxConcurrent` generations of one user run at once, and at most `perMinute` start in any 60
// seconds; past either, `interact` is answered 429 with Retry-After and nothing is stored, so the
// client keeps the message queued and sends it again after the wait. A retried send that joins a
// running generation or replays a stored reply is not a new generation and is never refused.
// `GenerationLimits` counts in memory per function instance (one process locally; on Supabase, per
// isolate: a floor, not a global count). Where several processes share one database the local stack
// injects a `GenerationLimiter` that counts in that database instead (server/generation-slots.ts):
// the same numbers, the same refusals.

export interface GenerationLimitsConfig {
  maxConcurrent: number;
  perMinute: number;
  /** False turns both limits off (RATE_LIMITS=off, as the auth limits). */
  enabled: boolean;
}

export const DEFAULT_GENERATION_LIMITS: GenerationLimitsConfig = {
  maxConcurrent: 2,
  perMinute: 30,
  enabled: true,
};

export function generationLimitsFromEnv(env: Record<string, string | undefined>): GenerationLimitsConfig {
  return {
    maxConcurrent: positiveInteger(env, 'GENERATION_MAX_CONCURRENT', DEFAULT_GENERATION_LIMITS.maxConcurrent),
    perMinute: positiveInteger(env, 'GENERATION_RATE_PER_MINUTE', DEFAULT_GENERATION_LIMITS.perMinute),
    enabled: env.RATE_LIMITS !== 'off',
  };
}

function positiveInteger(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1, got "${raw}"`);
  return value;
}

export type Refusal = { ok: false; reason: 'concurrent' | 'rate'; retryAfterSeconds: number };
export type Admission = { ok: true; release(): void } | Refusal;

/** What the conversation service asks of a limiter; either answer may come now or later. */
export interface GenerationLimiter {
  /** Why a new generation of `userId` would be refused now, or null; counts nothing. */
  refusal(userId: string): Refusal | null | Promise<Refusal | null>;
  /** Admits one new generation of `userId`, or says why not and how long to wait. */
  admit(userId: string): Admission | Promise<Admission>;
}

/** A refusal of a generation: too many running (5 s is a reply's rhythm) or too many started. */
export const REFUSE_CONCURRENT: Refusal = { ok: false, reason: 'concurrent', retryAfterSeconds: 5 };

const WINDOW_MS = 60_000;

export class GenerationLimits implements GenerationLimiter {
  private readonly running = new Map<string, number>();
  private readonly started = new Map<string, number[]>();

  constructor(
    private readonly config: GenerationLimitsConfig = DEFAULT_GENERATION_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Why a new generation of `userId` would be refused now, or null; counts nothing. */
  refusal(userId: string): Refusal | null {
    if (!this.config.enabled) return null;
    const now = this.now();
    if ((this.running.get(userId) ?? 0) >= this.config.maxConcurrent) {
      // A reply takes seconds; asking again after a few is the right rhythm.
      return REFUSE_CONCURRENT;
    }
    const recent = this.recentStarts(userId, now);
    if (recent.length >= this.config.perMinute) {
      const retryAfterMs = recent[0]! + WINDOW_MS - now;
      return { ok: false, reason: 'rate', retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    return null;
  }

  /** Admits one new generation of `userId`, or says why not and how long to wait. */
  admit(userId: string): Admission {
    if (!this.config.enabled) return { ok: true, release: () => undefined };
    const refused = this.refusal(userId);
    if (refused) return refused;
    const now = this.now();
    const recent = this.recentStarts(userId, now);
    recent.push(now);
    this.started.set(userId, recent);
    this.running.set(userId, (this.running.get(userId) ?? 0) + 1);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        const left = (this.running.get(userId) ?? 1) - 1;
        if (left > 0) this.running.set(userId, left);
        else this.running.delete(userId);
      },
    };
  }

  private recentStarts(userId: string, now: number): number[] {
    return (this.started.get(userId) ?? []).filter((at) => now - at < WINDOW_MS);
  }
}

/** What the person sending is told (the client keeps it as the queued message's reason). */
export function limitExceededMessage(reason: 'concurrent' | 'rate'): string {
  return reason === 'concurrent'
    ? 'Too many replies are being written for you at once. This message will be sent when one finishes.'
    : 'You are sending messages faster than Hearth can answer. This message will be sent in a moment.';
}

/**
 * The `sub` of an access token the gateway has already verified (Supabase's verify_jwt, the local
 * stack's function mount); the token itself, if it has none, so limits still apply per token.
 */
export function tokenSubject(token: string): string {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    if (typeof sub === 'string' && sub) return sub;
  } catch {
    // Not a JWT: fall through.
  }
  return token;
}
