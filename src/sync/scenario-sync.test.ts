// Scenarios through the sync engine (docs/sync-rules.md S24), against the in-memory service and a fresh
// fake IndexedDB per test: kept here at once, delivered through the outbox exactly once (offline too,
// and when a response is lost), a rename folded into a save still waiting, deletes, refusals rolled
// back, and other devices' changes pulled in.
import { afterEach, describe, expect, it } from 'vitest';
import { mortgageInputs, resultOf } from '../../supabase/functions/_shared/assistant/calculation-cards.ts';
import type { AppDb } from '../db/app-db.ts';
import { listOutbox } from '../db/outbox-repository.ts';
import {
  deleteScenarioLocally,
  renameScenarioLocally,
  saveScenarioLocally,
} from '../db/scenario-repository.ts';
import { LocalWriteError } from '../db/write.ts';
import { FakeConversationService } from '../../tests/fakes/fake-conversation-service.ts';
import { until, startTestEngine } from '../../tests/fakes/sync-doubles.ts';
import type { RealtimeHandlers, RealtimeSubscriber } from './ports.ts';

const cleanups: Array<() => Promise<void>> = [];
const errors: string[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  expect(errors.splice(0)).toEqual([]);
});

/** A $400,000 loan at `rate`, as the card would keep it. */
const card = (rate: number) =>
  resultOf('mortgage', mortgageInputs({ loanAmount: 400_000, annualRate: rate, termYears: 30 }));

/** A device: its own database and engine on the shared service. */
async function device(
  service: FakeConversationService,
  options: { online?: boolean; expectErrors?: boolean; realtime?: RealtimeSubscriber } = {},
) {
  return startTestEngine({
    api: service,
    cleanups,
    online: options.online,
    realtime: options.realtime,
    onError: (message) => void (options.expectErrors ? undefined : errors.push(message)),
  });
}

/** One device with a conversation the server has. */
async function withConversation(options: { online?: boolean; expectErrors?: boolean } = {}) {
  const service = new FakeConversationService();
  const here = await device(service, { expectErrors: options.expectErrors });
  const conversation = await here.engine.createConversation('Loans');
  await here.engine.drain();
  if (options.online === false) here.online.set(false);
  return { service, ...here, conversationId: conversation.id };
}

const calls = (service: FakeConversationService, op: 'putScenario' | 'deleteScenario') =>
  service.calls.filter((c) => c.op === op).length;

const save = (db: AppDb, conversationId: string, name: string, rate = 0.065) =>
  saveScenarioLocally(db, { conversationId, messageId: 'reply-1', name, calculation: card(rate) });

