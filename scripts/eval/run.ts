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
import { BLIND_QUESTIONS } from './blind-questions.ts';
import { BLIND_QUESTIONS_2 } from './blind-questions-2.ts';
import { BLIND_QUESTIONS_3 } from './blind-questions-3.ts';
import { BLIND_QUESTIONS_4 } from './blind-questions-4.ts';
import { BLIND_QUESTIONS_5 } from './blind-questions-5.ts';
import { BLIND_QUESTIONS_6 } from './blind-questions-6.ts';
import { BLIND_QUESTIONS_7 } from './blind-questions-7.ts';
import { BLIND_QUESTIONS_8 } from './blind-questions-8.ts';
import { BLIND_QUESTIONS_9 } from './blind-questions-9.ts';
import { BLIND_QUESTIONS_10 } from './blind-questions-10.ts';
import { BLIND_QUESTIONS_11 } from './blind-questions-11.ts';
import { BLIND_QUESTIONS_12 } from './blind-questions-12.ts';
import { BLIND_QUESTIONS_13 } from './blind-questions-13.ts';
import { BLIND_QUESTIONS_14 } from './blind-questions-14.ts';
import { BLIND_QUESTIONS_15 } from './blind-questions-15.ts';
import { BLIND_QUESTIONS_16 } from './blind-questions-16.ts';
import { BLIND_QUESTIONS_17 } from './blind-questions-17.ts';
import { BLIND_QUESTIONS_18 } from './blind-questions-18.ts';
import { BLIND_QUESTIONS_19 } from './blind-questions-19.ts';
import { BLIND_QUESTIONS_20 } from './blind-questions-20.ts';
import { BLIND_QUESTIONS_21 } from './blind-questions-21.ts';
import { BLIND_QUESTIONS_22 } from './blind-questions-22.ts';
import { BLIND_QUESTIONS_23 } from './blind-questions-23.ts';
import { BLIND_QUESTIONS_24 } from './blind-questions-24.ts';
import { BLIND_QUESTIONS_25 } from './blind-questions-25.ts';
import { BLIND_QUESTIONS_26 } from './blind-questions-26.ts';
import { BLIND_QUESTIONS_27 } from './blind-questions-27.ts';
import { BLIND_QUESTIONS_28 } from './blind-questions-28.ts';
import { BLIND_QUESTIONS_29 } from './blind-questions-29.ts';
import { BLIND_QUESTIONS_30 } from './blind-questions-30.ts';
import { BLIND_QUESTIONS_31 } from './blind-questions-31.ts';
import { BLIND_QUESTIONS_32 } from './blind-questions-32.ts';
import { BLIND_QUESTIONS_33 } from './blind-questions-33.ts';
import { BLIND_QUESTIONS_34 } from './blind-questions-34.ts';
import { BLIND_QUESTIONS_35 } from './blind-questions-35.ts';
import { BLIND_QUESTIONS_36 } from './blind-questions-36.ts';
import { BLIND_QUESTIONS_37 } from './blind-questions-37.ts';
import { BLIND_QUESTIONS_38 } from './blind-questions-38.ts';
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

  const dev = await evaluate(QUESTIONS, 'dev');
  const blind = await evaluate(BLIND_QUESTIONS, 'blind');
  // Blind sets 2 and 3, written later by other authors who had not read the code either; each was
  // scored once before any change it could have prompted (see docs/assistant.md).
  const blind2 = await evaluate(BLIND_QUESTIONS_2, 'blind-2');
  const blind3 = await evaluate(BLIND_QUESTIONS_3, 'blind-3');
  // Blind set 4 (figures, follow-ups, fair housing) and 5 (free-form questions, follow-ups to
  // explanations, questions to decline), written in the issue-19 session after those.
  const blind4 = await evaluate(BLIND_QUESTIONS_4, 'blind-4');
  const blind5 = await evaluate(BLIND_QUESTIONS_5, 'blind-5');
  // Blind set 6 (a mix of all kinds), written at the start of the next session; its first score is
  // in docs/assistant.md.
  const blind6 = await evaluate(BLIND_QUESTIONS_6, 'blind-6');
  // Blind set 7 (73 questions of every kind, typed loosely), written at the start of the session after;
  // its first score is in docs/assistant.md.
  const blind7 = await evaluate(BLIND_QUESTIONS_7, 'blind-7');
  // Blind set 8 (91 questions), written at the start of the session after that; first score in
  // docs/assistant.md.
  const blind8 = await evaluate(BLIND_QUESTIONS_8, 'blind-8');
  // Blind set 9 (93 questions), written at the start of the session after that; first score in
  // docs/assistant.md.
  const blind9 = await evaluate(BLIND_QUESTIONS_9, 'blind-9');
  // Blind set 10 (91 questions), written mid-session after set 9's classes were fixed, to measure them
  // on questions nobody had seen; first score in docs/assistant.md.
  const blind10 = await evaluate(BLIND_QUESTIONS_10, 'blind-10');
  // Blind set 11 (94 questions), written at the start of the session after that; first score in
  // docs/assistant.md.
  const blind11 = await evaluate(BLIND_QUESTIONS_11, 'blind-11');
  // Blind set 12 (97 questions), written at the start of the session after that; first score in
  // docs/assistant.md.
  const blind12 = await evaluate(BLIND_QUESTIONS_12, 'blind-12');
  // Blind set 13 (96 questions), written after set 12 by another author who had not read the code.
  const blind13 = await evaluate(BLIND_QUESTIONS_13, 'blind-13');
  // Blind set 14 (94 questions), written after set 13 by another author who had not read the code.
  const blind14 = await evaluate(BLIND_QUESTIONS_14, 'blind-14');
  // Blind set 15 (96 questions), written at the start of the session after set 14's; first score in
  // docs/assistant.md.
  const blind15 = await evaluate(BLIND_QUESTIONS_15, 'blind-15');
  // Blind set 16 (95 questions), written mid-session after set 15's classes were fixed.
  const blind16 = await evaluate(BLIND_QUESTIONS_16, 'blind-16');
  // Blind set 17 (98 questions), written at the start of the session after set 16's.
  const blind17 = await evaluate(BLIND_QUESTIONS_17, 'blind-17');
  // Blind set 18 (95 questions), written mid-session after set 17's classes were fixed.
  const blind18 = await evaluate(BLIND_QUESTIONS_18, 'blind-18');
  // Blind sets 19 (99 questions) and 20 (102 questions), both written at the start of a session; 19
  // was scored first and its classes fixed, 20 held out until then (first scores in docs/assistant.md).
  const blind19 = await evaluate(BLIND_QUESTIONS_19, 'blind-19');
  const blind20 = await evaluate(BLIND_QUESTIONS_20, 'blind-20');
  // Blind sets 21 (103 questions: commercial tenants, landlords, small-business owners) and 22 (103:
  // renters deciding to buy, people at life changes), both written at the start of a session; 21 was
  // scored first and its classes fixed, 22 held out until then (first scores in docs/assistant.md).
  const blind21 = await evaluate(BLIND_QUESTIONS_21, 'blind-21');
  const blind22 = await evaluate(BLIND_QUESTIONS_22, 'blind-22');
  // Blind sets 23 (104 questions: property managers, HOA boards and treasurers, small landlords) and
  // 24 (102: rural and land buyers, people building a house), written at the start of a session; 23
  // was scored first and its classes fixed, 24 held out until then (first scores in docs/assistant.md).
  const blind23 = await evaluate(BLIND_QUESTIONS_23, 'blind-23');
  const blind24 = await evaluate(BLIND_QUESTIONS_24, 'blind-24');
  // Blind set 25 (106 questions: short-term rental hosts, vacation- and second-home buyers), written
  // mid-session and held out until every change of the session had landed: its first score is the
  // session's honest measure (docs/assistant.md).
  const blind25 = await evaluate(BLIND_QUESTIONS_25, 'blind-25');
  // Blind sets 26 (103 questions: homeowners running the home they own) and 27 (105: military and VA
  // buyers and people who move often, typed as on a phone), written at the start of a session before
  // the typed-quantity layer; 26 was read and its loan classes mended, 27 held out (docs/assistant.md).
  const blind26 = await evaluate(BLIND_QUESTIONS_26, 'blind-26');
  const blind27 = await evaluate(BLIND_QUESTIONS_27, 'blind-27');
  // Blind set 28 (105 questions: city co-op and condo buyers, renters and roommates), written mid-session
  // after the typed-quantity layer and scored before its classes were fixed (docs/assistant.md).
  const blind28 = await evaluate(BLIND_QUESTIONS_28, 'blind-28');
  // Blind sets 29 (105 questions: people at family transitions), 30 (105: self-employed borrowers and
  // tax-minded investors) and 31 (105: offers in competitive markets), written at the start of a
  // session; 29 and 30 were read and their classes fixed, 31 held out (docs/assistant.md).
  const blind29 = await evaluate(BLIND_QUESTIONS_29, 'blind-29');
  const blind30 = await evaluate(BLIND_QUESTIONS_30, 'blind-30');
  const blind31 = await evaluate(BLIND_QUESTIONS_31, 'blind-31');
  // Blind sets 32 (104 questions: people who follow market numbers), 33 (106: families relocating, in
  // rambling messages with numbers that are no inputs) and 34 (106: multifamily and commercial investors
  // and lenders), written at the start of a session, scored, then read and their classes fixed.
  const blind32 = await evaluate(BLIND_QUESTIONS_32, 'blind-32');
  const blind33 = await evaluate(BLIND_QUESTIONS_33, 'blind-33');
  const blind34 = await evaluate(BLIND_QUESTIONS_34, 'blind-34');
  // Blind sets 35 (104 questions: retirees and downsizers, numbers often in words) and 36 (105: buyers
  // whose first language is not English: decimal commas, square metres, other currencies), written at
  // the start of a session and scored before any change they prompted.
  const blind35 = await evaluate(BLIND_QUESTIONS_35, 'blind-35');
  const blind36 = await evaluate(BLIND_QUESTIONS_36, 'blind-36');
  // Blind sets 37 (106 questions: first-time users across all six areas, with many loose follow-ups and
  // two-part questions) and 38 (106: small landlords and house-hackers typing on phones), written at the
  // start of a session and scored before any change they prompted.
  const blind37 = await evaluate(BLIND_QUESTIONS_37, 'blind-37');
  const blind38 = await evaluate(BLIND_QUESTIONS_38, 'blind-38');
  const sets = [
    dev,
    blind,
    blind2,
    blind3,
    blind4,
    blind5,
    blind6,
    blind7,
    blind8,
    blind9,
    blind10,
    blind11,
    blind12,
    blind13,
    blind14,
    blind15,
    blind16,
    blind17,
    blind18,
    blind19,
    blind20,
    blind21,
    blind22,
    blind23,
    blind24,
    blind25,
    blind26,
    blind27,
    blind28,
    blind29,
    blind30,
    blind31,
    blind32,
    blind33,
    blind34,
    blind35,
    blind36,
    blind37,
    blind38,
  ];
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const row = (name: string, cells: string[], budget = '') =>
    console.log(`  ${name.padEnd(22)} ${cells.map((c) => c.padStart(13)).join(' ')}   ${budget}`);
  const each = (f: (s: EvalSummary) => string) => sets.map(f);
  console.log(`\nHearth eval: through the conversation service\n`);
  row(
    '',
    [
      'development',
      'blind 1',
      'blind 2',
      'blind 3',
      'blind 4',
      'blind 5',
      'blind 6',
      'blind 7',
      'blind 8',
      'blind 9',
      'blind 10',
      'blind 11',
      'blind 12',
      'blind 13',
      'blind 14',
      'blind 15',
      'blind 16',
      'blind 17',
      'blind 18',
      'blind 19',
      'blind 20',
      'blind 21',
      'blind 22',
      'blind 23',
      'blind 24',
      'blind 25',
      'blind 26',
      'blind 27',
      'blind 28',
      'blind 29',
      'blind 30',
      'blind 31',
      'blind 32',
      'blind 33',
      'blind 34',
      'blind 35',
      'blind 36',
      'blind 37',
      'blind 38',
    ],
    'budget (development set)',
  );
  row(
    'questions',
    each((s) => String(s.questions)),
  );
  row(
    'figure accuracy',
    each((s) => `${pct(s.figureAccuracy)} (${s.figuresFound}/${s.figuresExpected})`),
    pct(BUDGETS.figureAccuracy),
  );
  row(
    'wrong figures',
    each((s) => String(s.wrongFigures)),
    String(BUDGETS.wrongFigures),
  );
  row(
    'honest live data',
    each((s) => pct(s.honestRate)),
    pct(BUDGETS.honestRate),
  );
  row(
    'fair housing',
    each((s) => pct(s.fairHousingRate)),
    pct(BUDGETS.fairHousingRate),
  );
  row(
    'knowledge (terms)',
    each((s) => pct(s.knowledgeRate)),
    pct(BUDGETS.knowledgeRate),
  );
  row(
    'clarifying questions',
    each((s) => pct(s.askRate)),
  );
  row(
    'declined plainly',
    each((s) => pct(s.declineRate)),
  );
  row(
    'honest fallbacks',
    each((s) => pct(s.fallbackRate)),
  );
  row(
    'all questions passed',
    each((s) => pct(s.passRate)),
  );
  for (const area of Object.keys(Object.assign({}, ...sets.map((s) => s.byArea)))) {
    row(
      `  ${area}`,
      each((s) => {
        const a = s.byArea[area];
        return a ? `${a.passed}/${a.questions}` : '-';
      }),
    );
  }

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
} finally {
  await stack.close();
}
