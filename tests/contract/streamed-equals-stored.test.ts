// What streamed is what is stored, to the character (issue 11, architecture §7 "one definition per
// rule"): for every trace kind of spec §3, the conversation service (the real handler, on the real
// stack, with a provider that yields exactly those traces) streams a reply to the real sync engine;
// the text and images the engine's overlay last showed while streaming equal the stored reply, in
// Dexie and on the server. A calculator's structured result (issue 22) round-trips the same way: the
// card the overlay showed is the card stored, in Dexie and in the server's row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantProvider, MessageRow, Trace } from '../../supabase/functions/_shared/protocol.ts';
import { createConversationService } from '../../supabase/functions/_shared/conversation-service/routes.ts';
import { functionClients } from '../../supabase/functions/_shared/supabase-clients.ts';
import { AppDb } from '../../src/db/app-db.ts';
import { applyServerConversations } from '../../src/db/conversation-repository.ts';
import { fakeIndexedDb } from '../../src/db/test-db.ts';
import { toMessageView } from '../../src/features/chat/chat-message.ts';
import { calculationsFromParts, contentFromParts } from '../../src/lib/message-content.ts';
import { mortgageInputs, resultOf } from '../../supabase/functions/_shared/assistant/calculation-cards.ts';
import { calculationOfRoute } from '../../supabase/functions/_shared/assistant/route-calculation.ts';
import { composeAnswer } from '../../supabase/functions/_shared/assistant/compose-answer.ts';
import { parseCalculationResult } from '../../supabase/functions/_shared/calculation-result.ts';
import { CALCULATOR_QUESTIONS } from '../support/calculator-questions.ts';
import { createConversationApi } from '../../src/sync/conversation-api.ts';
import { microtaskScheduler } from '../../src/sync/ports.ts';
import { SyncEngine } from '../../src/sync/sync-engine.ts';
import { InMemoryLockProvider, ManualOnlineDetector } from '../fakes/sync-doubles.ts';
import { signedInUser, startBackend, type Backend } from './harness.ts';
import { createNodeClient } from '../../server/node-supabase-client.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Every trace kind of spec §3, each alone and all mixed, with the awkward cases the rules name. */
const CASES: Record<string, Trace[]> = {
  text: [
    { type: 'text', payload: { message: 'First paragraph.' } },
    { type: 'text', payload: { message: '   ' } },
    { type: 'text', payload: { message: 'See ![plan](https://img.example/plan.png)' } },
  ],
  speak: [{ type: 'speak', payload: { message: 'Spoken answer.', type: 'message' } }],
  card: [
    {
      type: 'card',
      payload: { title: 'Duplex', subtitle: ' ', text: 'Cap rate 6%', image: 'https://img.example/d.png' },
    },
    { type: 'card', payload: { image: 'https://img.example/only.png' } },
  ],
  visual: [
    { type: 'visual', payload: { image: 'https://img.example/v.png', alt: 'Chart', visualType: 'image' } },
    { type: 'visual', payload: { url: 'https://img.example/u.png' } },
  ],
  completion: [
    { type: 'completion', payload: { state: 'start' } },
    { type: 'completion', payload: { state: 'content', content: 'Cap rate = ' } },
    { type: 'completion', payload: { state: 'content', content: 'NOI / price.\n\n- ' } },
    { type: 'completion', payload: { state: 'continue', content: 'ünïcödé ✓' } },
    { type: 'completion', payload: { state: 'end' } },
    { type: 'completion', payload: { state: 'start' } },
    { type: 'completion', payload: { state: 'content', content: 'left open' } },
  ],
  'legacy completion': [
    { type: 'completion-start', payload: { completion: 'Old ' } },
    { type: 'completion-content', payload: { content: 'style ' } },
    { type: 'completion-continue', payload: { message: 'stream' } },
    { type: 'completion-end', payload: {} },
    { type: 'completion-start', payload: {} },
    { type: 'completion-end', payload: { completion: '   ' } },
  ],
  end: [{ type: 'text', payload: { message: 'Goodbye.' } }, { type: 'end' }],
  unknown: [
    { type: 'text', payload: { message: 'Known.' } },
    { type: 'choice', payload: { buttons: [] } },
    { type: 'debug', payload: { message: 'not for users' } },
  ],
  calculation: [
    { type: 'completion', payload: { state: 'start' } },
    { type: 'completion', payload: { state: 'content', content: '### Monthly mortgage payment' } },
    { type: 'completion', payload: { state: 'end' } },
    {
      type: 'calculation',
      payload: resultOf(
        'mortgage',
        mortgageInputs({ loanAmount: 360_000, annualRate: 0.065, homePrice: 450_000, monthlyHoa: 125 }, [
          'Down payment: 20% of the price (assumed).',
        ]),
      ),
    },
    // Not a result: adds nothing, on either end.
    { type: 'calculation', payload: { calculator: 'mortgage' } },
  ],
  // Each calculator's result as the local analyst gives it with its answer.
  'every calculator': [
    { type: 'completion', payload: { state: 'start' } },
    { type: 'completion', payload: { state: 'content', content: 'Every card.' } },
    { type: 'completion', payload: { state: 'end' } },
    ...Object.values(CALCULATOR_QUESTIONS).map((question): Trace => ({
      type: 'calculation',
      payload: calculationOfRoute(composeAnswer(question).route),
    })),
  ],
  mixed: [
    { type: 'completion', payload: { state: 'start', content: 'Open ' } },
    { type: 'text', payload: { message: 'Interleaved.' } },
    { type: 'completion', payload: { state: 'content', content: 'tail' } },
    { type: 'card', payload: { title: 'T', text: 'Body ![x](https://img.example/x.png)' } },
    { type: 'visual', payload: { image: 'https://img.example/x.png' } },
    { type: 'completion-end', payload: { content: '!' } },
    { type: 'end' },
  ],
};

