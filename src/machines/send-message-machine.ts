// Spec §4 Sending a message: the send lifecycle of the active conversation, rule by rule as numbered in
// docs/send-rules.md (R1–R19; the comments below name them). Guarantees:
// - one send at a time (R1); sends while offline are each queued and do not block the next (R4);
// - the user message is written locally before anything goes over the network (R5);
// - the assistant bubble only ever shows what the stream said, the error text (R12) or the request
//   fallback (R15); nothing after the end of a reply changes it (R16);
// - the streaming reply lives only here, in memory (R18): `messages` holds this tab's sends in the
//   active conversation, and `mergeMessages` (chat-entities.ts) lays them over the stored ones.

import {
  and,
  assign,
  emit,
  setup,
  type CallbackActorLogic,
  type EventObject,
  type PromiseActorLogic,
  type SnapshotFrom,
} from 'xstate';
import type {
  ReplySummary,
  StreamErrorPayload,
  StreamEvent,
  Trace,
} from '../../supabase/functions/_shared/protocol.ts';
import { unreachable } from '../lib/errors.ts';
import { REQUEST_ERROR_FALLBACK, contentFromParts, streamErrorText } from '../lib/message-content.ts';
import {
  finishTraces,
  initialTraceState,
  reduceTrace,
  summaryOf,
  type TraceState,
} from '../../supabase/functions/_shared/summarize-traces.ts';
import type { LocalMessage, SendState } from './chat-entities.ts';
import { unprovidedCallback, unprovidedPromise } from './unprovided-actor.ts';

/** The spec §3 Interaction request of one send, as the enqueue and stream actors receive it. */
export interface SendRequestInput {
  conversationId: string;
  text: string;
  /** The user message's id (client_msg_id). */
  clientMsgId: string;
  /** The assistant placeholder's id (response_client_msg_id). */
  responseClientMsgId: string;
}

/** What the `streamReply` actor sends back: the spec §3 Stream events, plus a failure of its own. */
export type StreamReplyEvent =
  | { type: 'stream.trace'; trace: Trace }
  | { type: 'stream.metadata'; assistantClientMsgId: string }
  | { type: 'stream.summary'; summary: ReplySummary & { stopped?: boolean } }
  | { type: 'stream.error'; error: StreamErrorPayload | string | null }
  | { type: 'stream.done' }
  /** The request failed some other way (network, HTTP status, a broken body): R15. */
  | { type: 'stream.failed'; error: unknown }
  /** The reply will not stream here now: the outbox delivers the send later (R19). */
  | { type: 'stream.queued' };

export type SendMessageEvent =
  | { type: 'message.send'; text: string }
  /** The user's Stop, or the switch machine's abort of the in-flight stream. */
  | { type: 'stream.abort' }
  /** The switch machine's "clear partial streaming buffers". */
  | { type: 'buffers.clear' }
  | { type: 'conversation.activated'; conversationId: string | null }
  | StreamReplyEvent;

export type SendMessageEmitted = { type: 'input.cleared' };

/** The I/O the app provides (`sendMessageMachine.provide({ actors })`). */
export interface SendMessageActors {
  /**
   * Writes the user message and its outbox entry locally (one Dexie transaction) and resolves at once,
   * online or not. The entry is idempotent by client_msg_id: the sync engine delivers it when the
   * stream below did not (offline, or the stream was cut before the server had it).
   */
  enqueueMessage: PromiseActorLogic<void, SendRequestInput>;
  /**
   * Streams the reply (spec §7 interact/stream with config.completion_events) and sends each event
   * back as a `StreamReplyEvent` (`toStreamReplyEvent` maps the SSE parser's events), then
   * `stream.done` when the body ends, or `stream.failed` when the request fails. Its cleanup aborts the
   * request (the abort signal of spec §7). When the reply cannot stream here now it sends
   * `stream.queued` instead (R19).
   */
  streamReply: CallbackActorLogic<EventObject, SendRequestInput>;
}

export interface SendMessageInput {
  conversationId?: string | null;
  /** New message ids; `crypto.randomUUID` unless given. */
  generateId?: () => string;
  /** Whether to stream now or queue (R3, R4); `navigator.onLine` unless given. */
  isOnline?: () => boolean;
}

