// The concurrency curve: N senders (10 → 800), each its own signed-in user with its own conversation,
// stream replies from the local provider through the real conversation service over HTTP, back to
// back, for a fixed window per step. Per step: replies/s, time to the first streamed byte (p50/p95),
// errors (resets, timeouts, 5xx, streams that end without `done`) and 503s (overload answered as
// such) counted apart. Then a burst: every sender of the largest step at once, plus more, one request
// each — the case that used to reset connections. The stack runs in its own process (as `npm start`).
// Run alone with `npx tsx bench/concurrency-curve.bench.ts [senders …]` (BENCH_BURST=0 skips the burst).
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { signJwt } from '../server/jwt.ts';
import { startStackProcess, type StackProcess } from './stack-process.ts';
import { percentile, round } from './stats.ts';

export const DEFAULT_STEPS = [10, 50, 100, 200, 400, 800];
export const DEFAULT_BURST = 1200;
/** Loopback addresses the senders are spread over (800 senders: 25 an address). */
const SENDER_ADDRESSES = 32;

/** How long a step's senders take to arrive: about one reply of the local provider. */
const RAMP_MS = 1000;

export interface StepResult {
  senders: number;
  replies: number;
  repliesPerSecond: number;
  firstByteP50Ms: number;
  firstByteP95Ms: number;
  /** Request to `done`, p50: with the local provider's paced chunks, most of it is waiting. */
  replyP50Ms: number;
  /** Everything that is neither a finished reply nor a 503: resets, timeouts, other statuses. */
  errors: number;
  /** The subset of errors that were connection failures (reset, refused, hang-up). */
  resets: number;
  overloaded: number;
  /** Stack CPU time per finished reply. */
  cpuMsPerReply: number;
  /** Of that, the stack's main thread (its event loop: HTTP, SSE, functions, REST). */
  mainThreadCpuMsPerReply: number;
  /** Of that, the busiest other thread: the database worker (PGlite) when it runs in one. */
  busiestOtherThreadCpuMsPerReply: number;
  /**
   * CPU time of this process (the load generator) per finished reply: on a 2-core machine it competes
   * with the stack, so it is shown to tell the stack's limit from the client's.
   */
  clientCpuMsPerReply: number;
  errorKinds: Record<string, number>;
}

export interface CurveResult {
  steps: StepResult[];
  burst: StepResult | null;
  loadBefore: number;
  /** The machine's 1-minute load average once the curve is done (other work on it skews every number). */
  loadAfter: number;
}

interface Options {
  steps?: number[];
  burst?: number;
  /** How long each step keeps starting new replies. */
  windowMs?: number;
  /** A reply not finished after this counts as an error (timeout). */
  requestTimeoutMs?: number;
  env?: Record<string, string>;
  /**
   * Stack processes sharing the work (senders spread over them round-robin, as a proxy would): more
   * than one needs DATABASE_URL in `env` (they share one PostgreSQL server and one JWT secret).
   */
  processes?: number;
}

const QUESTIONS = [
  'What is the monthly payment on a $450k home with 20% down at 6.5% for 30 years?',
  'What is the cap rate of a $600k fourplex with $54k NOI?',
  'How does a 1031 exchange work?',
  'Should I rent or buy: $2,400 rent versus a $420k home with 10% down at 6.8%?',
];

export async function measureConcurrencyCurve(options: Options = {}): Promise<CurveResult> {
  const steps = options.steps ?? DEFAULT_STEPS;
  const burstSize = options.burst ?? DEFAULT_BURST;
  const windowMs = options.windowMs ?? 5000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const loadBefore = loadavg()[0]!;
  const processes = options.processes ?? 1;
  if (processes > 1 && !options.env?.DATABASE_URL)
    throw new Error('Several stack processes need a shared DATABASE_URL');
  // One secret for all, so a token made for one is accepted by every other.
  const env = { JWT_SECRET: randomUUID() + randomUUID(), ...options.env };
  const started: StackProcess[] = [];
  for (let i = 0; i < processes; i++) started.push(await startStackProcess(env));
  const stack = combined(started);
  try {
    const senders = await prepareSenders(stack, Math.max(burstSize, ...steps));
    const results: StepResult[] = [];
    for (const n of steps) {
      results.push(await runStep(stack, senders.slice(0, n), { windowMs, requestTimeoutMs, once: false }));
      await settle(stack);
    }
    const burst = burstSize
      ? await runStep(stack, senders.slice(0, burstSize), { windowMs: 0, requestTimeoutMs, once: true })
      : null;
    return { steps: results, burst, loadBefore, loadAfter: loadavg()[0]! };
  } finally {
    await stack.close();
  }
}

interface Sender {
  token: string;
  conversationId: string;
}

/**
 * Several stack processes seen as one: CPU summed, the database worker threads of each kept apart
 * from their main threads; `urls` are served round-robin by sender.
 */