describe('S24: scenarios', () => {
  it('is kept at once and delivered once; the server row replaces the pending one', async () => {
    const { db, service, engine, conversationId } = await withConversation();
    const saved = await save(db, conversationId, '  Rate at 6.5%  ');
    expect(saved).toMatchObject({ name: 'Rate at 6.5%', pending: true, synced: false });
    await engine.drain();
    expect(calls(service, 'putScenario')).toBe(1);
    expect(service.scenarioRows.get(saved.id)).toMatchObject({
      conversation_id: conversationId,
      message_client_msg_id: 'reply-1',
      name: 'Rate at 6.5%',
      calculation: saved.calculation,
    });
    expect(await db.scenarios.get(saved.id)).toMatchObject({ pending: false, synced: true });
    expect(await listOutbox(db)).toEqual([]);
  });

  it('offline: the save and a rename wait, folded into one call, delivered on reconnect', async () => {
    const { db, service, online, conversationId } = await withConversation({ online: false });
    const saved = await save(db, conversationId, 'First');
    await renameScenarioLocally(db, { id: saved.id, name: 'Lower rate' });
    expect((await listOutbox(db)).map((e) => e.kind)).toEqual(['scenario.put']);
    expect(await db.scenarios.get(saved.id)).toMatchObject({ name: 'Lower rate', pending: true });
    online.set(true);
    await until(async () => (await listOutbox(db)).length === 0);
    expect(calls(service, 'putScenario')).toBe(1);
    expect(service.scenarioRows.get(saved.id)?.name).toBe('Lower rate');
  });

  it('exactly once: a save whose answer was lost is retried under the same id and stored once', async () => {
    const { db, service, engine, conversationId } = await withConversation({ expectErrors: true });
    const put = service.putScenario.bind(service);
    let lost = 0;
    service.putScenario = async (...args) => {
      const row = await put(...args);
      if (lost++ === 0) throw new TypeError('Failed to fetch');
      return row;
    };
    const saved = await save(db, conversationId, 'Retried');
    await until(async () => (await listOutbox(db)).length === 0);
    await engine.drain();
    expect(calls(service, 'putScenario')).toBe(2);
    expect([...service.scenarioRows.keys()]).toEqual([saved.id]);
    expect(await db.scenarios.toArray()).toEqual([expect.objectContaining({ id: saved.id, pending: false })]);
  });

  it('a rename after delivery is a second call; a delete a third, and the server keeps a tombstone', async () => {
    const { db, service, engine, conversationId } = await withConversation();
    const saved = await save(db, conversationId, 'A');
    await engine.drain();
    await renameScenarioLocally(db, { id: saved.id, name: 'B' });
    await engine.drain();
    expect(service.scenarioRows.get(saved.id)?.name).toBe('B');
    await deleteScenarioLocally(db, { id: saved.id });
    expect(await db.scenarios.get(saved.id)).toBeUndefined();
    await engine.drain();
    expect(calls(service, 'putScenario')).toBe(2);
    expect(calls(service, 'deleteScenario')).toBe(1);
    expect(service.scenarioRows.get(saved.id)).toMatchObject({ name: null, calculation: null });
    expect(service.scenarioRows.get(saved.id)?.deleted_at).not.toBeNull();
  });

  it('deleting a save the server never had sends nothing', async () => {
    const { db, service, online, conversationId } = await withConversation({ online: false });
    const saved = await save(db, conversationId, 'Never sent');
    await deleteScenarioLocally(db, { id: saved.id });
    expect(await listOutbox(db)).toEqual([]);
    online.set(true);
    await until(async () => service.calls.some((c) => c.op === 'scenariosSince'));
    expect(calls(service, 'putScenario') + calls(service, 'deleteScenario')).toBe(0);
  });

  it('another device pulls saves, renames and deletes, but never over a change waiting there', async () => {
    const { db, service, engine, conversationId } = await withConversation();
    const other = await device(service, { expectErrors: true });
    await other.engine.pull();
    const saved = await save(db, conversationId, 'Shared');
    await engine.drain();
    await other.engine.pull();
    expect(await other.db.scenarios.get(saved.id)).toMatchObject({ name: 'Shared', pending: false });

    other.online.set(false);
    await renameScenarioLocally(other.db, { id: saved.id, name: 'Mine' });
    await renameScenarioLocally(db, { id: saved.id, name: 'Theirs' });
    await engine.drain();
    await other.engine.pull().catch(() => undefined);
    expect((await other.db.scenarios.get(saved.id))?.name).toBe('Mine');

    await deleteScenarioLocally(db, { id: saved.id });
    await engine.drain();
    other.online.set(true);
    // The other device's rename reaches a deleted scenario: refused, and the pull removes it there too.
    await until(async () => (await other.db.scenarios.get(saved.id)) === undefined);
    expect(service.scenarioRows.get(saved.id)?.deleted_at).not.toBeNull();
  });

  it('names follow the title rules; a card that is not a calculation result is refused', async () => {
    const { db, conversationId } = await withConversation();
    await expect(save(db, conversationId, '   ')).rejects.toMatchObject({ code: 'invalid-name' });
    await expect(save(db, conversationId, 'x'.repeat(41))).rejects.toBeInstanceOf(LocalWriteError);
    await expect(
      saveScenarioLocally(db, {
        conversationId,
        messageId: null,
        name: 'Broken',
        calculation: { calculator: 'mortgage' } as never,
      }),
    ).rejects.toMatchObject({ code: 'invalid-calculation' });
    await expect(save(db, 'no-such-conversation', 'Nowhere')).rejects.toMatchObject({
      code: 'conversation-not-found',
    });
    expect(await db.scenarios.count()).toBe(0);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('deleting the conversation removes its scenarios and their queued changes', async () => {
    const { db, online, engine, conversationId } = await withConversation();
    online.set(false);
    const saved = await save(db, conversationId, 'Gone soon');
    await engine.deleteConversation(conversationId);
    expect(await db.scenarios.get(saved.id)).toBeUndefined();
    expect((await listOutbox(db)).map((e) => e.kind)).toEqual(['conversation.delete']);
  });

  it('a realtime row lands at once (a tombstone removes); one that is not whole brings a pull', async () => {
    const { db, service, engine, conversationId } = await withConversation();
    let handlers: RealtimeHandlers | null = null;
    const other = await device(service, {
      realtime: {
        subscribe: (_user, h) => {
          handlers = h;
          return () => undefined;
        },
      },
    });
    await until(() => other.engine.isLeader && handlers !== null);
    await other.engine.pull();
    const saved = await save(db, conversationId, 'Live');
    await engine.drain();
    handlers!.onScenario!(service.scenarioRows.get(saved.id)!);
    await until(async () => (await other.db.scenarios.get(saved.id))?.name === 'Live');
    await deleteScenarioLocally(db, { id: saved.id });
    await engine.drain();
    handlers!.onScenario!(service.scenarioRows.get(saved.id)!);
    await until(async () => (await other.db.scenarios.get(saved.id)) === undefined);

    const pulls = service.calls.filter((c) => c.op === 'scenariosSince').length;
    handlers!.onScenario!({ id: saved.id } as never);
    await until(() => service.calls.filter((c) => c.op === 'scenariosSince').length > pulls);
  });
});
