// `npm test`: every check the project has, in order of speed, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  // Every runtime's project (tsconfig.json's references), and the Supabase Edge Function entry points
  // type-checked by Deno itself (imports from the npm registry).
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['contract tests', 'npx', ['vitest', 'run', '--project', 'contract']],
  // The same suites with the stack on a throw-away PostgreSQL server (Debian's, installed and started
  // by scripts/postgres.mjs) instead of PGlite.
  ['contract tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'contract-pg']],
  ['end-to-end tests', 'node', ['scripts/e2e.mjs']],
];

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log('\nAll checks passed.');
