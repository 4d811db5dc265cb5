// The `openai` assistant provider (architecture §4): any OpenAI-compatible streaming chat completions
// endpoint (OpenAI, Ollama, llama.cpp, vLLM, …). The answer streams as completion traces — one `start`,
// `content` chunks as they arrive, one `end` — and the local calculators are offered as function tools:
// when the model calls one, it runs here and the conversation goes back to the model with the result
// (at most MAX_TOOL_ROUNDS times), so figures are computed, not guessed.
//
// Web APIs only (runs under Node and Deno). Abort: the request is aborted and the stream simply ends.

import type { AssistantProvider, HistoryTurn, Trace } from '../protocol.ts';
import { CALCULATOR_TOOLS, runCalculatorTool } from './calculator-tools.ts';
import {
  Aborted,
  defaultFetch,
  httpError,
  linkedController,
  messageIn,
  readEvents,
  send,
  shorten,
} from './http.ts';
import type { FetchLike } from './http.ts';

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
/** Rounds in which tool calls are executed; the request after the last one asks for a plain answer. */
export const MAX_TOOL_ROUNDS = 3;

const WHO = 'OpenAI-compatible endpoint';

export const SYSTEM_PROMPT = [
  'You are Hearth, an assistant for real-estate questions: buying, selling, renting, mortgages, refinancing and rental investing.',
  '- Answer concisely in Markdown: short paragraphs, bullet lists, and tables for numbers.',
  '- Never do financial math yourself. For mortgage payments, affordability, rent vs. buy, rental property returns, refinance break-even and closing costs, call the matching tool and report its figures.',
  '- Show the inputs and assumptions behind every figure (including the assumptions the tool reports). If a missing fact would change the answer a lot, say what you assumed and invite the user to give it.',
  '- Say that figures are estimates, not financial, legal or tax advice, and suggest confirming with a lender, agent or attorney where it matters.',
  '- Fair housing: never steer anyone toward or away from a home, neighborhood or person based on race, color, religion, sex, national origin, disability, familial status or any other protected characteristic, and do not describe areas by their demographics or use coded terms for them. Offer objective, verifiable criteria instead (price, commute, amenities, official school and crime data the user can check).',
].join('\n');

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
  const useTools = options.tools ?? true;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;

  return async function* openAIProvider(
    input: string,
    history: HistoryTurn[],
    signal: AbortSignal,
  ): AsyncGenerator<Trace, void, undefined> {
    if (signal.aborted) return;
    const messages: ChatMessage[] = [
      { role: 'system', content: options.systemPrompt ?? SYSTEM_PROMPT },
      ...toMessages(history),
      { role: 'user', content: input },
    ];
    let started = false;
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
        for await (const delta of streamCompletion(fetchImpl, url, headers, body, signal)) {
          if (typeof delta.content === 'string' && delta.content !== '') {
            if (!started) {
              started = true;
              yield { type: 'completion', payload: { state: 'start' } };
            }
            roundText += delta.content;
            yield { type: 'completion', payload: { state: 'content', content: delta.content } };
          }
          for (const fragment of delta.tool_calls ?? []) accumulateToolCall(calls, fragment);
        }
        if (signal.aborted) return;
        const toolCalls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
        if (toolCalls.length === 0 || !useTools || round >= MAX_TOOL_ROUNDS) break;
        toolCalls.forEach((call, i) => {
          if (!call.id) call.id = `call_${round}_${i}`;
        });
        messages.push({ role: 'assistant', content: roundText || null, tool_calls: toolCalls });
        for (const call of toolCalls)
          messages.push({
            role: 'tool',
            tool_call_id: call.id,
            content: runCalculatorTool(call.function.name, call.function.arguments),
          });
        // Text the model wrote before calling a tool stays in the bubble; keep the next round apart.
        if (roundText && !/\s$/.test(roundText))
          yield { type: 'completion', payload: { state: 'content', content: '\n\n' } };
      }
    } catch (error) {
      if (error instanceof Aborted || signal.aborted) return;
      throw error;
    }
    if (!started) throw new Error(`${WHO} returned an empty answer`);
    yield { type: 'completion', payload: { state: 'end' } };
  };
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
  const link = linkedController(signal);
  try {
    const response = await send(
      fetchImpl,
      `the ${WHO}`,
      url,
      { method: 'POST', headers, body: JSON.stringify(body), signal: link.controller.signal },
      signal,
    );
    if (!response.ok) throw await httpError(WHO, response);
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
    link.dispose();
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
