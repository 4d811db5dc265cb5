// Asks the assistant each generated question and sorts its answers into asked / correct / misread /
// missed, per template and overall, keeping a few examples of the bad outcomes to read. A follow-up is
// asked as a conversation: its base message first (no history), then the follow-up with the base message
// and the assistant's answer to it as history; only the follow-up's answer is scored. Single messages and
// follow-ups are tallied apart as well as together, so each keeps its own budget.

import { composeAnswer } from '../../../supabase/functions/_shared/assistant/compose-answer.ts';
import type { HistoryTurn } from '../../../supabase/functions/_shared/protocol.ts';
import { figureFound, type ExpectedFigure } from '../score.ts';
import type { GeneratedQuestion } from './generate.ts';

export type Outcome = 'correct' | 'asked' | 'misread' | 'missed';
const OUTCOMES: readonly Outcome[] = ['correct', 'asked', 'misread', 'missed'];

/** The assistant's clarifying-question openers (as in scripts/eval/score.ts). */
const CLARIFYING = ['One question before I compute', 'I need a bit more', 'I need a few more numbers'];
/** The assistant's honest fallbacks (as in scripts/eval/score.ts). */
const FALLBACKS = [
  "I don't have live or local data",
  "I'm not sure I have an answer",
  "I'm not sure how to help",
];
/** A bold span with a digit: the answer is presenting a figure as its result. */
const CONFIDENT_FIGURE = /\*\*[^*]*\d[^*]*\*\*/;
/**
 * A calculation shows the inputs it read ("**Inputs**", "**Inputs as I read them**"). The bold-figure test
 * also fires on explanations ("costs **0.3% to 1.5%** a year"), so misreads are split by this to tell a
 * figure computed from a wrongly read number from an article that happens to bold a number.
 */
const SHOWS_INPUTS = /\*\*Inputs/;
const EXAMPLES_PER_KIND = 3;
const EXCERPT = 300;

export interface Example {
  q: string;
  answer: string;
  missing: string[];
}

export interface Tally {
  total: number;
  counts: Record<Outcome, number>;
  rates: Record<Outcome, number>;
  /** Misreads whose answer is a calculation (shows its inputs), not an explanation. */
  computedMisreads: number;
}

export interface TemplateReport extends Tally {
  template: string;
  area: string;
  examples: { misread: Example[]; asked: Example[] };
}

/** A follow-up the assistant misread: the conversation, what was expected and what it showed. */
export interface FollowUpMisread {
  template: string;
  change: string;
  base: string;
  baseOutcome: Outcome;
  q: string;
  expected: string[];
  answer: string;
}

export interface ChangeReport extends Tally {
  change: string;
}

export interface GeneratedReport {
  /** Questions asked (single messages and follow-ups), and how many templates they came from. */
  total: number;
  templates: number;
  /** Rates over every question, single messages and follow-ups together. */
  correctRate: number;
  askRate: number;
  misreadRate: number;
  missedRate: number;
  overall: Tally;
  /** Single-message questions only (their budget: misread 0). */
  single: Tally;
  /** Follow-ups only (their own budget, FOLLOW_UP_MISREAD_BUDGET, until it comes down to 0). */
  followUps: Tally;
  /** How the follow-ups' base messages were answered (a misread base makes its follow-up suspect). */
  followUpBases: Tally;
  /** Follow-ups by their kind of change ("rate moved", "down set (%) + rate moved"). */
  byChange: ChangeReport[];
  followUpMisreads: FollowUpMisread[];
  byTemplate: TemplateReport[];
  ms: number;
}

/**
 * The follow-ups' misread budget in the unit test and `npm run eval`. It MUST come down to 0, like the
 * single messages': it is only there so that the test reports follow-ups without failing on main while
 * the assistant is being fixed (issue 19). Measured on seed 20261127 (2,500 follow-ups): 36.7% when
 * follow-ups were added, 24.3% after a worked loan's changes were read clause by clause (rule 112),
 * 13.0% after a loan solved from a payment stayed solved for and the question's rewrite read clause by
 * clause (seeds 7 and 31337: 13.1% and 14.3%), 3.5% after moves by points, vacancies said to be none,
 * amounts moved by their own words and halves and doubles were read (rule 125; seeds 7 and 31337: 4.3%
 * and 4.9%). It is set a little above the worst seed. Lower it as misreads are fixed; never raise it.
 */
