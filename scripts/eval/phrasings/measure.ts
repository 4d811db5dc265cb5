// Asks the assistant each generated question (no history) and sorts its answers into asked / correct /
// misread / missed, per template and overall, keeping a few examples of the bad outcomes to read.

import { composeAnswer } from '../../../supabase/functions/_shared/assistant/compose-answer.ts';
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

export interface GeneratedReport {
  /** Questions asked, and how many templates they came from. */
  total: number;
  templates: number;
  correctRate: number;
  askRate: number;
  misreadRate: number;
  missedRate: number;
  overall: Tally;
  byTemplate: TemplateReport[];
  ms: number;
}

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
  let computed = 0;
  type Entry = {
    area: string;
    counts: Record<Outcome, number>;
    computed: number;
    examples: TemplateReport['examples'];
  };
  const byTemplate = new Map<string, Entry>();
  for (const question of questions) {
    const answer = composeAnswer(question.q, []).markdown;
    const { outcome, missing } = classify(answer, question.figures);
    overall[outcome]++;
    let entry = byTemplate.get(question.template);
    if (!entry) {
      entry = { area: question.area, counts: zero(), computed: 0, examples: { misread: [], asked: [] } };
      byTemplate.set(question.template, entry);
    }
    entry.counts[outcome]++;
    if (outcome === 'misread' && SHOWS_INPUTS.test(answer)) {
      computed++;
      entry.computed++;
    }
    if (outcome === 'misread' || outcome === 'asked') {
      const list = entry.examples[outcome];
      if (list.length < EXAMPLES_PER_KIND)
        list.push({ q: question.q, answer: answer.slice(0, EXCERPT), missing });
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
    byTemplate: perTemplate,
    ms: performance.now() - started,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const rateLine = (t: Tally) => OUTCOMES.map((o) => `${o} ${percent(t.rates[o])} (${t.counts[o]})`).join('  ');
const badRate = (t: Tally) => t.rates.misread + t.rates.missed;

/** Overall rates, then the 15 templates that most often misread or miss; `examples` adds their answers. */
export function formatGeneratedReport(report: GeneratedReport, examples = false): string {
  const lines = [
    `${report.overall.total} questions over ${report.templates} templates in ${(report.ms / 1000).toFixed(1)}s`,
    `overall: ${rateLine(report.overall)}`,
    `misreads that are calculations (show an Inputs block): ${report.overall.computedMisreads} of ${report.overall.counts.misread}`,
    '',
    'worst 15 templates by misread + missed:',
  ];
  const worst = [...report.byTemplate].sort((a, b) => badRate(b) - badRate(a)).slice(0, 15);
  for (const t of worst) {
    lines.push(
      `  ${t.template.padEnd(24)} ${t.area.padEnd(11)} n=${t.total}  ${rateLine(t)}  computed-misread ${t.computedMisreads}`,
    );
    if (!examples) continue;
    for (const kind of ['misread', 'asked'] as const)
      for (const ex of t.examples[kind]) {
        lines.push(`    [${kind}] Q: ${ex.q}`);
        if (ex.missing.length) lines.push(`      expected: ${ex.missing.join(', ')}`);
        lines.push(`      A: ${ex.answer.replace(/\n+/g, ' | ')}`);
      }
  }
  return lines.join('\n');
}