interface InFlightSend {
  conversationId: string;
  text: string;
  userMessageId: string;
  /** The placeholder's id; renamed by metadata (R10). */
  assistantMessageId: string;
  online: boolean;
  /** A stream event has arrived, so the server has the user message (R8). */
  answered: boolean;
  /** An error event has arrived (R12). */
  errored: boolean;
}

export interface SendMessageContext {
  conversationId: string | null;
  /** This tab's sends in the active conversation, in send order: user messages and replies. */
  messages: LocalMessage[];
  /** The send in progress; null when idle. */
  current: InFlightSend | null;
  /** The partial streaming buffer of the reply in progress (trace accumulator state). */
  trace: TraceState;
  /** True from an online send until its reply ends (R3, R9–R16). */
  isStreaming: boolean;
  /** An `end` trace has arrived in this conversation (R9). */
  conversationEnded: boolean;
  generateId: () => string;
  isOnline: () => boolean;
}

/** Maps an event of the SSE parser (lib/sse-stream.ts) to the event `streamReply` sends back. */
export function toStreamReplyEvent(event: StreamEvent): StreamReplyEvent {
  switch (event.event) {
    case 'trace':
      return { type: 'stream.trace', trace: event.data };
    case 'metadata':
      return { type: 'stream.metadata', assistantClientMsgId: event.data.assistant_client_msg_id };
    case 'summary':
      return { type: 'stream.summary', summary: event.data };
    case 'error':
      return { type: 'stream.error', error: event.data };
    case 'done':
      return { type: 'stream.done' };
    default:
      return unreachable(event);
  }
}

export const selectIsStreaming = (snapshot: SnapshotFrom<typeof sendMessageMachine>): boolean =>
  snapshot.context.isStreaming;

const defaultGenerateId = () => crypto.randomUUID();
const defaultIsOnline = () => globalThis.navigator?.onLine ?? true;

function patchMessage(
  messages: readonly LocalMessage[],
  id: string | undefined,
  patch: Partial<LocalMessage>,
): LocalMessage[] {
  return messages.map((m) => (m.id === id ? { ...m, ...patch } : m));
}

/** Sets the user message's state, then the reply's. */
function settle(
  context: SendMessageContext,
  user: SendState,
  reply: Partial<LocalMessage> | null,
): Partial<SendMessageContext> {
  const current = context.current;
  if (!current) return {};
  let messages = patchMessage(context.messages, current.userMessageId, { sendState: user });
  if (reply) messages = patchMessage(messages, current.assistantMessageId, reply);
  return { messages };
}

