import { describe, expect, it } from 'vitest';
import type { ConversationRow, MessageRow } from '../../../supabase/functions/_shared/protocol.ts';
import type { ConversationRecord, MessageRecord } from '../../db/app-db.ts';
import { conversationFromServer, messageFromServer, NO_PENDING } from '../../db/merge.ts';
import { mortgageInputs, resultOf } from '../../../supabase/functions/_shared/assistant/calculation-cards.ts';
import type { ScenarioRow } from '../../../supabase/functions/_shared/scenario.ts';
import { newOutboxEntry } from '../../db/outbox-repository.ts';
import { accountExport, type ServerData } from './account-export.ts';

const row = (id: string, title: string, created: string): ConversationRow => ({
  id,
  user_id: 'u1',
  title,
  created_at: created,
  last_activity_at: created,
  updated_at: created,
  deleted_at: null,
});
const messageRow = (conversationId: string, id: string, text: string, at: string): MessageRow => ({
  id: `srv-${id}`,
  conversation_id: conversationId,
  user_id: 'u1',
  client_msg_id: id,
  role: 'user',
  content_text: text,
  content_json: [],
  trace_types: [],
  in_reply_to: null,
  status: 'complete',
  created_at: at,
  updated_at: at,
});
const AT = new Date('2026-11-26T10:00:00Z');
const user = { id: 'u1', email: 'agent@example.test' };

describe('accountExport', () => {
  it('offline: this device only, marked incomplete, without a profile', () => {
    const local = conversationFromServer(row('c1', 'Local', '2026-11-01T00:00:00Z'));
    const data = accountExport({
      user,
      local: {
        conversations: [local],
        messages: [messageFromServer(messageRow('c1', 'm1', 'hi', '2026-11-01T00:00:01Z'))],
      },
      server: null,
      exportedAt: AT,
    });
    expect(data).toMatchObject({ format: 'hearth.account', complete: false, profile: null, user });
    expect(data.conversations.map((c) => [c.title, c.messages.map((m) => m.content_text)])).toEqual([
      ['Local', ['hi']],
    ]);
  });

  it("online: the server's rows and this device's unsent work together, pending local changes winning", () => {
    const synced = row('c1', 'Server title', '2026-11-01T00:00:00Z');
    const onlyOnServer = row('c2', 'Never pulled here', '2026-11-02T00:00:00Z');
    const renamedHere: ConversationRecord = {
      ...conversationFromServer(synced),
      title: 'Renamed offline',
      pending: { ...NO_PENDING, rename: true },
    };
    const createdHere: ConversationRecord = {
      ...conversationFromServer(row('c3', 'Made offline', '2026-11-03T00:00:00Z')),
      pending: { ...NO_PENDING, create: true },
    };
    const deletedHere: ConversationRecord = {
      ...conversationFromServer(row('c4', 'Deleted here', '2026-11-04T00:00:00Z')),
      deleted_at: '2026-11-05T00:00:00.000000Z',
    };
    const queued: MessageRecord = {
      ...messageFromServer(messageRow('c3', 'q1', 'Queued question', '2026-11-03T00:00:01Z')),
      server_id: null,
      send_state: 'queued',
    };
    const data = accountExport({
      user,
      local: { conversations: [renamedHere, createdHere, deletedHere], messages: [queued] },
      server: {
        profile: { id: 'u1', display_name: 'Agent A', updated_at: '2026-11-01T00:00:00Z' },
        conversations: [synced, onlyOnServer, row('c4', 'Deleted here', '2026-11-04T00:00:00Z')],
        messages: [
          messageRow('c1', 'm2', 'second', '2026-11-01T00:00:02Z'),
          messageRow('c1', 'm1', 'first', '2026-11-01T00:00:01Z'),
          messageRow('c2', 'm3', 'from the laptop', '2026-11-02T00:00:01Z'),
        ],
      },
      exportedAt: AT,
    });
    expect(data.complete).toBe(true);
    expect(data.profile).toMatchObject({ display_name: 'Agent A' });
    expect(
      data.conversations.map((c) => [c.id, c.title, c.messages.map((m) => `${m.content_text}:${m.state}`)]),
    ).toEqual([
      ['c1', 'Renamed offline', ['first:sent', 'second:sent']],
      ['c2', 'Never pulled here', ['from the laptop:sent']],
      ['c3', 'Made offline', ['Queued question:queued']],
    ]);
  });

  it("includes each conversation's scenarios: the server's, this device's changes over them", () => {
    const calculation = resultOf(
      'mortgage',
      mortgageInputs({ loanAmount: 400_000, annualRate: 0.06, termYears: 30 }),
    );
    const scenarioRow = (id: string, name: string, at: string): ScenarioRow => ({
      id,
      conversation_id: 'c1',
      user_id: 'u1',
      message_client_msg_id: 'm1',
      name,
      calculation,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    });
    const data = accountExport({
      user,
      local: {
        conversations: [],
        messages: [],
        scenarios: [
          {
            id: 's1',
            conversation_id: 'c1',
            message_id: 'm1',
            name: 'Renamed offline',
            calculation,
            created_at: '2026-11-01T00:00:01Z',
            updated_at: '2026-11-02T00:00:00Z',
            pending: true,
            synced: true,
          },
        ],
        outbox: [
          newOutboxEntry(
            { kind: 'scenario.delete', conversation_id: 'c1', payload: { scenario_id: 's2' } },
            0,
          ),
        ],
      },
      server: {
        profile: null,
        conversations: [row('c1', 'Loans', '2026-11-01T00:00:00Z')],
        messages: [],
        scenarios: [
          scenarioRow('s1', 'On the server', '2026-11-01T00:00:01Z'),
          scenarioRow('s2', 'Deleted here', '2026-11-01T00:00:02Z'),
          scenarioRow('s3', 'Kept', '2026-11-01T00:00:03Z'),
        ],
      },
      exportedAt: AT,
    });
    expect(data.conversations[0]!.scenarios.map((s) => [s.name, s.calculation.calculator])).toEqual([
      ['Renamed offline', 'mortgage'],
      ['Kept', 'mortgage'],
    ]);
  });

  it('includes the profile of assumptions: a change waiting here wins, else the server’s', () => {
    const fields = {
      location: 'Texas',
      budget: 450_000,
      down_payment_percent: 20,
      down_payment_amount: null,
      credit_band: 'good' as const,
      role: 'buyer' as const,
    };
    const serverRow = { ...fields, user_id: 'u1', created_at: 'x', updated_at: '2026-11-01T00:00:00Z' };
    const local = {
      id: 'me',
      ...fields,
      location: 'Ohio',
      updated_at: '2026-11-02T00:00:00.000Z',
      pending: true,
    };
    const server: ServerData = { profile: null, conversations: [], messages: [], assumptions: serverRow };
    const exported = (l: typeof local | null, s: typeof server | null) =>
      accountExport({
        user,
        local: { conversations: [], messages: [], assumptions: l },
        server: s,
        exportedAt: AT,
      }).assumptions;
    expect(exported(local, server)).toEqual({ ...fields, location: 'Ohio', updated_at: local.updated_at });
    expect(exported({ ...local, pending: false }, server)).toEqual({
      ...fields,
      updated_at: serverRow.updated_at,
    });
    expect(exported({ ...local, pending: false }, { ...server, assumptions: null })).toBeNull();
    // Offline: this device's copy.
    expect(exported({ ...local, pending: false }, null)).toMatchObject({ location: 'Ohio' });
    expect(exported(null, null)).toBeNull();
  });
});
