// The turn machine's rules (docs/send-rules.md R1–R6 and the one door for turns), with the engine's
// actors as recording fakes and the overlay's activity driven by hand.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  turnMachine,
  type ConversationInput,
  type EditRequestInput,
  type RegenerateRequestInput,
  type RetryRequestInput,
  type SendRequestInput,
  type TurnEmitted,
  type TurnEvent,
} from './turn-machine.ts';

function setup(options: { write?: (input: SendRequestInput) => Promise<void> } = {}) {
  const log: string[] = [];
  const sends: SendRequestInput[] = [];
  /** Reports the active conversation's reply activity, as the engine's overlay would. */
  let report: (event: TurnEvent) => void = () => {};
  const machine = turnMachine.provide({
    actors: {
      sendMessage: fromPromise<void, SendRequestInput>(async ({ input }) => {
        sends.push(input);
        await options.write?.(input);
      }),
      editMessage: fromPromise<void, EditRequestInput>(
        async ({ input }) => void log.push(`edit ${input.conversationId} ${input.questionId}: ${input.text}`),
      ),
      regenerateReply: fromPromise<void, RegenerateRequestInput>(
        async ({ input }) => void log.push(`${input.continues ? 'continue' : 'regenerate'} ${input.replyId}`),
      ),
      retryMessage: fromPromise<void, RetryRequestInput>(
        async ({ input }) => void log.push(`retry ${input.messageId}`),
      ),
      stopReply: fromPromise<void, ConversationInput>(
        async ({ input }) => void log.push(`stop ${input.conversationId}`),
      ),
      abortReply: fromPromise<void, ConversationInput>(
        async ({ input }) => void log.push(`abort ${input.conversationId}`),
      ),
      watchConversation: fromCallback<TurnEvent, ConversationInput>(({ input, sendBack }) => {
        log.push(`watch ${input.conversationId}`);
        report = sendBack;
        return () => log.push(`unwatch ${input.conversationId}`);
      }),
    },
  });
  const actor = createActor(machine, { input: { conversationId: 'c1' } });
  const emitted: TurnEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, sends, log, emitted, report: (event: TurnEvent) => report(event) };
}

const composerIdle = { composer: 'idle' } as const;

describe('accepting a send', () => {
  it('R1 a blank text or no active conversation is ignored', async () => {
    const { actor, sends } = setup();
    expect(actor.getSnapshot().can({ type: 'message.send', text: '   ' })).toBe(false);
    actor.send({ type: 'message.send', text: '   ' });
    actor.send({ type: 'conversation.activated', conversationId: null });
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'hi' })).toBe(false);
    actor.send({ type: 'message.send', text: 'hi' });
    await Promise.resolve();
    expect(sends).toEqual([]);
  });

  it('R1 a second send is ignored while the first is being written', async () => {
    let finish!: () => void;
    const { actor, sends } = setup({ write: () => new Promise<void>((resolve) => (finish = resolve)) });
    actor.send({ type: 'message.send', text: 'first' });
    expect(actor.getSnapshot().matches({ composer: 'writing' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'second' })).toBe(false);
    actor.send({ type: 'message.send', text: 'second' });
    finish();
    await waitFor(actor, (s) => s.matches(composerIdle));
    expect(sends.map((s) => s.text)).toEqual(['first']);
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'third' })).toBe(true);
  });

  it('R1 while a reply streams, Send is off and Stop is on; when it ends, the reverse', () => {
    const { actor, report, sends } = setup();
    expect(actor.getSnapshot().can({ type: 'reply.stop' })).toBe(false);
    report({ type: 'reply.streaming' });
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'next' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'reply.stop' })).toBe(true);
    actor.send({ type: 'message.send', text: 'next' });
    expect(sends).toEqual([]);
    report({ type: 'reply.quiet' });
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'next' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'reply.stop' })).toBe(false);
  });

  it('R2 an accepted send asks the engine with the trimmed text and clears the input', async () => {
    const { actor, sends, emitted } = setup();
    actor.send({ type: 'message.send', text: '  What is a cap rate?  ' });
    expect(emitted).toEqual([{ type: 'input.cleared' }]);
    await waitFor(actor, (s) => s.matches(composerIdle));
    expect(sends).toEqual([{ conversationId: 'c1', text: 'What is a cap rate?' }]);
  });

  it('R3 a failed local write puts the text back and logs; the next send is accepted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor, emitted } = setup({ write: () => Promise.reject(new Error('QuotaExceededError')) });
    actor.send({ type: 'message.send', text: 'keep me' });
    await waitFor(actor, (s) => s.matches(composerIdle));
    expect(emitted).toEqual([{ type: 'input.cleared' }, { type: 'input.restored', text: 'keep me' }]);
    expect(error).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'again' })).toBe(true);
    error.mockRestore();
  });
});

describe('the other turns', () => {
  it('regenerate, continue and edit go to the engine while no reply streams; retry at any time', async () => {
    const { actor, log, report } = setup();
    expect(actor.getSnapshot().can({ type: 'reply.regenerate', replyId: 'r1' })).toBe(true);
    actor.send({ type: 'reply.regenerate', replyId: 'r1' });
    actor.send({ type: 'reply.continue', replyId: 'r1' });
    actor.send({ type: 'message.edit', questionId: 'q1', text: ' Better question ' });
    actor.send({ type: 'message.edit', questionId: 'q1', text: '  ' });
    report({ type: 'reply.streaming' });
    expect(actor.getSnapshot().can({ type: 'reply.regenerate', replyId: 'r1' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'message.edit', questionId: 'q1', text: 'x' })).toBe(false);
    actor.send({ type: 'reply.regenerate', replyId: 'r2' });
    actor.send({ type: 'message.retry', messageId: 'q0' });
    await vi.waitFor(() => expect(log).toContain('retry q0'));
    expect(log.filter((line) => !line.startsWith('watch'))).toEqual([
      'regenerate r1',
      'continue r1',
      'edit c1 q1: Better question',
      'retry q0',
    ]);
  });
});

describe('around the send', () => {
  it('R4 a write under way finishes for its own conversation; the next send goes to the new one', async () => {
    let finish!: () => void;
    const { actor, sends, log } = setup({
      write: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    actor.send({ type: 'message.send', text: 'for c1' });
    actor.send({ type: 'conversation.activated', conversationId: 'c2' });
    expect(log).toEqual(['watch c1', 'unwatch c1', 'watch c2']);
    finish();
    await waitFor(actor, (s) => s.matches(composerIdle));
    actor.send({ type: 'message.send', text: 'for c2' });
    finish();
    await waitFor(actor, (s) => s.matches(composerIdle));
    expect(sends.map((s) => [s.conversationId, s.text])).toEqual([
      ['c1', 'for c1'],
      ['c2', 'for c2'],
    ]);
  });

  it('R5 Stop asks the engine to stop the reply of the active conversation', async () => {
    const { actor, log, report } = setup();
    report({ type: 'reply.streaming' });
    actor.send({ type: 'reply.stop' });
    await vi.waitFor(() => expect(log).toContain('stop c1'));
  });

  it('R6 a switch aborts following the stream of the conversation being left', async () => {
    const { actor, log, report } = setup();
    report({ type: 'reply.streaming' });
    actor.send({ type: 'stream.abort' });
    actor.send({ type: 'conversation.activated', conversationId: 'c2' });
    await vi.waitFor(() => expect(log).toContain('abort c1'));
    // The new conversation starts quiet until its own watcher says otherwise.
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'in c2' })).toBe(true);
  });
});
