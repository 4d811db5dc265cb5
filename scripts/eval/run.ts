// `npm run eval`: asks every question of the evaluation set through the real conversation service (the
// local stack started in-process, a signed-in user, one conversation per question, the SSE stream
// endpoint), scores the stored answers and prints the numbers against budgets: the development set
// beside the blind set (written by someone who never read the assistant: scripts/eval/blind-questions.ts),
// then the phrasing generator's misread and ask rates over 10,000 generated questions. Exits non-zero
// when a budget is missed. `--verbose` prints each failing answer; `--only <area>` runs one area.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { startStack } from '../../server/stack.ts';
import { testConfig } from '../../server/config.ts';
import { readStreamEvents } from '../../src/lib/sse-stream.ts';
import { BLIND_SETS } from './blind-sets.ts';
import { generateFollowUps, generatePhrasings } from './phrasings/generate.ts';
import { FOLLOW_UP_MISREAD_BUDGET, measureGenerated } from './phrasings/measure.ts';
import { QUESTIONS } from './questions.ts';
import {
  BUDGETS,
  overBudget,
  scoreAnswer,
  summarize,
  type EvalQuestion,
  type EvalSummary,
  type QuestionScore,
} from './score.ts';

/** The generator's full run (the unit test asks a sample of the same). */
const GENERATED_COUNT = 10_000;
/** Follow-up conversations beside them (a base message, then a change to it), as phrasings/run.ts asks. */
const GENERATED_FOLLOW_UPS = 2_500;
/**
 * Fixed seeds, each a different 10,000 phrasings; a misread in any is over budget. A latent misread
 * hides from one seed (seeds 7 and 31337 found eight the first seed had missed), so a fresh seed from
 * today's date is asked too and reported beside them: what it finds is a class to fix, then it stays.
 */
