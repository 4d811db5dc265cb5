// A reply as the client receives it: a stored reply replayed (JSON traces, or `metadata`, `summary`,
// `done` events), or a running generation streamed as SSE with keep-alive comments. A client that
// goes away only detaches its listener: the generation carries on and is stored.
import { CORS_HEADERS, json } from '../http-errors.ts';
import type { Generation, GenerationOutcome } from '../generation.ts';
import type { MessageRow, StreamEvent } from '../protocol.ts';
import { encodeComment, encodeEvent, SSE_HEADERS } from '../sse.ts';
import { summarizeTraces, tracesFromSummary } from '../summarize-traces.ts';

export function replay(reply: MessageRow, streaming: boolean): Response {
  const summary = {
    content_text: reply.content_text,
    content_json: reply.content_json ?? [],
    trace_types: reply.trace_types ?? [],
  };
  if (!streaming) return json(tracesFromSummary(summary));
  const events: StreamEvent[] = [
    {
      event: 'metadata',
      data: {
        assistant_client_msg_id: reply.client_msg_id,
        user_client_msg_id: reply.in_reply_to ?? undefined,
      },
    },
    {
      event: 'summary',
      data: {
        ...summary,
        ...(reply.status === 'stopped' ? { stopped: true } : {}),
        ...(reply.status === 'interrupted' ? { interrupted: true } : {}),
      },
    },
    { event: 'done', data: {} },
  ];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(encodeEvent(event));
      controller.close();
    },
  });
  return new Response(body, { headers: { ...SSE_HEADERS, ...CORS_HEADERS } });
}

export function streamGeneration(
  generation: Generation,
  userMsgId: string,
  requestSignal: AbortSignal,
  keepAliveMs: number,
): Response {
  let detach: (() => void) | null = null;
  let keepAlive: ReturnType<typeof setInterval> | null = null;
  const cleanup = () => {
    detach?.();
    if (keepAlive) clearInterval(keepAlive);
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (event: StreamEvent) => {
        if (open) controller.enqueue(encodeEvent(event));
      };
      const close = () => {
        if (!open) return;
        open = false;
        cleanup();
        controller.close();
      };
      send({
        event: 'metadata',
        data: { assistant_client_msg_id: generation.replyMsgId, user_client_msg_id: userMsgId },
      });
      keepAlive = setInterval(() => open && controller.enqueue(encodeComment('keep-alive')), keepAliveMs);
      // The client going away detaches this listener only: the generation carries on.
      requestSignal.addEventListener('abort', () => {
        open = false;
        cleanup();
      });
      detach = generation.attach({
        trace: (trace) => send({ event: 'trace', data: trace }),
        end: (outcome) => {
          for (const event of outcomeEvents(outcome)) send(event);
          close();
        },
      });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, { headers: { ...SSE_HEADERS, ...CORS_HEADERS } });
}

function outcomeEvents(outcome: GenerationOutcome): StreamEvent[] {
  switch (outcome.kind) {
    case 'complete':
      return [
        { event: 'summary', data: summarizeTraces(outcome.traces) },
        { event: 'done', data: {} },
      ];
    case 'stopped':
      return [
        { event: 'summary', data: { ...summarizeTraces(outcome.traces), stopped: true } },
        { event: 'done', data: {} },
      ];
    case 'interrupted':
      return [
        { event: 'summary', data: { ...summarizeTraces(outcome.traces), interrupted: true } },
        { event: 'done', data: {} },
      ];
    case 'failed':
      return [
        { event: 'error', data: { error: outcome.message, code: 'generation_failed' } },
        { event: 'done', data: {} },
      ];
  }
}
