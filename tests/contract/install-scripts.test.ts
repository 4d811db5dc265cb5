// Issue 23 §10: a clean `npm install` warns about no install script — every dependency that has one
// is reviewed in package.json's `allowScripts` (esbuild and deno: each puts its native binary in place).
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.ts';

describe('npm install', () => {
  it('has no install script left unreviewed by allowScripts', async () => {
    const outcome = await runCli('npm', ['install-scripts', 'ls'], { timeout: 120_000 });
    expect(outcome).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('No packages with unreviewed'),
    });
  }, 130_000);
});
