// The `openai` assistant provider (architecture §4): any OpenAI-compatible streaming chat completions
// endpoint (OpenAI, Ollama, llama.cpp, vLLM, …). The answer streams as completion traces — one `start`,
// `content` chunks as they arrive, one `end` — and the local calculators are offered as function tools:
// when the model calls one, it runs here and the conversation goes back to the model with the result
// (at most MAX_TOOL_ROUNDS times), so figures are computed, not guessed.
//
// Web APIs only (runs under Node and Deno). Abort: the request is aborted and the stream simply ends.

import {
  ReplyCutShort,
  type AssistantProvider,
  type HistoryTurn,
  type Trace,
  type TurnContext,
} from '../protocol.ts';
import { assumptionsContextLine } from '../assumptions.ts';
import { CALCULATOR_TOOLS, calculationForTool, runCalculatorTool } from './calculator-tools.ts';
import { CALCULATION_TRACE, type CalculationResult } from '../calculation-result.ts';
import { defaultFetch, httpError, messageIn, readEvents, send, shorten } from './http.ts';
import type { FetchLike } from './http.ts';
import { createThinkFilter } from './think-filter.ts';
import { DEFAULT_HISTORY_TOKENS, trimHistory } from './trim-history.ts';

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
/** Rounds in which tool calls are executed; the request after the last one asks for a plain answer. */
export const MAX_TOOL_ROUNDS = 3;

const WHO = 'OpenAI-compatible endpoint';

/** Default time for one reply; after it the partial reply is kept with a note (OPENAI_TIMEOUT_MS). */
export const DEFAULT_TIMEOUT_MS = 120_000;

/** The system prompt: today's date, the six areas, no live data, and tools only when they are offered. */
export function buildSystemPrompt(options: { today: Date; tools: boolean }): string {
  const date = options.today.toISOString().slice(0, 10);
  return [
    `You are Hearth, an assistant for real-estate questions. Today is ${date}.`,
    'You cover six areas: market analysis (inventory, absorption, pricing trends the user describes), property research (comps, price per square foot, taxes, inspections, selling costs), investment strategies (rentals, BRRRR, 1031 exchanges, depreciation, short-term rentals), location intelligence (what to check and where, never demographics), commercial property (NOI, cap rates, leases, DSCR) and financing (mortgages, points, PMI, ARMs, refinancing, DSCR loans).',
    '- You have NO live or local data: no current rates, prices, listings, comps, crime or school figures, and no forecasts. When asked, say so plainly, name where to look (for example Freddie Mac PMMS for rates, the county assessor, the local MLS report, the police department crime map), and offer to compute with numbers the user gives.',
    '- Read amounts by their role: per unit vs total ("each side", "per door", "x 2"), monthly vs annual, price vs cash invested ("all-in", "total into"), gross vs net ("nets", NOI). If a reading is ambiguous and changes the answer, ask one short question first.',
    options.tools
      ? '- Never do financial math yourself: call the matching calculator tool and report its figures, with the inputs as you read them and the assumptions the tool reports.'
      : '- Do the arithmetic carefully step by step, show the formula, the inputs as you read them and every assumption.',
    '- Answer concisely in Markdown: short paragraphs, bullet lists, and tables for numbers. Say that figures are estimates, not financial, legal or tax advice.',
    '- Fair housing: never steer anyone toward or away from a home, neighborhood or person based on race, color, religion, sex, national origin, disability, familial status or any other protected characteristic, and do not describe areas by their demographics or use coded terms for them. Offer objective, verifiable criteria instead (price, commute, amenities, official school and crime data the user can check). Answer landlords’ and agents’ compliance questions with what the law allows.',
  ].join('\n');
}

export const SYSTEM_PROMPT = buildSystemPrompt({ today: new Date(0), tools: true });

/** The server refused the request because of the `tools` parameter (model or server without tool support). */
class ToolsRejected extends Error {}

