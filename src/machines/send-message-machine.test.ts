// Spec §4 Sending a message; each test names the rule of docs/send-rules.md it checks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { Trace } from '../../supabase/functions/_shared/protocol.ts';
import { createStreamEventParser } from '../lib/sse-stream.ts';
import { REQUEST_ERROR_FALLBACK, STREAM_ERROR_FALLBACK } from '../lib/message-content.ts';
import type { LocalMessage } from './chat-entities.ts';
import {
  selectIsStreaming,
  sendMessageMachine,
  toStreamReplyEvent,
  type SendRequestInput,
  type StreamReplyEvent,
} from './send-message-machine.ts';

// ---------------------------------------------------------------------------------------------------
// Fakes

const text = (message: string): Trace => ({ type: 'text', payload: { message } });
const completion = (state: 'start' | 'content' | 'continue' | 'end', content?: string): Trace => ({
  type: 'completion',
  payload: content === undefined ? { state } : { state, content },
});
const trace = (t: Trace): StreamReplyEvent => ({ type: 'stream.trace', trace: t });

/** One scripted stream event, sent `after` ms after the previous one (fake timers). */
interface Step {
  after: number;
  event: StreamReplyEvent;
}

interface StreamCall {
  input: SendRequestInput;
  sendBack: (event: StreamReplyEvent) => void;
  cleanedUp: boolean;
}

interface Options {
  online?: boolean | (() => boolean);
  conversationId?: string | null;
  /** Events the fake stream sends on its own; without a script the test drives `sendBack`. */
  script?: Step[];
  streamThrows?: Error;
  enqueueError?: Error;
  /** Milliseconds the local write takes (fake timers). */
  enqueueDelay?: number;
}

function start(options: Options = {}) {
  const log: string[] = [];
  const streams: StreamCall[] = [];
  const enqueued: SendRequestInput[] = [];
  let nextId = 0;
  const online = options.online ?? true;
  const machine = sendMessageMachine.provide({
    actors: {
      enqueueMessage: fromPromise<void, SendRequestInput>(async ({ input }) => {
        log.push(`enqueue ${input.clientMsgId}`);
        enqueued.push(input);
        if (options.enqueueDelay) await new Promise((r) => setTimeout(r, options.enqueueDelay));
        if (options.enqueueError) throw options.enqueueError;
      }),
      streamReply: fromCallback<EventObject, SendRequestInput>(({ input, sendBack }) => {
        log.push(`stream ${input.clientMsgId}`);
        if (options.streamThrows) throw options.streamThrows;
        const call: StreamCall = { input, sendBack, cleanedUp: false };
        streams.push(call);
        const timers: ReturnType<typeof setTimeout>[] = [];
        let at = 0;
        for (const step of options.script ?? []) {
          at += step.after;
          timers.push(setTimeout(() => sendBack(step.event), at));
        }
        return () => {
          log.push(`abort request ${input.clientMsgId}`);
          call.cleanedUp = true;
          timers.forEach(clearTimeout);
        };
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      conversationId: options.conversationId === undefined ? 'conv-1' : options.conversationId,
      generateId: () => `id-${++nextId}`,
      isOnline: typeof online === 'function' ? online : () => online,
    },
  });
  actor.on('input.cleared', () => log.push('input.cleared'));
  actor.start();
  const stream = () => {
    const call = streams.at(-1);
    if (!call) throw new Error('no stream started');
    return call;
  };
  const messages = () => actor.getSnapshot().context.messages;
  const reply = () => messages().find((m) => m.type === 'assistant');
  const user = () => messages().find((m) => m.type === 'user');
  return { actor, log, streams, enqueued, stream, messages, reply, user };
}

async function streaming(options: Options = {}, textToSend = 'What is a cap rate?') {
  const started = start(options);
  started.actor.send({ type: 'message.send', text: textToSend });
  await waitFor(started.actor, (s) => s.matches('streaming'));
  return started;
}

const userMessage = (id: string, content: string, sendState: LocalMessage['sendState']): LocalMessage => ({
  type: 'user',
  content,
  id,
  clientMsgId: id,
  imageUrls: [],
  traceTypes: [],
  isStreaming: false,
  sendState,
});

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------------

describe('R1 ignored sends', () => {
  it.each([
    ['empty', ''],
    ['blank', ' \n\t '],
  ])('an %s text is ignored (guard hasText)', (_, t) => {
    const { actor, log } = start();
    expect(actor.getSnapshot().can({ type: 'message.send', text: t })).toBe(false);
    actor.send({ type: 'message.send', text: t });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(log).toEqual([]);
  });

  it('a send without an active conversation is ignored (guard hasActiveConversation)', () => {
    const { actor, log } = start({ conversationId: null });
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'hi' })).toBe(false);
    actor.send({ type: 'message.send', text: 'hi' });
    expect(log).toEqual([]);
  });

  it('a send while a reply streams is ignored (guard noSendInProgress)', async () => {
    const { actor, log, messages } = await streaming();
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'again' })).toBe(false);
    actor.send({ type: 'message.send', text: 'again' });
    expect(messages()).toHaveLength(2);
    expect(log.filter((l) => l === 'input.cleared')).toHaveLength(1);
  });

  it('a send while the previous one is being written is ignored', () => {
    vi.useFakeTimers();
    const { actor, enqueued } = start({ online: false, enqueueDelay: 50 });
    actor.send({ type: 'message.send', text: 'one' });
    expect(actor.getSnapshot().value).toBe('enqueueing');
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'two' })).toBe(false);
    actor.send({ type: 'message.send', text: 'two' });
    expect(enqueued).toHaveLength(1);
  });

  it('a valid send is allowed (the send button asks can())', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'Is now a good time to buy?' })).toBe(true);
  });
});

