// Throughput of the hottest read: an authenticated `GET /rest/v1/conversations?select=*&limit=50`
// against the in-process stack (in-memory PGlite), with N concurrent fetch loops for a fixed time.
// Run alone with `npx tsx bench/rest-throughput.bench.ts`; `npm run bench` imports the function.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { startStack } from '../server/stack.ts';
import { testConfig } from '../server/config.ts';
import { signJwt } from '../server/jwt.ts';

export interface ThroughputResult {
  rps: number;
  p50Ms: number;
  p95Ms: number;
}

export interface ThroughputOptions {
  durationMs?: number;
  concurrency?: number;
  /** Requests before measuring, to warm the schema cache and the JIT. */
  warmup?: number;
}

export async function measureRestSelectThroughput(
  options: ThroughputOptions = {},
): Promise<ThroughputResult> {
  const { durationMs = 5000, concurrency = 10, warmup = 200 } = options;
  const stack = await startStack(testConfig());
  try {
    const db = stack.context.db;
    const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
    const userId = (
      await db.query<{ id: string }>('insert into auth.users (email) values ($1) returning id', [email])
    ).rows[0]!.id;
    await db.query(
      `insert into public.conversations (user_id, title)
       select $1::uuid, 'Conversation ' || n from generate_series(1, 50) as n`,
      [userId],
    );
    const iat = Math.floor(Date.now() / 1000);
    const token = await signJwt(
      {
        sub: userId,
        role: 'authenticated',
        aud: 'authenticated',
        email,
        iat,
        exp: iat + 3600,
      },
      stack.jwtSecret,
    );
    const url = `${stack.url}/rest/v1/conversations?select=*&limit=50`;
    const headers = { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Accept-Profile': 'public' };

    const once = async (): Promise<void> => {
      const res = await fetch(url, { headers });
      const rows = (await res.json()) as unknown[];
      if (res.status !== 200 || rows.length !== 50) throw new Error(`unexpected response ${res.status}`);
    };
    for (let i = 0; i < warmup; i++) await once();

    const latencies: number[] = [];
    const deadline = performance.now() + durationMs;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          await once();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    latencies.sort((x, y) => x - y);
    const pct = (p: number) =>
      round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!);
    return { rps: round(latencies.length / elapsedS), p50Ms: pct(0.5), p95Ms: pct(0.95) };
  } finally {
    await stack.close();
  }
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await measureRestSelectThroughput());
}
