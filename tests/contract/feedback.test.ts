// Feedback on replies (issue 13) through the real stack: the conversation service's upsert and delta
// routes, the note limit (service and table), row-level security acting as two users A and B with the
// real supabase-js client, and `npm run feedback`, the operator's report.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { readStreamEvents } from '../../src/lib/sse-stream.ts';
import { FEEDBACK_NOTE_MAX_LENGTH, type FeedbackPage } from '../../supabase/functions/_shared/feedback.ts';
import type { FeedbackReport } from '../../scripts/feedback-report.ts';
import { runCli } from '../support/run-cli.ts';
import { adminClient, signedInUser, startBackend, type Backend } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Tester {
  client: SupabaseClient;
  email: string;
  userId: string;
  token: string;
}

let backend: Backend;
let a: Tester;
let b: Tester;
/** A's conversation with one answered question. */
let conversationA: string;
let replyA: string;
let questionA: string;
let conversationB: string;
let replyB: string;

async function tester(label: string): Promise<Tester> {
  const signed = await signedInUser(backend, label);
  return {
    client: signed.client,
    email: signed.email,
    userId: signed.user.id,
    token: signed.session.access_token,
  };
}

function call(who: Tester, pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  headers.set('Authorization', `Bearer ${who.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${backend.url}/functions/v1/voiceflow-proxy/${pathname}`, { ...init, headers });
}

/** A conversation with one question answered by the local assistant; returns the ids. */
async function answeredConversation(who: Tester, title: string, question: string) {
  const created = await call(who, 'conversations', { method: 'POST', body: JSON.stringify({ title }) });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as { conversation: { id: string } }).conversation.id;
  const questionId = randomUUID();
  const replyId = randomUUID();
  const response = await call(who, `conversations/${id}/interact/stream`, {
    method: 'POST',
    body: JSON.stringify({
      text: question,
      client_msg_id: questionId,
      response_client_msg_id: replyId,
      config: { completion_events: true },
    }),
  });
  expect(response.status).toBe(200);
  await readStreamEvents(response.body!, { onEvent: () => undefined });
  return { id, questionId, replyId };
}

