import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

// scripts/e2e.mjs picks the port and a throw-away DATA_DIR once; this file is evaluated again in
// every worker, so it must not choose them itself.
const port = Number(process.env.E2E_PORT ?? 3990);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/_health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Many sign-ins from one address in a few minutes: GoTrue's per-IP limits would stop the suite.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      OWNER_EMAIL: 'owner@hearth.local',
      ASSISTANT_CHUNK_DELAY_MS: '0',
      RATE_LIMITS: 'off',
      // scripts/e2e.mjs builds into a private directory; `dist/` when run by hand.
      APP_DIR: process.env.APP_DIR ?? 'dist',
    },
  },
});
