// `npx tsx scripts/eval/phrasings/run.ts [--count N] [--follow-ups N] [--seed S] [--template id] [--examples]
// [--misreads file.json]`: generates phrasings of numeric questions (N single messages and, by default,
// N/4 follow-up conversations), asks the local assistant each one and prints how often it reads the
// numbers right, asks, misreads or misses, single messages and follow-ups apart and together.
// `--misreads` writes every misread follow-up (base message, follow-up, expected, answer) to a file.

import { writeFileSync } from 'node:fs';
import { generateFollowUps, generatePhrasings } from './generate.ts';
import { formatGeneratedReport, measureGenerated } from './measure.ts';
import { FOLLOW_UPS } from './templates-follow-ups.ts';
import { TEMPLATES } from './templates.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const count = Number(option('--count') ?? 10_000);
const followUpCount = Number(option('--follow-ups') ?? Math.round(count / 4));
const seed = Number(option('--seed') ?? 20261127);
const only = option('--template');
const templates = only ? TEMPLATES.filter((t) => t.id === only) : TEMPLATES;
const followUps = only ? FOLLOW_UPS.filter((t) => t.id === only) : FOLLOW_UPS;
if (templates.length === 0 && followUps.length === 0) {
  const ids = [...TEMPLATES, ...FOLLOW_UPS].map((t) => t.id);
  console.error(`No template "${only}". Templates: ${ids.join(', ')}`);
  process.exit(1);
}

const started = performance.now();
const questions = [
  ...(templates.length ? generatePhrasings(count, seed, templates) : []),
  ...(followUps.length ? generateFollowUps(followUpCount, seed, followUps) : []),
];
const report = measureGenerated(questions);
console.log(formatGeneratedReport(report, args.includes('--examples')));
const misreadsFile = option('--misreads');
if (misreadsFile) writeFileSync(misreadsFile, JSON.stringify(report.followUpMisreads, null, 1));
console.log(`\ntotal time ${((performance.now() - started) / 1000).toFixed(1)}s (seed ${seed})`);