function putFeedback(who: Tester, conversationId: string, messageId: string, body: unknown) {
  return call(who, `conversations/${conversationId}/messages/${encodeURIComponent(messageId)}/feedback`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

async function feedbackSince(who: Tester, since = '') {
  const response = await call(who, `conversations/feedback?since=${encodeURIComponent(since)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as FeedbackPage;
}

beforeAll(async () => {
  backend = await startBackend();
  [a, b] = await Promise.all([tester('feedback-a'), tester('feedback-b')]);
  const first = await answeredConversation(
    a,
    'Mortgage maths',
    'What is the monthly payment on a $400,000 loan at 6.5% for 30 years?',
  );
  conversationA = first.id;
  replyA = first.replyId;
  questionA = first.questionId;
  const other = await answeredConversation(b, 'B asks', 'What is a cap rate?');
  conversationB = other.id;
  replyB = other.replyId;
});

afterAll(async () => {
  await backend?.close();
});

describe('PUT conversations/{id}/messages/{client_msg_id}/feedback', () => {
  it('stores one row per user and reply: the last rating wins', async () => {
    const up = await putFeedback(a, conversationA, replyA, { rating: 'up' });
    expect(up.status).toBe(200);
    const first = ((await up.json()) as { feedback: Record<string, unknown> }).feedback;
    expect(first).toMatchObject({
      conversation_id: conversationA,
      message_client_msg_id: replyA,
      user_id: a.userId,
      rating: 'up',
      note: null,
    });

    const down = await putFeedback(a, conversationA, replyA, {
      rating: 'down',
      note: '  The rate looks off.  ',
    });
    expect(down.status).toBe(200);
    const second = ((await down.json()) as { feedback: Record<string, unknown> }).feedback;
    expect(second).toMatchObject({
      rating: 'down',
      note: 'The rate looks off.',
      created_at: first.created_at,
    });
    expect(Date.parse(second.updated_at as string)).toBeGreaterThanOrEqual(
      Date.parse(first.updated_at as string),
    );

    const rows = await a.client.from('message_feedback').select('*').eq('conversation_id', conversationA);
    expect(rows.error).toBeNull();
    expect(rows.data).toHaveLength(1);
    expect(rows.data![0]).toMatchObject({ rating: 'down', note: 'The rate looks off.' });
  });

  it('a withdrawn rating stays as a row with rating null (and no note), so other devices hear of it', async () => {
    const { id, replyId } = await answeredConversation(a, 'Withdrawn', 'What is a cap rate?');
    await putFeedback(a, id, replyId, { rating: 'up', note: 'nice' });
    const cleared = await putFeedback(a, id, replyId, { rating: null, note: 'ignored' });
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as { feedback: unknown }).feedback).toMatchObject({
      rating: null,
      note: null,
    });
  });

  it(`refuses a note over ${FEEDBACK_NOTE_MAX_LENGTH} characters with a clear 400`, async () => {
    const response = await putFeedback(a, conversationA, replyA, {
      rating: 'down',
      note: 'x'.repeat(FEEDBACK_NOTE_MAX_LENGTH + 1),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `note must be at most ${FEEDBACK_NOTE_MAX_LENGTH} characters`,
      code: 'invalid_request',
      field: 'note',
    });
    const exactly = await putFeedback(a, conversationA, replyA, {
      rating: 'down',
      note: 'é'.repeat(FEEDBACK_NOTE_MAX_LENGTH),
    });
    expect(exactly.status).toBe(200);
    await putFeedback(a, conversationA, replyA, { rating: 'down', note: 'The rate looks off.' });
  });

  it('refuses a bad rating', async () => {
    const response = await putFeedback(a, conversationA, replyA, { rating: 'meh' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field: string }).field).toBe('rating');
  });

  it('only replies can be rated: a question or an unknown message is 404', async () => {
    expect((await putFeedback(a, conversationA, questionA, { rating: 'up' })).status).toBe(404);
    expect((await putFeedback(a, conversationA, 'no-such-message', { rating: 'up' })).status).toBe(404);
  });

  it("B cannot rate A's reply through the service (404, as if it did not exist)", async () => {
    const response = await putFeedback(b, conversationA, replyA, { rating: 'up', note: 'forged' });
    expect(response.status).toBe(404);
    const rows = await a.client
      .from('message_feedback')
      .select('user_id,rating')
      .eq('conversation_id', conversationA);
    expect(rows.data).toEqual([{ user_id: a.userId, rating: 'down' }]);
  });
});

describe('GET conversations/feedback?since= (delta sync)', () => {
  it("returns the caller's rows changed at or after the cursor, oldest change first", async () => {
    const all = await feedbackSince(a);
    expect(all.feedback.length).toBeGreaterThanOrEqual(2);
    expect(all.feedback.every((f) => f.user_id === a.userId)).toBe(true);
    const times = all.feedback.map((f) => Date.parse(f.updated_at));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(all.next_cursor).toBe(all.feedback.at(-1)!.updated_at);

    const later = await feedbackSince(a, all.next_cursor);
    expect(later.feedback.map((f) => f.message_client_msg_id)).toEqual([
      all.feedback.at(-1)!.message_client_msg_id,
    ]);

    await putFeedback(a, conversationA, replyA, { rating: 'up' });
    const changed = await feedbackSince(a, all.next_cursor);
    expect(changed.feedback.at(-1)).toMatchObject({ message_client_msg_id: replyA, rating: 'up' });
    await putFeedback(a, conversationA, replyA, { rating: 'down', note: 'The rate looks off.' });
  });

  it("B's delta never holds A's rows", async () => {
    await putFeedback(b, conversationB, replyB, { rating: 'up' });
    const page = await feedbackSince(b);
    expect(page.feedback.map((f) => f.user_id)).toEqual([b.userId]);
  });

  it('refuses a cursor it did not make', async () => {
    const response = await call(a, 'conversations/feedback?since=yesterday');
    expect(response.status).toBe(400);
  });
});

describe('row-level security on message_feedback (REST, two users)', () => {
  it("B cannot read A's feedback", async () => {
    const { data, error } = await b.client
      .from('message_feedback')
      .select('*')
      .eq('conversation_id', conversationA);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const all = await b.client.from('message_feedback').select('user_id');
    expect(new Set(all.data!.map((r) => r.user_id))).toEqual(new Set([b.userId]));
  });

  it("B cannot change or delete A's feedback (0 rows)", async () => {
    const updated = await b.client
      .from('message_feedback')
      .update({ rating: 'up', note: 'hijacked' })
      .eq('conversation_id', conversationA)
      .select();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([]);
    const deleted = await b.client
      .from('message_feedback')
      .delete()
      .eq('conversation_id', conversationA)
      .select();
    expect(deleted.data).toEqual([]);
    const seen = await a.client
      .from('message_feedback')
      .select('rating,note')
      .eq('conversation_id', conversationA);
    expect(seen.data).toEqual([{ rating: 'down', note: 'The rate looks off.' }]);
  });

  it("B cannot rate A's messages, nor write feedback as A (42501)", async () => {
    const onA = await b.client
      .from('message_feedback')
      .insert({ conversation_id: conversationA, message_client_msg_id: replyA, rating: 'up' });
    expect(onA.error?.code).toBe('42501');
    const asA = await b.client.from('message_feedback').insert({
      conversation_id: conversationB,
      message_client_msg_id: replyB,
      rating: 'up',
      user_id: a.userId,
    });
    expect(asA.error?.code).toBe('42501');
    const takeOver = await b.client
      .from('message_feedback')
      .upsert(
        { conversation_id: conversationA, message_client_msg_id: replyA, user_id: a.userId, rating: 'up' },
        { onConflict: 'conversation_id,message_client_msg_id,user_id' },
      );
    expect(takeOver.error?.code).toBe('42501');
    const seen = await a.client
      .from('message_feedback')
      .select('rating')
      .eq('conversation_id', conversationA);
    expect(seen.data).toEqual([{ rating: 'down' }]);
  });

  it('nobody rates their own question (only assistant replies)', async () => {
    const { error } = await a.client
      .from('message_feedback')
      .insert({ conversation_id: conversationA, message_client_msg_id: questionA, rating: 'up' });
    expect(error?.code).toBe('42501');
  });

  it('the table refuses an over-long note whoever writes it (CHECK message_feedback_note_length)', async () => {
    const { error } = await a.client
      .from('message_feedback')
      .update({ note: 'x'.repeat(FEEDBACK_NOTE_MAX_LENGTH + 1) })
      .eq('conversation_id', conversationA);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('message_feedback_note_length');
  });

  it('feedback_report belongs to the service role alone', async () => {
    const asUser = await a.client.rpc('feedback_report', { max_rows: 10 });
    expect(asUser.error?.code).toBe('42501');
    const asService = await adminClient(backend).rpc('feedback_report', { max_rows: 10 });
    expect(asService.error).toBeNull();
  });

  it('deleting the conversation takes its feedback with it', async () => {
    const { id, replyId } = await answeredConversation(a, 'Short-lived', 'What is NOI?');
    await putFeedback(a, id, replyId, { rating: 'up' });
    const deleted = await call(a, `conversations/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    const rows = await adminClient(backend)
      .from('message_feedback')
      .select('rating')
      .eq('conversation_id', id);
    expect(rows.data).toEqual([]);
  });
});

