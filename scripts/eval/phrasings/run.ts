// `npx tsx scripts/eval/phrasings/run.ts [--count N] [--seed S] [--template id] [--examples]`: generates
// phrasings of numeric questions, asks the local assistant each one and prints how often it reads the
// numbers right, asks, misreads or misses.

import { generatePhrasings } from './generate.ts';
import { formatGeneratedReport, measureGenerated } from './measure.ts';
import { TEMPLATES } from './templates.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const count = Number(option('--count') ?? 10_000);
const seed = Number(option('--seed') ?? 20261127);
const only = option('--template');
const templates = only ? TEMPLATES.filter((t) => t.id === only) : TEMPLATES;
if (templates.length === 0) {
  console.error(`No template "${only}". Templates: ${TEMPLATES.map((t) => t.id).join(', ')}`);
  process.exit(1);
}

const started = performance.now();
const questions = generatePhrasings(count, seed, templates);
const report = measureGenerated(questions);
console.log(formatGeneratedReport(report, args.includes('--examples')));
console.log(`\ntotal time ${((performance.now() - started) / 1000).toFixed(1)}s (seed ${seed})`);
