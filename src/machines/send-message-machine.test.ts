// The send machine's rules (docs/send-rules.md R1–R6), with the engine's actors as recording fakes.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  sendMessageMachine,
  type ConversationInput,
  type SendMessageEmitted,
  type SendRequestInput,
} from './send-message-machine.ts';

function setup(options: { write?: (input: SendRequestInput) => Promise<void> } = {}) {
  const sends: SendRequestInput[] = [];
  const stops: string[] = [];
  const aborts: string[] = [];
  const machine = sendMessageMachine.provide({
    actors: {
      sendMessage: fromPromise<void, SendRequestInput>(async ({ input }) => {
        sends.push(input);
        await options.write?.(input);
      }),
      stopReply: fromPromise<void, ConversationInput>(
        async ({ input }) => void stops.push(input.conversationId),
      ),
      abortReply: fromPromise<void, ConversationInput>(
        async ({ input }) => void aborts.push(input.conversationId),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { conversationId: 'c1' },
  });
  const emitted: SendMessageEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, sends, stops, aborts, emitted };
}

describe('accepting a send', () => {
  it('R1 a blank text or no active conversation is ignored', async () => {
    const { actor, sends } = setup();
    expect(actor.getSnapshot().can({ type: 'message.send', text: '   ' })).toBe(false);
    actor.send({ type: 'message.send', text: '   ' });
    actor.send({ type: 'conversation.activated', conversationId: null });
    actor.send({ type: 'message.send', text: 'hi' });
    await Promise.resolve();
    expect(sends).toEqual([]);
  });

  it('R1 a second send is ignored while the first is being written', async () => {
    let finish!: () => void;
    const { actor, sends } = setup({ write: () => new Promise<void>((resolve) => (finish = resolve)) });
    actor.send({ type: 'message.send', text: 'first' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'second' })).toBe(false);
    actor.send({ type: 'message.send', text: 'second' });
    finish();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sends.map((s) => s.text)).toEqual(['first']);
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'third' })).toBe(true);
  });

  it('R2 an accepted send asks the engine with the trimmed text and clears the input', async () => {
    const { actor, sends, emitted } = setup();
    actor.send({ type: 'message.send', text: '  What is a cap rate?  ' });
    expect(emitted).toEqual([{ type: 'input.cleared' }]);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sends).toEqual([{ conversationId: 'c1', text: 'What is a cap rate?' }]);
  });

  it('R3 a failed local write puts the text back and logs; the next send is accepted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor, emitted } = setup({ write: () => Promise.reject(new Error('QuotaExceededError')) });
    actor.send({ type: 'message.send', text: 'keep me' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(emitted).toEqual([{ type: 'input.cleared' }, { type: 'input.restored', text: 'keep me' }]);
    expect(error).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().can({ type: 'message.send', text: 'again' })).toBe(true);
    error.mockRestore();
  });
});

describe('around the send', () => {
  it('R4 a write under way finishes for its own conversation; the next send goes to the new one', async () => {
    let finish!: () => void;
    const { actor, sends } = setup({ write: () => new Promise<void>((resolve) => (finish = resolve)) });
    actor.send({ type: 'message.send', text: 'for c1' });
    actor.send({ type: 'conversation.activated', conversationId: 'c2' });
    finish();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'message.send', text: 'for c2' });
    finish();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sends.map((s) => [s.conversationId, s.text])).toEqual([
      ['c1', 'for c1'],
      ['c2', 'for c2'],
    ]);
  });

  it('R5 Stop asks the engine to stop the reply of the active conversation', async () => {
    const { actor, stops } = setup();
    actor.send({ type: 'reply.stop' });
    await vi.waitFor(() => expect(stops).toEqual(['c1']));
  });

  it('R6 a switch aborts following the stream of the conversation being left', async () => {
    const { actor, aborts } = setup();
    actor.send({ type: 'stream.abort' });
    actor.send({ type: 'conversation.activated', conversationId: 'c2' });
    await vi.waitFor(() => expect(aborts).toEqual(['c1']));
  });
});
