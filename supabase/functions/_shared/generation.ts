// Generation belongs to the server: a reply is produced by a Generation that outlives the HTTP request
// that started it. Listeners (the SSE response, and any retried request for the same turn) receive
// every trace from the start; when the client disconnects the generation goes on, bounded by a
// timeout, and its result is stored. An explicit stop aborts the provider and keeps the partial reply.
// While it runs, `saveProgress` keeps the text so far in the database (see progress-saver.ts), so a
// process that dies mid-reply leaves most of it behind, marked interrupted.
import { ProgressSaver } from './progress-saver.ts';
import { summarizeTraces } from './summarize-traces.ts';
import {
  ReplyCutShort,
  type AssistantProvider,
  type HistoryTurn,
  type Trace,
  type TurnContext,
} from './protocol.ts';

export const PROGRESS_INTERVAL_MS = 1000;
export const PROGRESS_HEARTBEAT_MS = 10_000;

export type GenerationOutcome =
  | { kind: 'complete'; traces: Trace[] }
  | { kind: 'stopped'; traces: Trace[] }
  /** Cut short (the provider gave up, or the generation's time ran out) after part of a reply. */
  | { kind: 'interrupted'; traces: Trace[] }
  | { kind: 'failed'; traces: Trace[]; message: string };

export interface GenerationListener {
  trace(trace: Trace): void;
  end(outcome: GenerationOutcome): void;
}

export class Generation {
  readonly traces: Trace[] = [];
  private readonly listeners = new Set<GenerationListener>();
  private readonly controller = new AbortController();
  private stopRequested = false;
  private outcome: GenerationOutcome | null = null;
  readonly finished: Promise<GenerationOutcome>;

  /** The client_msg_id the reply is stored under. */
  readonly replyMsgId: string;
  /** The user whose conversation it answers (only they may join it). */
  readonly ownerId: string | undefined;

  constructor(options: {
    provider: AssistantProvider;
    input: string;
    history: HistoryTurn[];
    context?: TurnContext;
    timeoutMs: number;
    replyMsgId: string;
    /** Persists the outcome; the generation counts as finished only once this resolves. */
    store: (outcome: GenerationOutcome) => Promise<void>;
    /** Keeps the reply so far while it generates (crash safety); not called after the outcome. */
    saveProgress?: (traces: readonly Trace[]) => Promise<void>;
    progressIntervalMs?: number;
  }) {
    this.replyMsgId = options.replyMsgId;
    this.ownerId = options.context?.userId;
    const saveProgress = options.saveProgress;
    this.progress = saveProgress
      ? new ProgressSaver({
          save: () => saveProgress(this.traces.slice()),
          intervalMs: options.progressIntervalMs ?? PROGRESS_INTERVAL_MS,
          heartbeatMs: PROGRESS_HEARTBEAT_MS,
        })
      : null;
    this.finished = this.run(options, options.store);
  }

  private readonly progress: ProgressSaver | null;

  /** Adds a listener that first receives every trace produced so far. */
  attach(listener: GenerationListener): () => void {
    for (const trace of this.traces) listener.trace(trace);
    if (this.outcome) listener.end(this.outcome);
    else this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    this.stopRequested = true;
    this.controller.abort(new Error('stopped'));
  }

  /** Part of a reply is kept as interrupted; with nothing produced yet, the turn simply failed. */
  private cutShort(message: string): GenerationOutcome {
    return hasReplyText(this.traces)
      ? { kind: 'interrupted', traces: this.traces }
      : { kind: 'failed', traces: this.traces, message };
  }

  private async run(
    {
      provider,
      input,
      history,
      context,
      timeoutMs,
    }: {
      provider: AssistantProvider;
      input: string;
      history: HistoryTurn[];
      context?: TurnContext;
      timeoutMs: number;
    },
    store: (outcome: GenerationOutcome) => Promise<void>,
  ): Promise<GenerationOutcome> {
    const timer = setTimeout(() => this.controller.abort(new Error('timeout')), timeoutMs);
    this.progress?.start();
    let outcome: GenerationOutcome;
    try {
      for await (const trace of provider(input, history, this.controller.signal, context)) {
        if (this.controller.signal.aborted) break;
        this.traces.push(trace);
        this.progress?.changed();
        for (const listener of this.listeners) listener.trace(trace);
      }
      outcome = this.stopRequested
        ? { kind: 'stopped', traces: this.traces }
        : this.controller.signal.aborted
          ? this.cutShort('The assistant took too long to answer. Please try again.')
          : { kind: 'complete', traces: this.traces };
    } catch (error) {
      outcome = this.stopRequested
        ? { kind: 'stopped', traces: this.traces }
        : error instanceof ReplyCutShort
          ? this.cutShort(error.message)
          : this.controller.signal.aborted
            ? this.cutShort('The assistant took too long to answer. Please try again.')
            : {
                kind: 'failed',
                traces: this.traces,
                message: readableProviderError(error, this.controller.signal),
              };
    } finally {
      clearTimeout(timer);
    }
    await this.progress?.stop();
    try {
      await store(outcome);
    } catch (error) {
      console.error('storing the assistant reply failed', error);
      outcome = {
        kind: 'failed',
        traces: this.traces,
        message: 'The reply could not be saved. Please try again.',
      };
    }
    this.outcome = outcome;
    for (const listener of this.listeners) listener.end(outcome);
    this.listeners.clear();
    return outcome;
  }
}

function hasReplyText(traces: readonly Trace[]): boolean {
  return summarizeTraces(traces).content_text.trim() !== '';
}

function readableProviderError(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'The assistant took too long to answer. Please try again.';
  const message = error instanceof Error ? error.message : String(error);
  return message
    ? `The assistant is unavailable right now (${message}). Please try again.`
    : 'The assistant is unavailable right now. Please try again.';
}

/** In-flight generations of this process, keyed by conversation and user turn. */
export class GenerationRegistry {
  private readonly running = new Map<string, Generation>();

  get(conversationId: string, clientMsgId: string): Generation | undefined {
    return this.running.get(key(conversationId, clientMsgId));
  }

  start(conversationId: string, clientMsgId: string, create: () => Generation): Generation {
    const existing = this.get(conversationId, clientMsgId);
    if (existing) return existing;
    const generation = create();
    const k = key(conversationId, clientMsgId);
    this.running.set(k, generation);
    void generation.finished.finally(() => this.running.delete(k));
    return generation;
  }
}

function key(conversationId: string, clientMsgId: string): string {
  return `${conversationId}\u0000${clientMsgId}`;
}