export const FOLLOW_UP_MISREAD_BUDGET = 0.06;

const describe = (f: ExpectedFigure) =>
  's' in f ? f.s : f.u === '$' ? `$${f.v.toFixed(2)}` : `${f.v.toFixed(2)}${f.u === '%' ? '%' : ''}`;

export function classify(answer: string, figures: ExpectedFigure[]): { outcome: Outcome; missing: string[] } {
  const missing = figures.filter((f) => !figureFound(answer, f)).map(describe);
  if (CLARIFYING.some((c) => answer.includes(c))) return { outcome: 'asked', missing };
  if (missing.length === 0) return { outcome: 'correct', missing };
  // An honest non-answer (no live data, not sure, how I can help) shows no result: missed, as
  // scripts/eval/score.ts counts it, however its example prompts are formatted.
  if (FALLBACKS.some((f) => answer.includes(f))) return { outcome: 'missed', missing };
  return { outcome: CONFIDENT_FIGURE.test(answer) ? 'misread' : 'missed', missing };
}

function tally(counts: Record<Outcome, number>, computedMisreads: number): Tally {
  const total = OUTCOMES.reduce((sum, o) => sum + counts[o], 0);
  const rates = Object.fromEntries(OUTCOMES.map((o) => [o, total ? counts[o] / total : 0])) as Record<
    Outcome,
    number
  >;
  return { total, counts, rates, computedMisreads };
}

const zero = (): Record<Outcome, number> => ({ correct: 0, asked: 0, misread: 0, missed: 0 });

