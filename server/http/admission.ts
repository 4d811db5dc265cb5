// Backpressure at the stack's door. Past what the machine can serve, a request waiting in line only
// makes every other request slower, and a socket left unanswered ends as a reset or a timeout. So
// the stack bounds what it works on at once and answers the rest at once, cheaply, with
// `503 Service Unavailable` and `Retry-After`: the client (the sync engine retries 5xx with back-off)
// knows it was not served and when to come back, and nothing it sent is lost.
//
// Two bounds: every request in flight (static files, auth, REST, functions), and, tighter, function
// calls, because a function call (a streamed reply above all) holds its slot for as long as it runs
// and costs the most. And one signal: while the event loop falls behind (event-loop-pressure.ts), a
// new function call is refused once a few are running, whatever the bound, because each one admitted
// then slows every reply already streaming. A request holds its slot until its response is finished or its connection
// closes, so a long stream counts for its whole length. Calls the functions make into the stack in
// process (in-process-fetch.ts) do not pass this door: they are part of a call already admitted.
// WebSocket upgrades (realtime) do not pass it either; they are not requests in flight.

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
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = {
  maxRequests: 512,
  maxFunctionCalls: 256,
  retryAfterSeconds: 1,
  maxEventLoopDelayMs: 100,
  minFunctionCallsUnderPressure: 64,
};

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

export interface Admission {
  /** Wraps the handler the Node server calls for every request. */
  guard<E extends NodeBindings>(handler: Handler<E>): Handler<E>;
  /** What is in flight now (for tests and diagnostics). */
  inFlight(): { requests: number; functionCalls: number };
}

export function createAdmission(limits: AdmissionLimits, pressure: Pressure = NO_PRESSURE): Admission {
  let requests = 0;
  let functionCalls = 0;

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

  return {
    guard(handler) {
      return (request, env) => {
        const isFunctionCall = isFunctionPath(request.url) && request.method !== 'OPTIONS';
        if (
          requests >= limits.maxRequests ||
          (isFunctionCall &&
            (functionCalls >= limits.maxFunctionCalls ||
              (functionCalls >= limits.minFunctionCallsUnderPressure && pressure.lagging())))
        ) {
          return overloaded();
        }
        requests++;
        if (isFunctionCall) functionCalls++;
        // 'close' comes once per response: when it has been sent, or when the connection went away.
        env.outgoing.once('close', () => {
          requests--;
          if (isFunctionCall) functionCalls--;
        });
        return handler(request, env);
      };
    },
    inFlight: () => ({ requests, functionCalls }),
  };
}

function isFunctionPath(url: string): boolean {
  // The path starts after "scheme://host"; no need for a full URL parse on the hot path.
  const path = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return path.startsWith('/functions/v1/');
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