describe('npm run feedback (scripts/feedback.ts)', () => {
  const run = (args: string[]) =>
    runCli('npx', ['tsx', 'scripts/feedback.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '', NO_COLOR: '1' },
      timeout: 60_000,
    });
  const target = () => ['--url', backend.url, '--service-key', backend.serviceRoleKey];

  it('prints what testers said, newest first, with totals', async () => {
    // B's rating is the newest.
    await putFeedback(b, conversationB, replyB, { rating: 'down', note: 'Too short.' });
    const { code, stdout, stderr } = await run(target());
    expect(code, stderr).toBe(0);
    const blocks = stdout.trim().split('\n\n');
    expect(blocks[0]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}feedback-b-\S+@example\.test {2}DOWN {2}B asks\n/,
    );
    expect(blocks[0]).toContain('  Note: Too short.');
    expect(blocks[0]).toContain('  Q: What is a cap rate?');
    expect(blocks[0]).toMatch(/\n {2}A: \S.+/);
    const aBlock = blocks.find((block) => block.includes(a.email))!;
    expect(aBlock).toContain('DOWN  Mortgage maths');
    expect(aBlock).toContain('  Note: The rate looks off.');
    expect(aBlock).toContain('  Q: What is the monthly payment on a $400,000 loan at 6.5% for 30 years?');
    // Withdrawn ratings are not feedback.
    expect(stdout).not.toContain('Withdrawn');
    expect(blocks.at(-1)).toMatch(
      /^Totals: \d+ ratings \(\d+ up, \d+ down\), \d+ notes?, from \d+ testers?\.$/,
    );
  });

  it('--json: the same as one object, for machines', async () => {
    const { code, stdout, stderr } = await run([...target(), '--json']);
    expect(code, stderr).toBe(0);
    const report = JSON.parse(stdout) as FeedbackReport;
    expect(report.feedback[0]).toMatchObject({
      email: b.email,
      rating: 'down',
      note: 'Too short.',
      conversation_title: 'B asks',
      question: 'What is a cap rate?',
    });
    const mine = report.feedback.filter((f) => f.user_id === a.userId);
    expect(mine).toEqual([
      expect.objectContaining({
        rating: 'down',
        note: 'The rate looks off.',
        conversation_title: 'Mortgage maths',
      }),
    ]);
    expect(report.totals).toEqual({
      ratings: report.feedback.length,
      up: report.feedback.filter((f) => f.rating === 'up').length,
      down: report.feedback.filter((f) => f.rating === 'down').length,
      notes: report.feedback.filter((f) => f.note).length,
      testers: new Set(report.feedback.map((f) => f.user_id)).size,
    });
    const times = report.feedback.map((f) => Date.parse(f.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('a key that is not the service role’s is refused clearly (exit 1)', async () => {
    const { code, stderr } = await run(['--url', backend.url, '--service-key', backend.anonKey]);
    expect(code).toBe(1);
    expect(stderr).toContain('refused the key');
  });

  it('backend not running: a clear message (exit 1)', async () => {
    const { code, stderr } = await run(['--url', 'http://127.0.0.1:1', '--service-key', 'k']);
    expect(code).toBe(1);
    expect(stderr).toContain('Could not reach the backend at http://127.0.0.1:1');
  });
});
