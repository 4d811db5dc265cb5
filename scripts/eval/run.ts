// `npm run eval`: asks every question of the evaluation set through the real conversation service (the
// local stack started in-process, a signed-in user, one conversation per question, the SSE stream
// endpoint), scores the stored answers and prints the numbers against budgets. Exits non-zero when any
// budget is missed. `--verbose` prints each failing answer; `--only <area>` runs one area.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { startStack } from '../../server/stack.ts';
import { testConfig } from '../../server/config.ts';
import { readStreamEvents } from '../../src/lib/sse-stream.ts';
import { QUESTIONS } from './questions.ts';
import { BUDGETS, overBudget, scoreAnswer, summarize, type QuestionScore } from './score.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

const stack = await startStack(testConfig());
try {
  const email = `eval-${randomUUID().slice(0, 8)}@example.test`;
  const password = `pw-${randomUUID()}`;
  const admin = createClient(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const user = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const signedIn = await user.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  const token = signedIn.data.session.access_token;

  const call = (path: string, body: unknown) =>
    fetch(`${stack.url}/functions/v1/voiceflow-proxy/${path}`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  async function ask(text: string): Promise<string> {
    const conv = await call('conversations', { title: 'Eval' });
    const { conversation } = (await conv.json()) as { conversation: { id: string } };
    const response = await call(`conversations/${conversation.id}/interact/stream`, {
      text,
      client_msg_id: randomUUID(),
    });
    let answer = '';
    await readStreamEvents(response.body!, {
      onEvent: (e) => {
        if (e.event === 'summary') answer = (e.data as { content_text: string }).content_text;
      },
    });
    return answer;
  }

  const scores: QuestionScore[] = [];
  for (const question of QUESTIONS) {
    if (only && question.area !== only) continue;
    const score = scoreAnswer(question, await ask(question.q));
    scores.push(score);
    if (verbose && !score.pass)
      console.log(
        `✗ [${question.area}/${question.kind}] ${question.q}${score.missing.length ? `\n   missing: ${score.missing.join(', ')}` : ''}${score.wrong ? '  (WRONG FIGURE)' : ''}`,
      );
  }
  const s = summarize(scores);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`\nHearth eval: ${s.questions} questions through the conversation service\n`);
  console.log(
    `  figure accuracy      ${pct(s.figureAccuracy)} (${s.figuresFound}/${s.figuresExpected})   budget ${pct(BUDGETS.figureAccuracy)}`,
  );
  console.log(`  wrong figures        ${s.wrongFigures}   budget ${BUDGETS.wrongFigures}`);
  console.log(`  honest fallback      ${pct(s.honestRate)}   budget ${pct(BUDGETS.honestRate)}`);
  console.log(`  fair housing         ${pct(s.fairHousingRate)}   budget ${pct(BUDGETS.fairHousingRate)}`);
  console.log(`  knowledge answered   ${pct(s.knowledgeRate)}   budget ${pct(BUDGETS.knowledgeRate)}`);
  console.log(`  all questions passed ${pct(s.passRate)}`);
  for (const [area, a] of Object.entries(s.byArea))
    console.log(`    ${area.padEnd(12)} ${a.passed}/${a.questions}`);
  const over = overBudget(s);
  console.log(over.length ? `\nOVER BUDGET: ${over.join(', ')}` : '\nWithin budget.');
  process.exitCode = over.length ? 1 : 0;
} finally {
  await stack.close();
}