function combined(stacks: StackProcess[]): StackProcess & { urls: string[] } {
  if (stacks.length === 1) return { ...stacks[0]!, urls: [stacks[0]!.url] };
  const sum = async (f: (s: StackProcess) => Promise<number>) =>
    (await Promise.all(stacks.map(f))).reduce((a, b) => a + b, 0);
  return {
    url: stacks[0]!.url,
    urls: stacks.map((s) => s.url),
    pid: -1,
    keys: stacks[0]!.keys,
    cpuMs: () => sum((s) => s.cpuMs()),
    mainThreadCpuMs: () => sum((s) => s.mainThreadCpuMs()),
    async threadCpuMs() {
      const all = new Map<number, number>();
      for (const s of stacks) {
        for (const [tid, ms] of await s.threadCpuMs()) if (tid !== s.pid) all.set(tid, ms);
      }
      return all;
    },
    async close() {
      for (const s of stacks) await s.close();
    },
  };
}

/** One user per sender (created through the admin API, token signed with the stack's secret), each with a conversation. */
async function prepareSenders(stack: StackProcess, count: number): Promise<Sender[]> {
  const admin = { apikey: stack.keys.serviceRoleKey, Authorization: `Bearer ${stack.keys.serviceRoleKey}` };
  return mapLimited(count, 16, async (i) => {
    const email = `curve-${i}-${randomUUID().slice(0, 6)}@example.test`;
    const created = await fetch(`${stack.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, email_confirm: true }),
    });
    if (!created.ok) throw new Error(`creating a user: ${created.status} ${await created.text()}`);
    const userId = ((await created.json()) as { id: string }).id;
    const iat = Math.floor(Date.now() / 1000);
    const token = await signJwt(
      { sub: userId, role: 'authenticated', aud: 'authenticated', email, iat, exp: iat + 3600 },
      stack.keys.jwtSecret,
    );
    const conversation = await fetch(`${stack.url}/functions/v1/voiceflow-proxy/conversations`, {
      method: 'POST',
      headers: {
        apikey: stack.keys.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ title: `Curve ${i}` }),
    });
    if (conversation.status !== 201) throw new Error(`creating a conversation: ${conversation.status}`);
    const { id } = ((await conversation.json()) as { conversation: { id: string } }).conversation;
    return { token, conversationId: id };
  });
}

type Outcome =
  | { kind: 'reply'; firstByteMs: number; replyMs: number }
  | { kind: 'overloaded'; retryAfterS: number }
  | { kind: 'error'; reason: string; reset: boolean };

async function runStep(
  stack: StackProcess & { urls: string[] },
  senders: Sender[],
  { windowMs, requestTimeoutMs, once }: { windowMs: number; requestTimeoutMs: number; once: boolean },
): Promise<StepResult> {
  // A fresh pool per step, so no socket idles across steps into the server's keep-alive timeout.
  // Senders are people on their own machines: they come from SENDER_ADDRESSES loopback addresses,
  // since the stack gives each address only a share of its bounds (admission.ts).
  const agents = Array.from(
    { length: SENDER_ADDRESSES },
    (_, k) => new http.Agent({ keepAlive: true, maxSockets: Infinity, localAddress: `127.0.1.${k + 1}` }),
  );
  const firstBytes: number[] = [];
  const replyTimes: number[] = [];
  const errorKinds: Record<string, number> = {};
  let replies = 0;
  let errors = 0;
  let resets = 0;
  let overloaded = 0;
  const cpuBefore = await stack.cpuMs();
  const mainCpuBefore = await stack.mainThreadCpuMs();
  const threadsBefore = await stack.threadCpuMs();
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + windowMs;
  await Promise.all(
    senders.map(async (sender, i) => {
      // In a step the senders arrive spread over one reply's length, as people pressing Send do,
      // so the step measures N senders at work rather than N requests landing in the same
      // millisecond (that is the burst's job, below).
      if (!once) await new Promise((r) => setTimeout(r, (RAMP_MS * i) / senders.length));
      let turn = 0;
      do {
        const question = QUESTIONS[(i + turn++) % QUESTIONS.length]!;
        const agent = agents[i % SENDER_ADDRESSES]!;
        const url = stack.urls[i % stack.urls.length]!;
        const outcome = await streamOneReply({ ...stack, url }, agent, sender, question, requestTimeoutMs);
        if (outcome.kind === 'reply') {
          replies++;
          firstBytes.push(outcome.firstByteMs);
          replyTimes.push(outcome.replyMs);
        } else if (outcome.kind === 'overloaded') {
          overloaded++;
          // A polite client waits as told (bounded by what is left of the window).
          const wait = Math.min(outcome.retryAfterS * 1000, deadline - performance.now());
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        } else {
          errors++;
          if (outcome.reset) resets++;
          errorKinds[outcome.reason] = (errorKinds[outcome.reason] ?? 0) + 1;
        }
      } while (!once && performance.now() < deadline);
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  const cpu = (await stack.cpuMs()) - cpuBefore;
  const mainCpu = (await stack.mainThreadCpuMs()) - mainCpuBefore;
  const threadsAfter = await stack.threadCpuMs();
  let busiestOther = 0;
  for (const [tid, ms] of threadsAfter) {
    if (tid === stack.pid) continue;
    busiestOther = Math.max(busiestOther, ms - (threadsBefore.get(tid) ?? 0));
  }
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000;
  for (const agent of agents) agent.destroy();
  return {
    senders: senders.length,
    replies,
    repliesPerSecond: round(replies / elapsedS),
    firstByteP50Ms: round(percentile(firstBytes, 0.5)),
    firstByteP95Ms: round(percentile(firstBytes, 0.95)),
    replyP50Ms: round(percentile(replyTimes, 0.5)),
    errors,
    resets,
    overloaded,
    cpuMsPerReply: round(replies ? cpu / replies : 0),
    mainThreadCpuMsPerReply: round(replies ? mainCpu / replies : 0),
    busiestOtherThreadCpuMsPerReply: round(replies ? busiestOther / replies : 0),
    clientCpuMsPerReply: round(replies ? clientCpuMs / replies : 0),
    errorKinds,
  };
}

/** One streamed reply over its own HTTP request; never throws. */
function streamOneReply(
  stack: StackProcess,
  agent: http.Agent,
  sender: Sender,
  text: string,
  timeoutMs: number,
): Promise<Outcome> {
  const url = `${stack.url}/functions/v1/voiceflow-proxy/conversations/${sender.conversationId}/interact/stream`;
  const body = JSON.stringify({ text, client_msg_id: randomUUID() });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const t0 = performance.now();
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: {
        apikey: stack.keys.anonKey,
        Authorization: `Bearer ${sender.token}`,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      },
    });
    const timer = setTimeout(() => {
      finish({ kind: 'error', reason: 'timeout', reset: false });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({ kind: 'error', reason: error.code ?? error.message, reset: true });
    });
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 503) {
            const retryAfter = Number(response.headers['retry-after']);
            if (Number.isFinite(retryAfter)) finish({ kind: 'overloaded', retryAfterS: retryAfter });
            else finish({ kind: 'error', reason: '503 without Retry-After', reset: false });
          } else finish({ kind: 'error', reason: `HTTP ${response.statusCode}`, reset: false });
        });
        return;
      }
      let firstByteMs = 0;
      let tail = '';
      let failed = false;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (!firstByteMs) firstByteMs = performance.now() - t0;
        if (chunk.includes('event: error')) failed = true;
        tail = (tail + chunk).slice(-200);
      });
      response.on('end', () => {
        if (failed) finish({ kind: 'error', reason: 'error event', reset: false });
        else if (!tail.includes('event: done')) finish({ kind: 'error', reason: 'stream cut', reset: true });
        else finish({ kind: 'reply', firstByteMs, replyMs: performance.now() - t0 });
      });
      response.on('error', (error: NodeJS.ErrnoException) =>
        finish({ kind: 'error', reason: error.code ?? error.message, reset: true }),
      );
    });
    request.end(body);
  });
}

/** Waits until generations left running by the previous step have finished (the stack idles). */
async function settle(stack: StackProcess): Promise<void> {
  let last = await stack.cpuMs();
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await stack.cpuMs();
    if (now - last <= 20) return;
    last = now;
  }
}

async function mapLimited<T>(count: number, limit: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}

export function formatStep(step: StepResult, label = `${step.senders} senders`): string {
  const kinds = Object.entries(step.errorKinds)
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');
  return (
    `${label.padEnd(20)} ${String(step.repliesPerSecond).padStart(7)} replies/s  first byte p50 ` +
    `${step.firstByteP50Ms} ms p95 ${step.firstByteP95Ms} ms  errors ${step.errors} (resets ${step.resets})` +
    `  503 ${step.overloaded}  reply p50 ${step.replyP50Ms} ms  CPU ${step.cpuMsPerReply} ms/reply` +
    ` (main thread ${step.mainThreadCpuMsPerReply}, busiest other ${step.busiestOtherThreadCpuMsPerReply})` +
    ` (client ${step.clientCpuMsPerReply})${kinds ? `  [${kinds}]` : ''}`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const steps = process.argv.slice(2).map(Number).filter(Boolean);
  const burst = process.env.BENCH_BURST === undefined ? DEFAULT_BURST : Number(process.env.BENCH_BURST);
  const result = await measureConcurrencyCurve({ ...(steps.length ? { steps } : {}), burst });
  console.log(`load average before: ${result.loadBefore.toFixed(2)}, after: ${result.loadAfter.toFixed(2)}`);
  for (const step of result.steps) console.log(formatStep(step));
  if (result.burst) console.log(formatStep(result.burst, `burst ${result.burst.senders}`));
}