export function measureGenerated(questions: GeneratedQuestion[]): GeneratedReport {
  const started = performance.now();
  const overall = zero();
  const single = zero();
  const followUps = zero();
  const bases = zero();
  let computed = 0;
  let computedSingle = 0;
  let computedFollowUps = 0;
  type Entry = {
    area: string;
    counts: Record<Outcome, number>;
    computed: number;
    examples: TemplateReport['examples'];
  };
  const byTemplate = new Map<string, Entry>();
  const byChange = new Map<string, Record<Outcome, number>>();
  const followUpMisreads: FollowUpMisread[] = [];
  for (const question of questions) {
    let history: HistoryTurn[] = [];
    let baseOutcome: Outcome | undefined;
    if (question.base !== undefined) {
      const baseAnswer = composeAnswer(question.base, []).markdown;
      baseOutcome = classify(baseAnswer, question.baseFigures ?? []).outcome;
      bases[baseOutcome]++;
      history = [
        { role: 'user', text: question.base },
        { role: 'assistant', text: baseAnswer },
      ];
    }
    const answer = composeAnswer(question.q, history).markdown;
    const { outcome, missing } = classify(answer, question.figures);
    const isFollowUp = baseOutcome !== undefined;
    overall[outcome]++;
    (isFollowUp ? followUps : single)[outcome]++;
    let entry = byTemplate.get(question.template);
    if (!entry) {
      entry = { area: question.area, counts: zero(), computed: 0, examples: { misread: [], asked: [] } };
      byTemplate.set(question.template, entry);
    }
    entry.counts[outcome]++;
    if (outcome === 'misread' && SHOWS_INPUTS.test(answer)) {
      computed++;
      if (isFollowUp) computedFollowUps++;
      else computedSingle++;
      entry.computed++;
    }
    const q = isFollowUp ? `${question.base} >>> ${question.q}` : question.q;
    if (outcome === 'misread' || outcome === 'asked') {
      const list = entry.examples[outcome];
      if (list.length < EXAMPLES_PER_KIND) list.push({ q, answer: answer.slice(0, EXCERPT), missing });
    }
    if (isFollowUp) {
      const change = question.change ?? '?';
      const counts = byChange.get(change) ?? zero();
      counts[outcome]++;
      byChange.set(change, counts);
      if (outcome === 'misread')
        followUpMisreads.push({
          template: question.template,
          change,
          base: question.base!,
          baseOutcome: baseOutcome!,
          q: question.q,
          expected: missing,
          answer,
        });
    }
  }
  const perTemplate = [...byTemplate].map(([template, e]) => ({
    template,
    area: e.area,
    ...tally(e.counts, e.computed),
    examples: e.examples,
  }));
  const all = tally(overall, computed);
  return {
    total: all.total,
    templates: perTemplate.length,
    correctRate: all.rates.correct,
    askRate: all.rates.asked,
    misreadRate: all.rates.misread,
    missedRate: all.rates.missed,
    overall: all,
    single: tally(single, computedSingle),
    followUps: tally(followUps, computedFollowUps),
    followUpBases: tally(bases, 0),
    byChange: [...byChange].map(([change, counts]) => ({ change, ...tally(counts, 0) })),
    followUpMisreads,
    byTemplate: perTemplate,
    ms: performance.now() - started,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const rateLine = (t: Tally) => OUTCOMES.map((o) => `${o} ${percent(t.rates[o])} (${t.counts[o]})`).join('  ');
const badRate = (t: Tally) => t.rates.misread + t.rates.missed;

/** Follow-ups by each kind of change they make, then one change against two; most misread first. */
export function changeKinds(byChange: readonly ChangeReport[]): ChangeReport[] {
  const sums = new Map<string, Record<Outcome, number>>();
  const add = (key: string, counts: Record<Outcome, number>) => {
    const sum = sums.get(key) ?? zero();
    for (const o of OUTCOMES) sum[o] += counts[o];
    sums.set(key, sum);
  };
  for (const c of byChange) {
    const kinds = c.change.split(' + ');
    for (const kind of kinds) add(kind, c.counts);
    add(kinds.length === 1 ? '(any, one change)' : '(any, two changes)', c.counts);
  }
  return [...sums]
    .map(([change, counts]) => ({ change, ...tally(counts, 0) }))
    .sort((a, b) => b.rates.misread - a.rates.misread);
}

const isFollowUpTemplate = (t: TemplateReport) => t.template.startsWith('fu-');

/**
 * Overall rates, single messages and follow-ups apart, then the 15 templates that most often misread or
 * miss, then every follow-up template and kind of change; `examples` adds their answers.
 */
export function formatGeneratedReport(report: GeneratedReport, examples = false): string {
  const lines = [
    `${report.overall.total} questions over ${report.templates} templates in ${(report.ms / 1000).toFixed(1)}s`,
    `overall: ${rateLine(report.overall)}`,
    `  single messages (${report.single.total}): ${rateLine(report.single)}`,
    `  follow-ups (${report.followUps.total}): ${rateLine(report.followUps)}   (budget: misread ≤ ${percent(FOLLOW_UP_MISREAD_BUDGET)}, must come down to 0)`,
    `  follow-ups' base messages: ${rateLine(report.followUpBases)}`,
    `misreads that are calculations (show an Inputs block): ${report.overall.computedMisreads} of ${report.overall.counts.misread}`,
    '',
    'worst 15 templates by misread + missed:',
  ];
  const templateLine = (t: TemplateReport) =>
    `  ${t.template.padEnd(24)} ${t.area.padEnd(11)} n=${t.total}  ${rateLine(t)}  computed-misread ${t.computedMisreads}`;
  const withExamples = (t: TemplateReport) => {
    if (!examples) return;
    for (const kind of ['misread', 'asked'] as const)
      for (const ex of t.examples[kind]) {
        lines.push(`    [${kind}] Q: ${ex.q}`);
        if (ex.missing.length) lines.push(`      expected: ${ex.missing.join(', ')}`);
        lines.push(`      A: ${ex.answer.replace(/\n+/g, ' | ')}`);
      }
  };
  const worst = [...report.byTemplate].sort((a, b) => badRate(b) - badRate(a)).slice(0, 15);
  for (const t of worst) {
    lines.push(templateLine(t));
    withExamples(t);
  }
  const followUpTemplates = report.byTemplate.filter(isFollowUpTemplate);
  if (followUpTemplates.length) {
    lines.push('', 'follow-up templates:');
    for (const t of followUpTemplates) {
      lines.push(templateLine(t));
      if (!worst.includes(t)) withExamples(t);
    }
    lines.push('', 'follow-ups by kind of change (a two-change follow-up counts under each of its kinds):');
    for (const c of changeKinds(report.byChange))
      lines.push(`  ${c.change.padEnd(28)} n=${c.total}  ${rateLine(c)}`);
  }
  return lines.join('\n');
}
