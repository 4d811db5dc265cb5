// A fake OpenAI-compatible chat completions server (tests only) that speaks the real wire format:
// `POST /v1/chat/completions` with `stream: true` answers `text/event-stream` with
// `data: {"object":"chat.completion.chunk","choices":[{"index":0,"delta":{…},"finish_reason":…}]}` events and
// a final `data: [DONE]`; errors are JSON `{"error":{"message","type","param","code"}}` with the status.
//
// Each request is answered by the next reply in the script; replies may check the request (as the real
// API validates tool messages) and answer 400 when it is wrong.
import type { ServerResponse } from 'node:http';
import { startFakeServer, writeInPieces, sleep, type FakeServer, type RecordedRequest } from './fake-http.ts';

export type OpenAIReply = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeOpenAIServer extends FakeServer {
  /** `http://127.0.0.1:<port>/v1`, for OPENAI_BASE_URL. */
  baseUrl: string;
}

export async function startFakeOpenAIServer(replies: OpenAIReply[]): Promise<FakeOpenAIServer> {
  let next = 0;
  const server = await startFakeServer(async (request, res) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
      return sendError(
        res,
        404,
        `Unknown request URL: ${request.method} ${request.url}`,
        'invalid_request_error',
        'unknown_url',
      );
    const reply = replies[next++];
    if (!reply)
      return sendError(res, 500, 'The fake server has no reply left for this request.', 'server_error', null);
    await reply(request, res);
  });
  return { ...server, baseUrl: `${server.origin}/v1` };
}

// ---------------------------------------------------------------------------------------------------
// Chunks and bodies

export interface ChunkDelta {
  role?: 'assistant';
  content?: string | null;
  /** Reasoning sent apart from the answer, as DeepSeek, vLLM and LM Studio do. */
  reasoning_content?: string | null;
  tool_calls?: {
    index: number;
    id?: string;
    type?: 'function';
    function: { name?: string; arguments: string };
  }[];
}

let chunkCounter = 0;

/** One `chat.completion.chunk` object, as OpenAI sends it. */
export function chunk(delta: ChunkDelta, finishReason: string | null = null): object {
  return {
    id: `chatcmpl-fake${++chunkCounter}`,
    object: 'chat.completion.chunk',
    created: 1_767_225_600,
    model: 'gpt-4o-mini-2024-07-18',
    system_fingerprint: 'fp_fake',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

/** The SSE body for these chunks, ending with `data: [DONE]` unless `done` is false. */
export function sseBody(chunks: object[], done = true): Buffer {
  const events = chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`);
  if (done) events.push('data: [DONE]\n\n');
  return Buffer.from(events.join(''), 'utf8');
}

/** Chunks of a plain text answer streamed as `pieces`. */
export function textChunks(pieces: string[]): object[] {
  return [
    chunk({ role: 'assistant', content: '', refusal: null } as ChunkDelta),
    ...pieces.map((content) => chunk({ content })),
    chunk({}, 'stop'),
  ];
}

/** Chunks of one function call whose JSON arguments stream in `argumentFragments`. */
export function toolCallChunks(name: string, argumentFragments: string[], id = 'call_fake_1'): object[] {
  return [
    chunk({
      role: 'assistant',
      content: null,
      tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }],
    }),
    ...argumentFragments.map((args) => chunk({ tool_calls: [{ index: 0, function: { arguments: args } }] })),
    chunk({}, 'tool_calls'),
  ];
}

function startStream(res: ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
}

// ---------------------------------------------------------------------------------------------------
// Replies

/** Streams `body`, cut at `cuts` byte offsets (default: one write per event). */
export function streamReply(body: Buffer, cuts?: number[]): OpenAIReply {
  return async (_request, res) => {
    startStream(res);
    if (cuts) await writeInPieces(res, body, cuts);
    else {
      for (const event of body.toString('utf8').split(/(?<=\n\n)/)) {
        res.write(event);
        await sleep(2);
      }
    }
    res.end();
  };
}

/** Streams the first `events` events of `body`, then destroys the socket (a dropped connection). */
export function dropReply(body: Buffer, events: number): OpenAIReply {
  return async (_request, res) => {
    startStream(res);
    const parts = body.toString('utf8').split(/(?<=\n\n)/);
    for (const event of parts.slice(0, events)) {
      res.write(event);
      await sleep(2);
    }
    res.socket?.destroy();
  };
}

/** Streams the first `events` events of `body`, then stays silent with the connection open. */
export function stallReply(body: Buffer, events: number): OpenAIReply {
  return async (_request, res) => {
    startStream(res);
    for (const event of body
      .toString('utf8')
      .split(/(?<=\n\n)/)
      .slice(0, events))
      res.write(event);
  };
}

/** An error response with OpenAI's error body. */
export function errorReply(status: number, message: string, type: string, code: string | null): OpenAIReply {
  return (_request, res) => sendError(res, status, message, type, code);
}

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: { message, type, param: null, code } }, null, 2));
}

/** Wraps a reply with a check of the request; a failed check answers 400 like the real API would. */
export function checkedReply(
  check: (request: RecordedRequest) => string | undefined,
  reply: OpenAIReply,
): OpenAIReply {
  return async (request, res) => {
    const problem = check(request);
    if (problem) return sendError(res, 400, problem, 'invalid_request_error', null);
    await reply(request, res);
  };
}