describe('R2 R3 accepted online send', () => {
  it('adds the trimmed user message and an empty streaming placeholder, each with a new id, and clears the input', () => {
    const { actor, log } = start();
    actor.send({ type: 'message.send', text: '  Median price in Austin?  ' });
    const { context } = actor.getSnapshot();
    expect(context.messages).toEqual<LocalMessage[]>([
      userMessage('id-1', 'Median price in Austin?', 'sending'),
      {
        type: 'assistant',
        content: '',
        id: 'id-2',
        clientMsgId: 'id-2',
        imageUrls: [],
        traceTypes: [],
        isStreaming: true,
        sendState: 'streaming',
      },
    ]);
    expect(context.isStreaming).toBe(true);
    expect(selectIsStreaming(actor.getSnapshot())).toBe(true);
    expect(log[0]).toBe('input.cleared');
  });

  it('R5 R6 writes locally first, then streams with the interaction request', async () => {
    const { log, stream, enqueued } = await streaming({}, ' Cap rate? ');
    const request = {
      conversationId: 'conv-1',
      text: 'Cap rate?',
      clientMsgId: 'id-1',
      responseClientMsgId: 'id-2',
    };
    expect(enqueued).toEqual([request]);
    expect(stream().input).toEqual(request);
    expect(log).toEqual(['input.cleared', 'enqueue id-1', 'stream id-1']);
  });
});