const GENERATED_SEEDS = [20261127, 7, 31337];
const freshSeed = Number(new Date().toISOString().slice(0, 10).replace(/-/g, ''));

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

  async function reply(conversationId: string, text: string): Promise<string> {
    const response = await call(`conversations/${conversationId}/interact/stream`, {
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

  /** Asks in a new conversation; a follow-up's earlier messages are sent there first. */
  async function ask(question: EvalQuestion): Promise<string> {
    const conv = await call('conversations', { title: 'Eval' });
    const { conversation } = (await conv.json()) as { conversation: { id: string } };
    for (const earlier of question.before ?? []) await reply(conversation.id, earlier);
    return reply(conversation.id, question.q);
  }

  async function evaluate(set: readonly EvalQuestion[], label: string): Promise<EvalSummary> {
    const scores: QuestionScore[] = [];
    for (const question of set) {
      if (only && question.area !== only) continue;
      const score = scoreAnswer(question, await ask(question));
      scores.push(score);
      if (verbose && !score.pass)
        console.log(
          `✗ ${label} [${question.area}/${question.kind}] ${question.q}${score.missing.length ? `\n   missing: ${score.missing.join(', ')}` : ''}${score.wrong ? '  (WRONG FIGURE)' : ''}`,
        );
    }
    return summarize(scores);
  }

  // `--set <name>` (repeatable) asks only the named sets (`development`, `blind-1` … `blind-39`) and
  // judges no budget: for working on one set's classes. Without it, every set and the generator.
  const chosen = args.flatMap((a, i) => (args[i - 1] === '--set' ? [a] : []));
  const known = ['development', ...BLIND_SETS.map((b) => b.name)];
  const unknown = chosen.filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`no set named ${unknown.join(', ')} (sets: ${known.join(', ')})`);
  const wanted = (name: string) => chosen.length === 0 || chosen.includes(name);

  const results: { name: string; summary: EvalSummary }[] = [];
  if (wanted('development')) results.push({ name: 'development', summary: await evaluate(QUESTIONS, 'dev') });
  for (const set of BLIND_SETS.filter((b) => wanted(b.name)))
    results.push({ name: set.name, summary: await evaluate(set.questions, set.name) });

  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  // One row a set (there are dozens), one column a measure; budgets judge the development set.
  const columns: [string, (s: EvalSummary) => string, string][] = [
    ['questions', (s) => String(s.questions), ''],
    [
      'figures found',
      (s) => `${pct(s.figureAccuracy)} (${s.figuresFound}/${s.figuresExpected})`,
      pct(BUDGETS.figureAccuracy),
    ],
    ['wrong', (s) => String(s.wrongFigures), String(BUDGETS.wrongFigures)],
    ['live data', (s) => pct(s.honestRate), pct(BUDGETS.honestRate)],
    ['fair housing', (s) => pct(s.fairHousingRate), pct(BUDGETS.fairHousingRate)],
    ['knowledge', (s) => pct(s.knowledgeRate), pct(BUDGETS.knowledgeRate)],
    ['asked', (s) => pct(s.askRate), ''],
    ['declined', (s) => pct(s.declineRate), ''],
    ['fallbacks', (s) => pct(s.fallbackRate), ''],
    ['passed', (s) => pct(s.passRate), ''],
  ];
  const widths = columns.map(([title], i) =>
    Math.max(title.length, ...results.map((r) => columns[i]![1](r.summary).length), columns[i]![2].length),
  );
  const line = (name: string, cells: string[]) =>
    console.log(`  ${name.padEnd(22)} ${cells.map((c, i) => c.padStart(widths[i]!)).join('  ')}`);
  console.log(`\nHearth eval: through the conversation service\n`);
  line(
    '',
    columns.map(([title]) => title),
  );
  for (const { name, summary } of results)
    line(
      name,
      columns.map(([, cell]) => cell(summary)),
    );
  line(
    'budget (development)',
    columns.map(([, , budget]) => budget),
  );

  const areas = Object.keys(Object.assign({}, ...results.map((r) => r.summary.byArea)));
  console.log(`\nQuestions passed by area\n`);
  console.log(`  ${''.padEnd(22)} ${areas.map((a) => a.padStart(12)).join('  ')}`);
  for (const { name, summary } of results) {
    const cells = areas.map((area) => {
      const a = summary.byArea[area];
      return (a ? `${a.passed}/${a.questions}` : '-').padStart(12);
    });
    console.log(`  ${name.padEnd(22)} ${cells.join('  ')}`);
  }

  const dev = results.find((r) => r.name === 'development')?.summary;
  if (chosen.length || !dev) console.log('\nOnly the named sets were asked: no budget is judged.');
  else judgeBudgets(dev);

  /** The generator's runs beside the development set, against their budgets; sets the exit code. */
  function judgeBudgets(dev: EvalSummary) {
    const over = overBudget(dev);
    for (const seed of new Set([...GENERATED_SEEDS, freshSeed])) {
      const fresh = !GENERATED_SEEDS.includes(seed);
      const generated = measureGenerated([
        ...generatePhrasings(GENERATED_COUNT, seed),
        ...generateFollowUps(GENERATED_FOLLOW_UPS, seed),
      ]);
      const { single, followUps } = generated;
      console.log(
        `\nGenerated phrasings (${single.total} questions and ${followUps.total} follow-ups, seed ${seed}${fresh ? ", today's fresh seed, reported only" : ''}, ${generated.templates} templates):`,
      );
      console.log(
        `  misread ${pct(single.rates.misread)} (budget 0)   asked ${pct(single.rates.asked)} (budget ≤ 10%)   correct ${pct(single.rates.correct)}   missed ${pct(single.rates.missed)}`,
      );
      // The follow-ups' own budget is today's measured misread rate, not 0, only until the assistant reads
      // follow-ups: it must come down to 0 like the single messages' (see FOLLOW_UP_MISREAD_BUDGET).
      console.log(
        `  follow-ups: misread ${pct(followUps.rates.misread)} (budget ≤ ${pct(FOLLOW_UP_MISREAD_BUDGET)}, must come down to 0)   asked ${pct(followUps.rates.asked)}   correct ${pct(followUps.rates.correct)}   missed ${pct(followUps.rates.missed)}`,
      );
      console.log(
        `  all together: misread ${pct(generated.misreadRate)}   asked ${pct(generated.askRate)}   correct ${pct(generated.correctRate)}   missed ${pct(generated.missedRate)}`,
      );
      if (fresh) continue;
      if (single.rates.misread > 0) over.push(`generated misreads (seed ${seed})`);
      if (single.rates.asked > 0.1) over.push(`generated ask rate (seed ${seed})`);
      if (followUps.rates.misread > FOLLOW_UP_MISREAD_BUDGET)
        over.push(`generated follow-up misreads (seed ${seed})`);
    }

    console.log(over.length ? `\nOVER BUDGET: ${over.join(', ')}` : '\nWithin budget.');
    process.exitCode = over.length ? 1 : 0;
  }
} finally {
  await stack.close();
}