export interface OpenAIProviderOptions {
  apiKey?: string;
  /** Default https://api.openai.com/v1; the request goes to `{baseUrl}/chat/completions`. */
  baseUrl?: string;
  /** Default gpt-4o-mini. */
  model?: string;
  /** Offer the calculators as tools; default true (turn off for servers or models without tool support). */
  tools?: boolean;
  systemPrompt?: string;
  fetch?: FetchLike;
  /** Estimated-token budget for the history sent with each request (default 2500, for 4k–8k contexts). */
  maxHistoryTokens?: number;
  /** After this long the reply is ended and what arrived is kept with a note; default 120 s. */
  timeoutMs?: number;
  /** Clock for the date in the system prompt. */
  now?: () => Date;
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** The part of a `chat.completion.chunk` this provider reads. */
interface ChunkDelta {
  content?: string | null;
  /** Reasoning sent apart from the answer (DeepSeek, vLLM, LM Studio, Ollama `think`): never shown. */
  reasoning_content?: string | null;
  reasoning?: string | null;
  tool_calls?: {
    index?: number;
    id?: string;
    type?: string;
    function?: { name?: string; arguments?: string };
  }[];
}

export function createOpenAIProvider(options: OpenAIProviderOptions = {}): AssistantProvider {
  const url = `${(options.baseUrl || DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, '')}/chat/completions`;
  const model = options.model || DEFAULT_OPENAI_MODEL;
  const fetchImpl = options.fetch ?? defaultFetch;
  let useTools = options.tools ?? true;
  const historyBudget = options.maxHistoryTokens ?? DEFAULT_HISTORY_TOKENS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;

  const provider: AssistantProvider = async function* openAIProvider(
    input: string,
    history: HistoryTurn[],
    signal: AbortSignal,
    context?: TurnContext,
  ): AsyncGenerator<Trace, void, undefined> {
    if (signal.aborted) return;
    // The user's profile of assumptions (issue 23), as one line after the system prompt.
    const profileLine = assumptionsContextLine(context?.assumptions);
    const system = (tools: boolean) => {
      const prompt = options.systemPrompt ?? buildSystemPrompt({ today: now(), tools });
      return profileLine ? `${prompt}\n\n${profileLine}` : prompt;
    };
    const messages: ChatMessage[] = [
      { role: 'system', content: system(useTools) },
      ...toMessages(trimHistory(history, historyBudget)),
      { role: 'user', content: input },
    ];
    // One signal for the whole reply: the caller's Stop and the timeout both end it; its reason, a
    // `TimeoutError`, tells the timeout apart. The timer is our own, not `AbortSignal.timeout()`: inside
    // `AbortSignal.any()` Node 20 lets a timeout signal be garbage-collected before it fires
    // (nodejs/node#57736), and a stalled model then held the reply open for ever.
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    const reply = AbortSignal.any([signal, deadline.signal]);
    const think = createThinkFilter();
    // Results of the calculators the model called, sent after its text as the local analyst does.
    const calculations: CalculationResult[] = [];
    let started = false;
    let sawReasoning = false;
    const start = (): Trace[] => {
      if (started) return [];
      started = true;
      return [{ type: 'completion', payload: { state: 'start' } }];
    };
    try {
      for (let round = 0; ; round++) {
        const body: Record<string, unknown> = { model, messages, stream: true };
        if (useTools) {
          body.tools = CALCULATOR_TOOLS;
          // After the last tool round the model has to answer with what it has.
          if (round >= MAX_TOOL_ROUNDS) body.tool_choice = 'none';
        }
        const calls = new Map<number, ToolCall>();
        let roundText = '';
        try {
          for await (const delta of streamCompletion(fetchImpl, url, headers, body, reply)) {
            if (delta.reasoning_content || delta.reasoning) sawReasoning = true;
            if (typeof delta.content === 'string' && delta.content !== '') {
              const visible = think.feed(delta.content);
              if (visible !== '') {
                yield* start();
                roundText += visible;
                yield { type: 'completion', payload: { state: 'content', content: visible } };
              }
            }
            for (const fragment of delta.tool_calls ?? []) accumulateToolCall(calls, fragment);
          }
        } catch (error) {
          // A server or model without function calling: ask again without tools, and keep them off.
          if (error instanceof ToolsRejected && useTools && !started) {
            useTools = false;
            messages[0] = { role: 'system', content: system(false) };
            round--;
            continue;
          }
          throw error;
        }
        const tail = think.flush();
        if (tail) {
          yield* start();
          roundText += tail;
          yield { type: 'completion', payload: { state: 'content', content: tail } };
        }
        if (think.sawReasoning) sawReasoning = true;
        if (signal.aborted) return;
        const toolCalls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
        if (toolCalls.length === 0 || !useTools || round >= MAX_TOOL_ROUNDS) break;
        toolCalls.forEach((call, i) => {
          if (!call.id) call.id = `call_${round}_${i}`;
        });
        messages.push({ role: 'assistant', content: roundText || null, tool_calls: toolCalls });
        for (const call of toolCalls) {
          messages.push({
            role: 'tool',
            tool_call_id: call.id,
            content: runCalculatorTool(call.function.name, call.function.arguments),
          });
          const calculation = calculationForTool(call.function.name, call.function.arguments);
          if (calculation) calculations.push(calculation);
        }
        // Text the model wrote before calling a tool stays in the bubble; keep the next round apart.
        if (roundText && !/\s$/.test(roundText))
          yield { type: 'completion', payload: { state: 'content', content: '\n\n' } };
      }
    } catch (error) {
      if (signal.aborted) return;
      if (!timedOut(reply)) throw error;
      // Timed out: keep what arrived, say why it stops there, and end it as interrupted (not complete).
      if (!started) throw new Error(`${WHO} did not answer within ${Math.round(timeoutMs / 1000)} seconds`);
      yield {
        type: 'completion',
        payload: { state: 'content', content: `\n\n_${timeoutNote(timeoutMs)}_` },
      };
      throw new ReplyCutShort(timeoutNote(timeoutMs));
    } finally {
      clearTimeout(timer);
    }
    if (!started) {
      // Reasoning models sometimes spend the whole reply thinking and never answer.
      if (!sawReasoning) throw new Error(`${WHO} returned an empty answer`);
      yield* start();
      yield { type: 'completion', payload: { state: 'content', content: REASONING_ONLY_NOTE } };
    }
    yield { type: 'completion', payload: { state: 'end' } };
    for (const calculation of calculations) yield { type: CALCULATION_TRACE, payload: calculation };
  };
  // A chat model can pick up a reply where it stopped (Continue, continuation.ts).
  provider.continues = true;
  return provider;
}

/** Whether `signal` ended by the reply's deadline (the reason is a `TimeoutError` DOMException). */
function timedOut(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError';
}

export const REASONING_ONLY_NOTE =
  'The model only reasoned and gave no answer this time. Please ask again; if it keeps happening, use a larger context or turn the model’s thinking mode off.';

export function timeoutNote(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return `The model took longer than ${seconds} second${seconds === 1 ? '' : 's'}, so the reply stops here. Ask again or ask me to continue.`;
}

/** History turns as chat messages (empty turns, e.g. a stopped reply with no text, are left out). */
function toMessages(history: HistoryTurn[]): ChatMessage[] {
  return history
    .filter((turn) => turn.text.trim() !== '')
    .map((turn) => ({ role: turn.role === 'user' ? 'user' : 'assistant', content: turn.text }));
}

function accumulateToolCall(
  calls: Map<number, ToolCall>,
  fragment: NonNullable<ChunkDelta['tool_calls']>[number],
): void {
  const index = fragment.index ?? calls.size;
  let call = calls.get(index);
  if (!call) {
    call = { id: '', type: 'function', function: { name: '', arguments: '' } };
    calls.set(index, call);
  }
  if (fragment.id) call.id = fragment.id;
  if (fragment.function?.name) call.function.name += fragment.function.name;
  if (fragment.function?.arguments) call.function.arguments += fragment.function.arguments;
}

/** One streamed chat completion request: yields the deltas of the first choice until `[DONE]`. */
async function* streamCompletion(
  fetchImpl: FetchLike,
  url: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  signal: AbortSignal,
): AsyncGenerator<ChunkDelta, void, undefined> {
  // Aborted when the consumer stops iterating early, to cancel the request (as the caller's signal does).
  const done = new AbortController();
  try {
    const response = await send(
      fetchImpl,
      `the ${WHO}`,
      url,
      { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.any([signal, done.signal]) },
      signal,
    );
    if (!response.ok) {
      const error = await httpError(WHO, response);
      // Ollama: "… does not support tools"; llama.cpp: "tools param requires --jinja flag"; vLLM: "auto"
      // tool choice requires --enable-auto-tool-choice …
      if (body.tools && response.status >= 400 && /\btools?\b|function/i.test(error.message))
        throw new ToolsRejected(error.message);
      throw error;
    }
    if (!response.body) throw new Error(`${WHO} sent no response body`);
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream')) {
      // A server that ignored `stream: true` (or an error page with status 200).
      const text = await response.text().catch(() => '');
      const reason = messageInJson(text);
      throw new Error(
        `${WHO} did not stream its answer${reason ? `: ${reason}` : ` (content-type ${type || 'missing'})`}`,
      );
    }
    const dropped = () => new Error(`${WHO} closed the connection before the answer was complete`);
    let finished = false;
    for await (const event of readEvents(response.body, signal, dropped)) {
      const data = event.data.trim();
      if (data === '[DONE]') return;
      if (data === '') continue;
      let chunk: { choices?: { delta?: ChunkDelta; finish_reason?: string | null }[]; error?: unknown };
      try {
        chunk = JSON.parse(data);
      } catch {
        throw new Error(`${WHO} sent a malformed stream event`);
      }
      if (event.event === 'error' || chunk.error) {
        const reason = messageIn(chunk.error ?? chunk);
        throw new Error(`${WHO} reported an error${reason ? `: ${shorten(reason)}` : ''}`);
      }
      const choice = chunk.choices?.[0];
      if (!choice) continue; // e.g. the usage chunk
      if (choice.delta) yield choice.delta;
      if (choice.finish_reason) finished = true;
    }
    // The body ended without `[DONE]`: fine if the model said it had finished, else the answer is cut off.
    if (!finished && !signal.aborted) throw dropped();
  } finally {
    done.abort();
  }
}

function messageInJson(text: string): string | undefined {
  try {
    const found = messageIn(JSON.parse(text));
    return found ? shorten(found) : undefined;
  } catch {
    return undefined;
  }
}