describe('R4 offline send', () => {
  it('shows the user message queued, adds no placeholder and returns to idle', async () => {
    const { actor, log, messages } = start({ online: false });
    actor.send({ type: 'message.send', text: 'Queued question' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(messages()).toEqual([userMessage('id-1', 'Queued question', 'queued')]);
    expect(actor.getSnapshot().context.isStreaming).toBe(false);
    expect(log).toEqual(['input.cleared', 'enqueue id-1']);
  });

  it('several sends while offline are each queued, in order', async () => {
    const { actor, messages, enqueued } = start({ online: false });
    for (const t of ['one', 'two', 'three']) {
      actor.send({ type: 'message.send', text: t });
      await waitFor(actor, (s) => s.matches('idle'));
    }
    expect(messages()).toEqual([
      userMessage('id-1', 'one', 'queued'),
      userMessage('id-3', 'two', 'queued'),
      userMessage('id-5', 'three', 'queued'),
    ]);
    expect(enqueued.map((e) => [e.text, e.clientMsgId, e.responseClientMsgId])).toEqual([
      ['one', 'id-1', 'id-2'],
      ['two', 'id-3', 'id-4'],
      ['three', 'id-5', 'id-6'],
    ]);
  });

  it('the online check is asked at each send', async () => {
    let online = false;
    const { actor, messages } = start({ online: () => online });
    actor.send({ type: 'message.send', text: 'offline one' });
    await waitFor(actor, (s) => s.matches('idle'));
    online = true;
    actor.send({ type: 'message.send', text: 'online one' });
    await waitFor(actor, (s) => s.matches('streaming'));
    expect(messages().map((m) => [m.type, m.sendState])).toEqual([
      ['user', 'queued'],
      ['user', 'sending'],
      ['assistant', 'streaming'],
    ]);
  });
});

describe('R5 local write fails', () => {
  it('online: the user message fails and the placeholder shows the request fallback', async () => {
    const { actor, user, reply, log } = start({ enqueueError: new Error('QuotaExceededError') });
    actor.send({ type: 'message.send', text: 'hello' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(user()?.sendState).toBe('failed');
    expect(reply()).toMatchObject({
      content: REQUEST_ERROR_FALLBACK,
      isStreaming: false,
      sendState: 'failed',
    });
    expect(log).not.toContain('stream id-1');
    expect(actor.getSnapshot().context.isStreaming).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(
      'Sending a message: saving the message failed',
      expect.any(Error),
    );
  });

  it('offline: the user message fails and nothing else is added', async () => {
    const { actor, messages } = start({ online: false, enqueueError: new Error('QuotaExceededError') });
    actor.send({ type: 'message.send', text: 'hello' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(messages()).toEqual([userMessage('id-1', 'hello', 'failed')]);
  });
});

describe('R7 traces build the assistant text', () => {
  it('completion start, content × N, end: the bubble grows with every chunk', async () => {
    const { stream, reply } = await streaming();
    stream().sendBack(trace(completion('start')));
    expect(reply()?.content).toBe('');
    const seen: string[] = [];
    for (const chunk of ['A cap rate ', 'is net operating income ', 'divided by ', 'property value.']) {
      stream().sendBack(trace(completion('content', chunk)));
      seen.push(reply()?.content ?? '');
    }
    expect(seen).toEqual(
      [
        'A cap rate',
        'A cap rate is net operating income',
        'A cap rate is net operating income divided by',
        'A cap rate is net operating income divided by property value.',
      ].map((s, i, all) => (i < all.length - 1 ? `${s} ` : s)),
    );
    stream().sendBack(trace(completion('end')));
    expect(reply()).toMatchObject({
      content: 'A cap rate is net operating income divided by property value.',
      isStreaming: true,
      traceTypes: ['completion'],
    });
  });

  it('start resets the buffer; continue appends; end appends and commits one paragraph', async () => {
    const { stream, reply } = await streaming();
    stream().sendBack(trace(completion('start', 'discarded?')));
    stream().sendBack(trace(completion('start', 'First')));
    stream().sendBack(trace(completion('continue', ' paragraph')));
    stream().sendBack(trace(completion('end', '.')));
    stream().sendBack(trace(completion('start')));
    stream().sendBack(trace(completion('content', 'Second.')));
    stream().sendBack(trace(completion('end')));
    expect(reply()?.content).toBe('First paragraph.\n\nSecond.');
  });

  it('legacy completion-start / -continue / -end traces accumulate the same way', async () => {
    const { stream, reply } = await streaming();
    stream().sendBack(trace({ type: 'completion-start', payload: { completion: 'Rent ' } }));
    stream().sendBack(trace({ type: 'completion-continue', payload: { completion: 'vs buy' } }));
    stream().sendBack(trace({ type: 'completion-end', payload: { completion: '.' } }));
    expect(reply()?.content).toBe('Rent vs buy.');
    expect(reply()?.traceTypes).toEqual(['completion-start', 'completion-continue', 'completion-end']);
  });

  it('text, speak, card and visual: separate paragraphs, card parts on lines, images collected', async () => {
    const { stream, reply } = await streaming();
    stream().sendBack(trace(text('Here is the listing.')));
    stream().sendBack(trace({ type: 'visual', payload: { image: 'https://img.example.com/house.jpg' } }));
    stream().sendBack(
      trace({
        type: 'card',
        payload: {
          title: '12 Oak St',
          subtitle: '$450,000',
          text: '3 bd · 2 ba',
          image: 'https://img.example.com/oak.jpg',
        },
      }),
    );
    stream().sendBack(
      trace({
        type: 'speak',
        payload: { message: 'Want the comps? ![map](https://img.example.com/map.png)' },
      }),
    );
    expect(reply()).toMatchObject({
      content:
        'Here is the listing.\n\n12 Oak St\n$450,000\n3 bd · 2 ba\n\nWant the comps? ![map](https://img.example.com/map.png)',
      imageUrls: [
        'https://img.example.com/house.jpg',
        'https://img.example.com/oak.jpg',
        'https://img.example.com/map.png',
      ],
      traceTypes: ['text', 'visual', 'card', 'speak'],
      isStreaming: true,
    });
  });

  it('text traces mixed with a completion keep their order', async () => {
    const { stream, reply } = await streaming();
    stream().sendBack(trace(text('Intro.')));
    stream().sendBack(trace(completion('start')));
    stream().sendBack(trace(completion('content', 'Streaming body')));
    expect(reply()?.content).toBe('Intro.\n\nStreaming body');
    stream().sendBack(trace(completion('end')));
    stream().sendBack(trace(text('Outro.')));
    expect(reply()?.content).toBe('Intro.\n\nStreaming body\n\nOutro.');
  });

  it('unknown trace types add no text', async () => {
    const { stream, reply } = await streaming();
    stream().sendBack(trace({ type: 'path', payload: { path: 'x' } }));
    expect(reply()).toMatchObject({ content: '', traceTypes: ['path'] });
  });
});

describe('R8 the first answer marks the user message sent', () => {
  it.each<[string, StreamReplyEvent]>([
    ['trace', trace(text('hi'))],
    ['metadata', { type: 'stream.metadata', assistantClientMsgId: 'srv-1' }],
    ['error', { type: 'stream.error', error: { error: 'boom' } }],
  ])('a %s event', async (_, event) => {
    const { stream, user } = await streaming();
    expect(user()?.sendState).toBe('sending');
    stream().sendBack(event);
    expect(user()?.sendState).toBe('sent');
  });
});

describe('R9 end trace', () => {
  it('marks the conversation as ended and keeps streaming', async () => {
    const { actor, stream } = await streaming();
    stream().sendBack(trace(text('Goodbye.')));
    stream().sendBack(trace({ type: 'end' }));
    expect(actor.getSnapshot().context.conversationEnded).toBe(true);
    expect(actor.getSnapshot().value).toBe('streaming');
    stream().sendBack({ type: 'stream.done' });
    expect(actor.getSnapshot().context.conversationEnded).toBe(true);
  });

  it('the flag is reset when another conversation becomes active', async () => {
    const { actor, stream } = await streaming();
    stream().sendBack(trace({ type: 'end' }));
    stream().sendBack({ type: 'stream.done' });
    actor.send({ type: 'conversation.activated', conversationId: 'conv-2' });
    expect(actor.getSnapshot().context.conversationEnded).toBe(false);
  });
});

describe('R10 metadata renames the placeholder', () => {
  it('the placeholder takes assistant_client_msg_id and later traces update it', async () => {
    const { stream, reply, actor } = await streaming();
    stream().sendBack({ type: 'stream.metadata', assistantClientMsgId: 'srv-reply-9' });
    expect(reply()).toMatchObject({ id: 'srv-reply-9', clientMsgId: 'srv-reply-9', isStreaming: true });
    stream().sendBack(trace(text('Renamed and growing.')));
    stream().sendBack({ type: 'stream.done' });
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['id-1', 'srv-reply-9']);
    expect(reply()).toMatchObject({ content: 'Renamed and growing.', sendState: 'sent' });
  });

  it('a blank id changes nothing', async () => {
    const { stream, reply } = await streaming();
    stream().sendBack({ type: 'stream.metadata', assistantClientMsgId: '' });
    expect(reply()?.id).toBe('id-2');
  });
});

describe('R11 summary', () => {
  it('replaces the content and images and ends streaming', async () => {
    const { actor, stream, reply, user } = await streaming();
    stream().sendBack(trace(completion('start')));
    stream().sendBack(trace(completion('content', 'partial tex')));
    stream().sendBack({
      type: 'stream.summary',
      summary: {
        content_text: 'Final answer.',
        content_json: [
          { type: 'text', text: 'Final answer.' },
          { type: 'image', url: 'https://img.example.com/chart.png' },
        ],
        trace_types: ['completion', 'visual'],
      },
    });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reply()).toEqual<LocalMessage>({
      type: 'assistant',
      content: 'Final answer.',
      id: 'id-2',
      clientMsgId: 'id-2',
      imageUrls: ['https://img.example.com/chart.png'],
      traceTypes: ['completion', 'visual'],
      isStreaming: false,
      sendState: 'sent',
    });
    expect(user()?.sendState).toBe('sent');
    expect(actor.getSnapshot().context.isStreaming).toBe(false);
  });

  it('without content_text the text parts are joined by blank lines', async () => {
    const { stream, reply } = await streaming();
    stream().sendBack({
      type: 'stream.summary',
      summary: {
        content_text: '',
        content_json: [
          { type: 'text', text: 'One.' },
          { type: 'text', text: 'Two.' },
        ],
        trace_types: ['text'],
      },
    });
    expect(reply()?.content).toBe('One.\n\nTwo.');
  });

  it('a summary the server marks stopped leaves the reply stopped', async () => {
    const { stream, reply } = await streaming();
    stream().sendBack({
      type: 'stream.summary',
      summary: { content_text: 'Cut', content_json: [], trace_types: [], stopped: true },
    });
    expect(reply()).toMatchObject({ content: 'Cut', sendState: 'stopped', isStreaming: false });
  });

  it('R16 the done that follows a summary changes nothing', async () => {
    const { stream, reply } = await streaming();
    const sendBack = stream().sendBack;
    sendBack({
      type: 'stream.summary',
      summary: { content_text: 'Done.', content_json: [], trace_types: [] },
    });
    const before = reply();
    sendBack({ type: 'stream.done' });
    sendBack(trace(text('late trace')));
    expect(reply()).toEqual(before);
    expect(stream().cleanedUp).toBe(true);
  });
});

describe('R12 error event', () => {
  it.each<[string, StreamReplyEvent & { type: 'stream.error' }, string]>([
    [
      'an error field',
      { type: 'stream.error', error: { error: 'Upstream timed out', code: 'upstream' } },
      'Upstream timed out',
    ],
    ['a message field', { type: 'stream.error', error: { message: 'Rate limited' } }, 'Rate limited'],
    ['raw text', { type: 'stream.error', error: 'Bad gateway' }, 'Bad gateway'],
    ['no message', { type: 'stream.error', error: {} }, STREAM_ERROR_FALLBACK],
    ['a blank message', { type: 'stream.error', error: { error: '  ' } }, STREAM_ERROR_FALLBACK],
    ['no data', { type: 'stream.error', error: null }, STREAM_ERROR_FALLBACK],
  ])('with %s the content becomes its text', async (_, event, expected) => {
    const { stream, reply } = await streaming();
    stream().sendBack(trace(text('Partial answer')));
    stream().sendBack(event);
    expect(reply()).toMatchObject({ content: expected, sendState: 'failed', isStreaming: true });
  });

  it('streaming goes on until done; later traces keep the error text', async () => {
    const { actor, stream, reply } = await streaming();
    stream().sendBack({ type: 'stream.error', error: { error: 'Model overloaded' } });
    expect(actor.getSnapshot().value).toBe('streaming');
    stream().sendBack(trace(text('late text')));
    expect(reply()?.content).toBe('Model overloaded');
    stream().sendBack({ type: 'stream.done' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reply()).toMatchObject({ content: 'Model overloaded', sendState: 'failed', isStreaming: false });
  });

  it('R11 a summary after an error still replaces the content', async () => {
    const { stream, reply } = await streaming();
    stream().sendBack({ type: 'stream.error', error: 'hiccup' });
    stream().sendBack({
      type: 'stream.summary',
      summary: { content_text: 'Recovered.', content_json: [], trace_types: [] },
    });
    expect(reply()).toMatchObject({ content: 'Recovered.', sendState: 'sent' });
  });
});

describe('R13 done', () => {
  it('ends streaming and commits text left in an open completion', async () => {
    const { actor, stream, reply } = await streaming();
    stream().sendBack(trace(completion('start')));
    stream().sendBack(trace(completion('content', 'Left over')));
    stream().sendBack({ type: 'stream.done' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reply()).toMatchObject({ content: 'Left over', isStreaming: false, sendState: 'sent' });
    expect(actor.getSnapshot().context.trace.completion).toBeNull();
    expect(actor.getSnapshot().context.isStreaming).toBe(false);
    expect(stream().cleanedUp).toBe(true);
  });

  it('the next send is accepted and starts from an empty buffer', async () => {
    const { actor, stream, messages } = await streaming();
    stream().sendBack(trace(text('First reply.')));
    stream().sendBack({ type: 'stream.done' });
    actor.send({ type: 'message.send', text: 'Second question' });
    await waitFor(actor, (s) => s.matches('streaming'));
    stream().sendBack(trace(text('Second reply.')));
    expect(messages().map((m) => [m.id, m.content])).toEqual([
      ['id-1', 'What is a cap rate?'],
      ['id-2', 'First reply.'],
      ['id-3', 'Second question'],
      ['id-4', 'Second reply.'],
    ]);
  });
});

describe('R14 abort', () => {
  const script: Step[] = [
    { after: 100, event: { type: 'stream.metadata', assistantClientMsgId: 'srv-a' } },
    { after: 100, event: trace(completion('start')) },
    { after: 100, event: trace(completion('content', 'Mortgage rates ')) },
    { after: 100, event: trace(completion('content', 'fell this week')) },
    { after: 100, event: trace(completion('content', ' by a quarter point.')) },
    { after: 100, event: trace(completion('end')) },
    { after: 100, event: { type: 'stream.done' } },
  ];

  it('Stop mid-stream ends streaming, keeps the text and aborts the request', async () => {
    vi.useFakeTimers();
    const { actor, stream, reply, user } = start({ script });
    actor.send({ type: 'message.send', text: 'Rates?' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('streaming');
    await vi.advanceTimersByTimeAsync(400);
    expect(reply()?.content).toBe('Mortgage rates fell this week');

    expect(actor.getSnapshot().can({ type: 'stream.abort' })).toBe(true);
    actor.send({ type: 'stream.abort' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(stream().cleanedUp).toBe(true);
    expect(reply()).toMatchObject({
      id: 'srv-a',
      content: 'Mortgage rates fell this week',
      isStreaming: false,
      sendState: 'stopped',
    });
    expect(user()?.sendState).toBe('sent');
    expect(actor.getSnapshot().context.isStreaming).toBe(false);

    await vi.advanceTimersByTimeAsync(1000);
    expect(reply()?.content).toBe('Mortgage rates fell this week');
  });

  it('the full script without Stop ends with the whole reply', async () => {
    vi.useFakeTimers();
    const { actor, reply } = start({ script });
    actor.send({ type: 'message.send', text: 'Rates?' });
    await vi.advanceTimersByTimeAsync(700);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reply()).toMatchObject({
      id: 'srv-a',
      content: 'Mortgage rates fell this week by a quarter point.',
      sendState: 'sent',
    });
  });

  it('Stop before any answer puts the user message back to queued (its outbox entry stays)', async () => {
    const { actor, user, reply } = await streaming();
    actor.send({ type: 'stream.abort' });
    expect(user()?.sendState).toBe('queued');
    expect(reply()).toMatchObject({ content: '', sendState: 'stopped', isStreaming: false });
  });

  it('Stop while the message is still being written stops before streaming', async () => {
    vi.useFakeTimers();
    const { actor, log, reply } = start({ enqueueDelay: 100 });
    actor.send({ type: 'message.send', text: 'hi' });
    expect(actor.getSnapshot().value).toBe('enqueueing');
    actor.send({ type: 'stream.abort' });
    await vi.advanceTimersByTimeAsync(200);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(log).not.toContain('stream id-1');
    expect(reply()).toMatchObject({ sendState: 'stopped', isStreaming: false });
  });

  it('after an error event the stopped reply stays failed', async () => {
    const { actor, stream, reply } = await streaming();
    stream().sendBack({ type: 'stream.error', error: 'nope' });
    actor.send({ type: 'stream.abort' });
    expect(reply()).toMatchObject({ content: 'nope', sendState: 'failed' });
  });

  it('is ignored when nothing is in progress', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'stream.abort' })).toBe(false);
  });
});

describe('R15 any other failure', () => {
  it('a stream actor that throws shows the request fallback', async () => {
    const { actor, reply, user } = start({
      streamThrows: new Error('Failed to stream message: 502 Bad Gateway'),
    });
    actor.send({ type: 'message.send', text: 'hello' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(reply()).toMatchObject({
      content: REQUEST_ERROR_FALLBACK,
      isStreaming: false,
      sendState: 'failed',
    });
    expect(user()?.sendState).toBe('queued');
    expect(consoleError).toHaveBeenCalledWith('Sending a message: the stream failed', expect.any(Error));
  });

  it('stream.failed mid-stream replaces the partial text with the request fallback', async () => {
    const { actor, stream, reply, user } = await streaming();
    stream().sendBack(trace(text('Half an ans')));
    stream().sendBack({ type: 'stream.failed', error: new TypeError('network error') });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reply()).toMatchObject({
      content: REQUEST_ERROR_FALLBACK,
      sendState: 'failed',
      isStreaming: false,
    });
    expect(user()?.sendState).toBe('sent');
    expect(stream().cleanedUp).toBe(true);
    expect(consoleError).toHaveBeenCalledWith('Sending a message: the request failed', expect.any(TypeError));
  });
});

describe('R19 queued instead of streamed', () => {
  it('stream.queued drops the placeholder, shows the user message queued and accepts the next send', async () => {
    const { actor, stream, messages } = await streaming({}, 'Behind an earlier one');
    stream().sendBack({ type: 'stream.queued' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.isStreaming).toBe(false);
    expect(messages()).toEqual([userMessage('id-1', 'Behind an earlier one', 'queued')]);
    expect(stream().cleanedUp).toBe(true);
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'next' })).toBe(true);
  });

  it('is too late once a stream event has arrived (R16: the reply streams here)', async () => {
    const { actor, stream, reply } = await streaming();
    stream().sendBack({ type: 'stream.metadata', assistantClientMsgId: 'id-2' });
    stream().sendBack(trace(completion('start')));
    stream().sendBack(trace(completion('content', 'Cap')));
    stream().sendBack({ type: 'stream.done' });
    stream().sendBack({ type: 'stream.queued' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reply()).toMatchObject({ content: 'Cap', sendState: 'sent' });
  });
});

describe('R17 conversation change', () => {
  it('buffers.clear mid-stream stops the stream and drops the messages and trace buffer', async () => {
    const { actor, stream } = await streaming();
    stream().sendBack(trace(completion('start')));
    stream().sendBack(trace(completion('content', 'partial')));
    actor.send({ type: 'stream.abort' });
    actor.send({ type: 'buffers.clear' });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.messages).toEqual([]);
    expect(context.trace.completion).toBeNull();
    expect(context.current).toBeNull();
    expect(stream().cleanedUp).toBe(true);
  });

  it('buffers.clear alone also ends a send in progress', async () => {
    const { actor, stream } = await streaming();
    actor.send({ type: 'buffers.clear' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.isStreaming).toBe(false);
    expect(stream().cleanedUp).toBe(true);
  });

  it('conversation.activated with another id clears and sets the conversation', async () => {
    const { actor, stream } = await streaming();
    actor.send({ type: 'conversation.activated', conversationId: 'conv-2' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      conversationId: 'conv-2',
      messages: [],
      current: null,
    });
    expect(stream().cleanedUp).toBe(true);
    actor.send({ type: 'message.send', text: 'in conv-2' });
    await waitFor(actor, (s) => s.matches('streaming'));
    expect(stream().input.conversationId).toBe('conv-2');
  });

  it('conversation.activated with the same id changes nothing', async () => {
    const { actor } = await streaming();
    expect(actor.getSnapshot().can({ type: 'conversation.activated', conversationId: 'conv-1' })).toBe(false);
    actor.send({ type: 'conversation.activated', conversationId: 'conv-1' });
    expect(actor.getSnapshot().value).toBe('streaming');
  });

  it('conversation.activated with null leaves no active conversation (R1 then ignores sends)', () => {
    const { actor } = start();
    actor.send({ type: 'conversation.activated', conversationId: null });
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'hi' })).toBe(false);
  });
});

describe('R6 R7 R10 R11 a real SSE body through the stream parser', () => {
  it('the service stream, split at awkward places, ends as the summary says', async () => {
    const body = [
      ': connected\n\n',
      'event: metadata\ndata: {"assistant_client_msg_id":"srv-77","user_client_msg_id":"id-1"}\n\n',
      'event: trace\ndata: {"type":"completion","payload":{"state":"start"}}\n\n',
      'event: trace\ndata: {"type":"completion","payload":{"state":"content","content":"Prix médian: "}}\n\n',
      'event: trace\ndata: {"type":"completion","payload":{"state":"content","content":"🏠 450 000 $"}}\n\n',
      'event: trace\ndata: {"type":"completion","payload":{"state":"end"}}\n\n',
      'event: trace\ndata: {"type":"visual","payload":{"image":"https://img.example.com/m.png"}}\n\n',
      'event: summary\ndata: {"content_text":"Prix médian: 🏠 450 000 $","content_json":[{"type":"text","text":"Prix médian: 🏠 450 000 $"},{"type":"image","url":"https://img.example.com/m.png"}],"trace_types":["completion","visual"]}\n\n',
      'event: done\ndata: {}\n\n',
    ].join('');
    const bytes = new TextEncoder().encode(body);
    const contents: string[] = [];
    const machine = sendMessageMachine.provide({
      actors: {
        enqueueMessage: fromPromise<void, SendRequestInput>(async () => {}),
        streamReply: fromCallback<EventObject, SendRequestInput>(({ sendBack }) => {
          const parser = createStreamEventParser({ onEvent: (e) => sendBack(toStreamReplyEvent(e)) });
          queueMicrotask(() => {
            for (let i = 0; i < bytes.length; i += 7) parser.feed(bytes.subarray(i, i + 7));
            parser.end();
          });
        }),
      },
    });
    let n = 0;
    const actor = createActor(machine, {
      input: { conversationId: 'c', generateId: () => `id-${++n}`, isOnline: () => true },
    });
    actor.subscribe((s) => {
      const r = s.context.messages.find((m) => m.type === 'assistant');
      if (r && contents.at(-1) !== r.content) contents.push(r.content);
    });
    actor.start();
    actor.send({ type: 'message.send', text: 'Prix?' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.messages.length === 2);
    expect(contents).toEqual(['', 'Prix médian: ', 'Prix médian: 🏠 450 000 $']);
    expect(actor.getSnapshot().context.messages[1]).toEqual<LocalMessage>({
      type: 'assistant',
      content: 'Prix médian: 🏠 450 000 $',
      id: 'srv-77',
      clientMsgId: 'srv-77',
      imageUrls: ['https://img.example.com/m.png'],
      traceTypes: ['completion', 'visual'],
      isStreaming: false,
      sendState: 'sent',
    });
  });
});

describe('toStreamReplyEvent', () => {
  it('maps every client stream event', () => {
    expect(toStreamReplyEvent({ event: 'trace', data: text('x') })).toEqual(trace(text('x')));
    expect(
      toStreamReplyEvent({
        event: 'metadata',
        data: { assistant_client_msg_id: 'a', user_client_msg_id: 'u' },
      }),
    ).toEqual({
      type: 'stream.metadata',
      assistantClientMsgId: 'a',
    });
    const summary = { content_text: 't', content_json: [], trace_types: [] };
    expect(toStreamReplyEvent({ event: 'summary', data: summary })).toEqual({
      type: 'stream.summary',
      summary,
    });
    expect(toStreamReplyEvent({ event: 'error', data: 'raw' })).toEqual({
      type: 'stream.error',
      error: 'raw',
    });
    expect(toStreamReplyEvent({ event: 'done', data: {} })).toEqual({ type: 'stream.done' });
  });
});

describe('unprovided actors', () => {
  it('a missing streamReply shows the request fallback and names the actor in the console', async () => {
    const machine = sendMessageMachine.provide({
      actors: { enqueueMessage: fromPromise<void, SendRequestInput>(async () => {}) },
    });
    const actor = createActor(machine, { input: { conversationId: 'c', isOnline: () => true } }).start();
    actor.send({ type: 'message.send', text: 'hi' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.messages[1]?.content).toBe(REQUEST_ERROR_FALLBACK);
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('"streamReply" actor was not provided');
  });

  it('the default id generator makes distinct UUIDs', () => {
    const actor = createActor(sendMessageMachine, {
      input: { conversationId: 'c', isOnline: () => false },
    }).start();
    actor.send({ type: 'message.send', text: 'hi' });
    const [user] = actor.getSnapshot().context.messages;
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(actor.getSnapshot().context.current?.assistantMessageId).not.toBe(user?.id);
  });
});
