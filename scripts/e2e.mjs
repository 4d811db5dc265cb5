// End-to-end tests: builds the app, makes sure Debian's Chromium is there, then runs Playwright,
// whose config starts `npm start`'s server on a free port with a throw-away DATA_DIR.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

ensureChromium();
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
