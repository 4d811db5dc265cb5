// End-to-end tests: builds the app into a private directory (so a run never swaps dist/ — and its
// service worker — under another run), makes sure Debian's Chromium is there, then runs Playwright,
// whose config starts `npm start`'s server on a free port with a throw-away DATA_DIR and that APP_DIR.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

ensureChromium();
const appDir = process.env.APP_DIR ?? mkdtempSync(path.join(tmpdir(), 'hearth-e2e-app-'));
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', appDir, '--emptyOutDir'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const env = {
  ...process.env,
  APP_DIR: appDir,
  E2E_PORT: String(await freePort()),
  E2E_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hearth-e2e-')),
};
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
