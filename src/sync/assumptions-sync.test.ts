// The profile of assumptions through the sync engine (docs/sync-rules.md S25), against the in-memory
// service and a fresh fake IndexedDB per test: stored here at once, delivered once through its own
// outbox lane (offline too), coalesced so the last save wins, cleared, refused values never stored,
// other devices' profiles pulled in without overwriting a change still waiting.
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_ASSUMPTIONS, type Assumptions } from '../../supabase/functions/_shared/assumptions.ts';
import { ASSUMPTIONS_LANE, InvalidAssumptionsError, readAssumptions } from '../db/assumptions-repository.ts';
import { listOutbox } from '../db/outbox-repository.ts';
import { FakeConversationService } from '../../tests/fakes/fake-conversation-service.ts';
import { until, startTestEngine } from '../../tests/fakes/sync-doubles.ts';

const cleanups: Array<() => Promise<void>> = [];
const errors: string[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  expect(errors.splice(0)).toEqual([]);
});

async function setup(options: { online?: boolean; service?: FakeConversationService } = {}) {
  const service = options.service ?? new FakeConversationService();
  const started = await startTestEngine({
    api: service,
    cleanups,
    online: options.online,
    onError: (message) => void errors.push(message),
  });
  return { ...started, service };
}

const TEXAS: Assumptions = {
  ...EMPTY_ASSUMPTIONS,
  location: 'Texas',
  budget: 450_000,
  down_payment_percent: 20,
};

const puts = (service: FakeConversationService) =>
  service.calls.filter((c) => c.op === 'putAssumptions' || c.op === 'clearAssumptions').length;

describe('S25: the profile of assumptions', () => {
  it('is stored at once and delivered in its own lane; the server row replaces the pending one', async () => {
    const { db, service, engine } = await setup();
    await engine.saveAssumptions(TEXAS);
    expect(await readAssumptions(db)).toMatchObject({ ...TEXAS, pending: true });
    await engine.drain();
    expect(service.assumptionsRow).toMatchObject(TEXAS);
    expect(await readAssumptions(db)).toMatchObject({
      ...TEXAS,
      pending: false,
      updated_at: expect.any(String),
    });
    expect(await listOutbox(db)).toEqual([]);
    expect(puts(service)).toBe(1);
  });

  it('offline: saves wait, coalesced (the last one wins), and go once on reconnect', async () => {
    const { db, service, online, engine } = await setup({ online: false });
    await engine.saveAssumptions(TEXAS);
    await engine.saveAssumptions({ ...TEXAS, down_payment_percent: null, down_payment_amount: 50_000 });
    expect(await listOutbox(db)).toEqual([
      expect.objectContaining({
        kind: 'assumptions.put',
        conversation_id: ASSUMPTIONS_LANE,
        payload: { assumptions: { ...TEXAS, down_payment_percent: null, down_payment_amount: 50_000 } },
      }),
    ]);
    online.set(true);
    await until(async () => (await listOutbox(db)).length === 0);
    expect(puts(service)).toBe(1);
    expect(service.assumptionsRow).toMatchObject({ down_payment_amount: 50_000, down_payment_percent: null });
  });

  it('Clear profile clears it here and on the server', async () => {
    const { db, service, engine } = await setup();
    await engine.saveAssumptions(TEXAS);
    await engine.drain();
    await engine.saveAssumptions(null);
    expect(await readAssumptions(db)).toMatchObject({ ...EMPTY_ASSUMPTIONS, pending: true });
    await engine.drain();
    expect(service.assumptionsRow).toBeNull();
    expect(await readAssumptions(db)).toMatchObject({
      ...EMPTY_ASSUMPTIONS,
      pending: false,
      updated_at: null,
    });
  });

  it('a bad value is refused before anything is stored or queued', async () => {
    const { db, engine } = await setup();
    const attempt = engine.saveAssumptions({ ...TEXAS, down_payment_percent: 150 });
    await expect(attempt).rejects.toBeInstanceOf(InvalidAssumptionsError);
    await expect(attempt).rejects.toMatchObject({
      errors: { down_payment_percent: 'Down payment must be a percent from 0 to 99.' },
    });
    expect(await listOutbox(db)).toEqual([]);
    expect(await readAssumptions(db)).toMatchObject({ ...EMPTY_ASSUMPTIONS, pending: false });
  });

  it('a pull brings another device’s profile, but never over a change still waiting', async () => {
    const service = new FakeConversationService();
    const { db, online, engine } = await setup({ service });
    await service.putAssumptions({ ...TEXAS, location: 'Ohio' });
    await engine.pull();
    expect(await readAssumptions(db)).toMatchObject({ location: 'Ohio', pending: false });

    online.set(false);
    await engine.saveAssumptions(TEXAS);
    await engine.pull();
    expect(await readAssumptions(db)).toMatchObject({ location: 'Texas', pending: true });
    online.set(true);
    await until(async () => (await listOutbox(db)).length === 0);
    expect(service.assumptionsRow?.location).toBe('Texas');

    // Cleared on another device: gone here with the next pull.
    await service.clearAssumptions();
    await engine.pull();
    expect(await readAssumptions(db)).toMatchObject({ ...EMPTY_ASSUMPTIONS, pending: false });
  });
});