let backend: Backend;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let traces: Trace[] = [];

const scripted: AssistantProvider = async function* () {
  for (const trace of traces) {
    await tick();
    yield trace;
  }
  // Lets the engine publish the last trace before the summary ends the stream.
  await tick();
};

beforeAll(async () => {
  backend = await startBackend();
  alice = await signedInUser(backend, 'streamed-equals-stored');
});

afterAll(async () => {
  await backend.close();
});

describe('streamed text equals the stored reply, for every trace kind of spec §3', () => {
  it.each(Object.keys(CASES))('%s', async (name) => {
    traces = CASES[name]!;
    const handler = createConversationService({
      ...functionClients(
        {
          SUPABASE_URL: backend.url,
          SUPABASE_ANON_KEY: backend.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        },
        createNodeClient,
      ),
      provider: scripted,
    });
    const api = createConversationApi({
      // The request as the function receives it from the gateway: /functions/v1 stripped.
      baseUrl: `${backend.url}/voiceflow-proxy`,
      apiKey: backend.anonKey,
      getAccessToken: async () => alice.session.access_token,
      fetch: (input, init) => handler(new Request(input, init)),
    });
    const db = new AppDb(alice.user.id, fakeIndexedDb());
    const engine = new SyncEngine({
      db,
      userId: alice.user.id,
      api,
      session: { refresh: async () => false, onRefreshed: () => () => {} },
      online: new ManualOnlineDetector(true),
      locks: new InMemoryLockProvider(),
      scheduleFrame: microtaskScheduler,
      onError: (message, error) => {
        throw new Error(`${message}: ${String(error)}`);
      },
    });
    try {
      const conversation = await api.create({ title: `Traces: ${name}` });
      await applyServerConversations(db, [conversation]);
      type Shown = { content: string; imageUrls: readonly string[]; calculations: readonly unknown[] };
      let streamed: Shown | null = null;
      engine.replies.subscribe(() => {
        const reply = engine.replies.get(conversation.id);
        if (reply?.send_state !== 'streaming') return;
        const view = toMessageView(reply, true);
        streamed = {
          content: view.content,
          imageUrls: view.imageUrls ?? [],
          calculations: view.calculations ?? [],
        };
      });

      const outcome = await engine.turns.send(conversation.id, `Show me ${name}`);
      expect(outcome.state).toBe('sent');

      const local = toMessageView((await db.messages.get(outcome.replyId))!, true);
      const { data, error } = await alice.client
        .from('messages')
        .select('*')
        .eq('conversation_id', conversation.id)
        .eq('client_msg_id', outcome.replyId)
        .single();
      if (error) throw error;
      const row = data as MessageRow;
      const server = {
        ...contentFromParts(row.content_text, row.content_json),
        calculations: calculationsFromParts(row.content_json),
      };
      const shownLocally: Shown = {
        content: local.content,
        imageUrls: local.imageUrls ?? [],
        calculations: local.calculations ?? [],
      };

      expect(streamed).not.toBeNull();
      // Something was on screen before the end (text, or images for a visual-only reply).
      expect(streamed!.content.length + streamed!.imageUrls.length).toBeGreaterThan(0);
      expect(streamed).toEqual(shownLocally);
      expect(server).toEqual(shownLocally);
      // Every valid result streamed is on the card shown and in the stored row, in order.
      const results = traces
        .filter((t) => t.type === 'calculation')
        .flatMap((t) => parseCalculationResult(t.payload) ?? []);
      expect(results.length > 0).toBe(name.includes('calculat'));
      expect(shownLocally.calculations).toEqual(results);
      expect(row.content_json!.filter((part) => part.type === 'calculation')).toHaveLength(results.length);
      expect(row.trace_types).toEqual([...new Set(traces.map((t) => t.type))]);
    } finally {
      await engine.stop();
      db.close();
    }
  });
});
