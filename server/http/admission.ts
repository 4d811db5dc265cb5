// Backpressure at the stack's door. Past what the machine can serve, a request waiting in line only
// makes every other request slower, and a socket left unanswered ends as a reset or a timeout. So
// the stack bounds what it works on at once and answers the rest at once, cheaply, with
// `503 Service Unavailable` and `Retry-After`: the client (the sync engine retries 5xx with back-off)
// knows it was not served and when to come back, and nothing it sent is lost.
//
// Fair to everyone (issue 18): one client must not take the bound from all the others.
// - Every address (the socket's peer, or the proxy's X-Forwarded-For entry with TRUST_PROXY) holds at
//   most a share of the bound: its requests open at once, body still arriving included. A flood from
//   one address is refused at its share and degrades that address alone.
// - A request counts against the shared bound only once its body has arrived (bodies are small and
//   capped: body-limits.ts). A client that sends headers and then nothing holds its own share only,
//   until the server's request deadline (stack.ts: seconds) closes it.
// - `/_health` and `/auth/v1/health` always answer: they cost nothing and say whether it is up.
//
// Two bounds: every request in flight (static files, auth, REST, functions), and, tighter, function
// calls, because a function call (a streamed reply above all) holds its slot for as long as it runs
// and costs the most. And one signal: while the event loop falls behind (event-loop-pressure.ts), a
// new function call is refused once a few are running, whatever the bound, because each one admitted
// then slows every reply already streaming. A request holds its slot until its response is finished
// or its connection closes, so a long stream counts for its whole length. Calls the functions make
// into the stack in process (in-process-fetch.ts) do not pass this door: they are part of a call
// already admitted. WebSocket upgrades (realtime) do not pass it either; they are not requests in
// flight.
import { payloadTooLarge } from './body-limits.ts';

export interface AdmissionLimits {
  /** Requests being served at once, of any kind. */
  maxRequests: number;
  /** Of those, function calls (/functions/v1/…) being served at once. */
  maxFunctionCalls: number;
  /** Seconds a refused client is asked to wait (the Retry-After header). */
  retryAfterSeconds: number;
  /**
   * Event-loop delay (99th percentile over half a second) past which new function calls are refused
   * while at least `minFunctionCallsUnderPressure` run.
   */
  maxEventLoopDelayMs: number;
  minFunctionCallsUnderPressure: number;
  /** Requests one client address may have open at once (bodies still arriving included). */
  maxRequestsPerAddress: number;
  /** Function calls one client address may have open at once. */
  maxFunctionCallsPerAddress: number;
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = {
  maxRequests: 512,
  maxFunctionCalls: 256,
  retryAfterSeconds: 1,
  maxEventLoopDelayMs: 100,
  minFunctionCallsUnderPressure: 64,
  maxRequestsPerAddress: 128,
  maxFunctionCallsPerAddress: 64,
};

/**
 * How long a client may take to send a request (issue 18): its headers within 10 s, headers and body
 * (at most 1 MB: body-limits.ts) within 15 s; Node answers 408 and closes the connection past that,
 * checking every second. Node's defaults (60 s and 300 s, checked every 30 s) let a client that never
 * finishes its body hold a slot for minutes. Streamed responses are not bounded by these.
 */
export const REQUEST_DEADLINES = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  connectionsCheckingInterval: 1_000,
} as const;

/** What tells the admission that the stack is falling behind (event-loop-pressure.ts). */
export interface Pressure {
  lagging(): boolean;
}

const NO_PRESSURE: Pressure = { lagging: () => false };

export const OVERLOADED = {
  code: 'overloaded',
  message: 'The server is busy. Please try again in a moment.',
} as const;

/** What the Node adapter passes to the handler: the response object, whose 'close' frees the slot. */
interface NodeBindings {
  outgoing: { once(event: 'close', listener: () => void): unknown };
}

type Handler<E> = (request: Request, env: E) => Response | Promise<Response>;

export interface AdmissionOptions<E> {
  /** Who sent the request (client-address.ts): the key of its share. */
  addressOf(request: Request, env: E): string;
  /** The largest body a request to this path may have (body-limits.ts). */
  bodyLimitFor(path: string): number;
  pressure?: Pressure;
}

export interface Admission<E> {
  /** Wraps the handler the Node server calls for every request. */
  guard(handler: Handler<E>): Handler<E>;
  /** What is in flight now (for tests and diagnostics). */
  inFlight(): { requests: number; functionCalls: number; addresses: number };
}