export const sendMessageMachine = setup({
  types: {
    context: {} as SendMessageContext,
    input: {} as SendMessageInput | undefined,
    events: {} as SendMessageEvent,
    emitted: {} as SendMessageEmitted,
  },
  actors: {
    enqueueMessage: unprovidedPromise<void, SendRequestInput>('enqueueMessage'),
    streamReply: unprovidedCallback<SendRequestInput>('streamReply'),
  } satisfies SendMessageActors,
  guards: {
    // R1
    hasText: ({ event }) => event.type === 'message.send' && event.text.trim() !== '',
    hasActiveConversation: ({ context }) => context.conversationId !== null,
    noSendInProgress: ({ context }) => context.current === null,
    // R3, R4
    online: ({ context }) => context.isOnline(),
    sentOnline: ({ context }) => context.current?.online === true,
    isOtherConversation: ({ context, event }) =>
      event.type === 'conversation.activated' && event.conversationId !== context.conversationId,
  },
  actions: {
    // R2, R3, R4
    acceptSend: assign(({ context }, params: { text: string; online: boolean }) => {
      const text = params.text.trim();
      const userMessageId = context.generateId();
      const assistantMessageId = context.generateId();
      const user: LocalMessage = {
        type: 'user',
        content: text,
        id: userMessageId,
        clientMsgId: userMessageId,
        imageUrls: [],
        traceTypes: [],
        isStreaming: false,
        sendState: params.online ? 'sending' : 'queued',
      };
      const placeholder: LocalMessage = {
        type: 'assistant',
        content: '',
        id: assistantMessageId,
        clientMsgId: assistantMessageId,
        imageUrls: [],
        traceTypes: [],
        isStreaming: true,
        sendState: 'streaming',
      };
      return {
        messages: params.online ? [...context.messages, user, placeholder] : [...context.messages, user],
        current: {
          conversationId: context.conversationId as string,
          text,
          userMessageId,
          assistantMessageId,
          online: params.online,
          answered: false,
          errored: false,
        },
        trace: initialTraceState,
        isStreaming: params.online,
      };
    }),
    clearInput: emit({ type: 'input.cleared' as const }),
    // R5
    failEnqueue: assign(({ context }) =>
      settle(
        context,
        'failed',
        context.current?.online
          ? { content: REQUEST_ERROR_FALLBACK, isStreaming: false, sendState: 'failed' }
          : null,
      ),
    ),
    // R19
    queueInstead: assign(({ context }) => {
      const current = context.current;
      if (!current) return {};
      return {
        messages: patchMessage(
          context.messages.filter((m) => m.id !== current.assistantMessageId),
          current.userMessageId,
          { sendState: 'queued' },
        ),
      };
    }),
    // R8: any stream event means the server has the user message.
    markAnswered: assign(({ context }) => {
      if (!context.current || context.current.answered) return {};
      return {
        ...settle(context, 'sent', null),
        current: { ...context.current, answered: true },
      };
    }),
    // R7, R9
    applyTrace: assign(({ context }, params: { trace: Trace }) => {
      const current = context.current;
      if (!current) return {};
      const trace = reduceTrace(context.trace, params.trace);
      const summary = summaryOf(trace);
      const { content, imageUrls } = contentFromParts(summary.content_text, summary.content_json);
      const patch: Partial<LocalMessage> = current.errored
        ? { traceTypes: [...trace.traceTypes] }
        : { content, imageUrls, traceTypes: [...trace.traceTypes] };
      return {
        trace,
        messages: patchMessage(context.messages, current.assistantMessageId, patch),
        conversationEnded: context.conversationEnded || trace.isEnded,
      };
    }),
    // R10
    renamePlaceholder: assign(({ context }, params: { assistantClientMsgId: string }) => {
      const current = context.current;
      const id = params.assistantClientMsgId;
      if (!current || !id || id === current.assistantMessageId) return {};
      return {
        messages: patchMessage(context.messages, current.assistantMessageId, { id, clientMsgId: id }),
        current: { ...current, assistantMessageId: id },
      };
    }),
    // R11
    applySummary: assign(({ context }, params: { summary: ReplySummary & { stopped?: boolean } }) => {
      const { summary } = params;
      const { content, imageUrls } = contentFromParts(summary.content_text, summary.content_json);
      const traceTypes = Array.isArray(summary.trace_types)
        ? [...summary.trace_types]
        : [...context.trace.traceTypes];
      return settle(context, 'sent', {
        content,
        imageUrls,
        traceTypes,
        isStreaming: false,
        sendState: summary.stopped ? 'stopped' : 'sent',
      });
    }),
    // R12
    applyStreamError: assign(({ context }, params: { error: StreamErrorPayload | string | null }) => {
      const current = context.current;
      if (!current) return {};
      return {
        messages: patchMessage(context.messages, current.assistantMessageId, {
          content: streamErrorText(params.error),
          sendState: 'failed',
        }),
        current: { ...current, errored: true },
      };
    }),
    // R13
    finishStream: assign(({ context }) => {
      const current = context.current;
      if (!current) return {};
      const summary = summaryOf(context.trace);
      const { content, imageUrls } = contentFromParts(summary.content_text, summary.content_json);
      return {
        trace: finishTraces(context.trace),
        ...settle(
          context,
          'sent',
          current.errored
            ? { isStreaming: false, sendState: 'failed' }
            : {
                content,
                imageUrls,
                isStreaming: false,
                sendState: 'sent',
              },
        ),
      };
    }),
    // R14
    stopStream: assign(({ context }) => {
      const current = context.current;
      if (!current) return {};
      return settle(
        context,
        current.answered ? 'sent' : 'queued',
        current.online ? { isStreaming: false, sendState: current.errored ? 'failed' : 'stopped' } : null,
      );
    }),
    // R15
    failRequest: assign(({ context }) => {
      const current = context.current;
      if (!current) return {};
      return settle(context, current.answered ? 'sent' : 'queued', {
        content: REQUEST_ERROR_FALLBACK,
        isStreaming: false,
        sendState: 'failed',
      });
    }),
    logFailure: (_, params: { what: string; error: unknown }) => {
      console.error(`Sending a message: ${params.what}`, params.error);
    },
    // R17
    clearBuffers: assign({ messages: [], current: null, trace: initialTraceState, isStreaming: false }),
    setConversation: assign((_, params: { conversationId: string | null }) => ({
      conversationId: params.conversationId,
      conversationEnded: false,
    })),
    release: assign({ current: null, isStreaming: false }),
  },
}).createMachine({
  id: 'sendMessage',
  context: ({ input }) => ({
    conversationId: input?.conversationId ?? null,
    messages: [],
    current: null,
    trace: initialTraceState,
    isStreaming: false,
    conversationEnded: false,
    generateId: input?.generateId ?? defaultGenerateId,
    isOnline: input?.isOnline ?? defaultIsOnline,
  }),
  initial: 'idle',
  on: {
    // R1–R4
    'message.send': [
      {
        guard: and(['hasText', 'hasActiveConversation', 'noSendInProgress', 'online']),
        target: '.enqueueing',
        actions: [
          { type: 'acceptSend', params: ({ event }) => ({ text: event.text, online: true }) },
          'clearInput',
        ],
      },
      {
        guard: and(['hasText', 'hasActiveConversation', 'noSendInProgress']),
        target: '.enqueueing',
        actions: [
          { type: 'acceptSend', params: ({ event }) => ({ text: event.text, online: false }) },
          'clearInput',
        ],
      },
    ],
    // R17
    'buffers.clear': { target: '.idle', actions: 'clearBuffers' },
    'conversation.activated': {
      guard: 'isOtherConversation',
      target: '.idle',
      actions: [
        'clearBuffers',
        { type: 'setConversation', params: ({ event }) => ({ conversationId: event.conversationId }) },
      ],
    },
  },
  states: {
    idle: {
      entry: 'release',
    },
    // R5
    enqueueing: {
      invoke: {
        src: 'enqueueMessage',
        input: ({ context }) => requestOf(context),
        onDone: [{ guard: 'sentOnline', target: 'streaming' }, { target: 'idle' }],
        onError: {
          target: 'idle',
          actions: [
            'failEnqueue',
            {
              type: 'logFailure',
              params: ({ event }) => ({ what: 'saving the message failed', error: event.error }),
            },
          ],
        },
      },
      on: {
        // R14
        'stream.abort': { target: 'idle', actions: 'stopStream' },
      },
    },
    // R6–R16
    streaming: {
      invoke: {
        src: 'streamReply',
        input: ({ context }) => requestOf(context),
        onError: {
          target: 'idle',
          actions: [
            'failRequest',
            {
              type: 'logFailure',
              params: ({ event }) => ({ what: 'the stream failed', error: event.error }),
            },
          ],
        },
      },
      on: {
        'stream.trace': {
          actions: ['markAnswered', { type: 'applyTrace', params: ({ event }) => ({ trace: event.trace }) }],
        },
        'stream.metadata': {
          actions: [
            'markAnswered',
            {
              type: 'renamePlaceholder',
              params: ({ event }) => ({ assistantClientMsgId: event.assistantClientMsgId }),
            },
          ],
        },
        'stream.summary': {
          target: 'idle',
          actions: [{ type: 'applySummary', params: ({ event }) => ({ summary: event.summary }) }],
        },
        'stream.error': {
          actions: [
            'markAnswered',
            { type: 'applyStreamError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
        'stream.done': { target: 'idle', actions: 'finishStream' },
        'stream.abort': { target: 'idle', actions: 'stopStream' },
        'stream.queued': { target: 'idle', actions: 'queueInstead' },
        'stream.failed': {
          target: 'idle',
          actions: [
            'failRequest',
            {
              type: 'logFailure',
              params: ({ event }) => ({ what: 'the request failed', error: event.error }),
            },
          ],
        },
      },
    },
  },
});

function requestOf(context: SendMessageContext): SendRequestInput {
  const current = context.current as InFlightSend;
  return {
    conversationId: current.conversationId,
    text: current.text,
    clientMsgId: current.userMessageId,
    responseClientMsgId: current.assistantMessageId,
  };
}