/** Cost nothing and tell a load balancer whether the stack is up: never refused. */
const ALWAYS_ANSWERED = new Set(['/_health', '/auth/v1/health']);

interface Share {
  requests: number;
  functionCalls: number;
}

export function createAdmission<E extends NodeBindings>(
  limits: AdmissionLimits,
  options: AdmissionOptions<E>,
): Admission<E> {
  const pressure = options.pressure ?? NO_PRESSURE;
  let requests = 0;
  let functionCalls = 0;
  const shares = new Map<string, Share>();

  const overloaded = () =>
    new Response(JSON.stringify(OVERLOADED), {
      status: 503,
      headers: {
        'Content-Type': 'application/json',
        'Retry-After': String(limits.retryAfterSeconds),
        'Cache-Control': 'no-store',
        // A browser calling the API from another origin must be able to read the refusal.
        'Access-Control-Allow-Origin': '*',
      },
    });

  /** Takes one of the address's places, or null when its share is used up; freed on 'close'. */
  const takeShare = (address: string, isFunctionCall: boolean, env: E): boolean => {
    const share = shares.get(address) ?? { requests: 0, functionCalls: 0 };
    if (
      share.requests >= limits.maxRequestsPerAddress ||
      (isFunctionCall && share.functionCalls >= limits.maxFunctionCallsPerAddress)
    )
      return false;
    share.requests++;
    if (isFunctionCall) share.functionCalls++;
    shares.set(address, share);
    env.outgoing.once('close', () => {
      share.requests--;
      if (isFunctionCall) share.functionCalls--;
      if (share.requests === 0) shares.delete(address);
    });
    return true;
  };

  const sharedBoundReached = (isFunctionCall: boolean) =>
    requests >= limits.maxRequests ||
    (isFunctionCall &&
      (functionCalls >= limits.maxFunctionCalls ||
        (functionCalls >= limits.minFunctionCallsUnderPressure && pressure.lagging())));

  return {
    guard(handler) {
      return async (request, env) => {
        const path = pathOf(request.url);
        if (ALWAYS_ANSWERED.has(path)) return handler(request, env);
        const isFunctionCall = path.startsWith('/functions/v1/') && request.method !== 'OPTIONS';
        if (!takeShare(options.addressOf(request, env), isFunctionCall, env)) return overloaded();
        // Cheap refusal first: a request that cannot be served now is not read.
        if (sharedBoundReached(isFunctionCall)) return overloaded();

        let admitted = request;
        if (request.body) {
          const limit = options.bodyLimitFor(path);
          const body = await readBody(request, limit);
          if (body === 'too_large') return payloadTooLarge(limit);
          if (body === 'gone') return new Response(null, { status: 400 });
          admitted = new Request(request.url, {
            method: request.method,
            headers: request.headers,
            body,
            signal: request.signal,
          });
          if (sharedBoundReached(isFunctionCall)) return overloaded();
        }
        requests++;
        if (isFunctionCall) functionCalls++;
        // 'close' comes once per response: when it has been sent, or when the connection went away.
        env.outgoing.once('close', () => {
          requests--;
          if (isFunctionCall) functionCalls--;
        });
        return handler(admitted, env);
      };
    },
    inFlight: () => ({ requests, functionCalls, addresses: shares.size }),
  };
}

/**
 * The whole body, or 'too_large' past `limit` bytes (a declared length is judged before a byte is
 * read), or 'gone' when the client went away (or the server's request deadline closed it).
 */
async function readBody(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | 'too_large' | 'gone'> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) return 'too_large';
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        void discardRest(reader);
        return 'too_large';
      }
      chunks.push(value);
    }
  } catch {
    return 'gone';
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Reads and drops what is left of a refused body, so the client, still sending, reads the refusal:
 * a socket closed with bytes unread is reset, and a client whose write fails on that reset loses the
 * answer it had not read yet. A client that keeps sending is cut off by the adapter once the answer is
 * out (`@hono/node-server` drains a request body for at most 500 ms or 64 MB) and by the request deadline.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The connection went away: nothing left to drop.
  }
}

function pathOf(url: string): string {
  // The path starts after "scheme://host"; no need for a full URL parse on the hot path.
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  return query === -1 ? url.slice(start) : url.slice(start, query);
}

/** Reads a positive whole number from the environment, or the default; anything else is an error. */
export function limitFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1, got "${raw}"`);
  return value;
}
