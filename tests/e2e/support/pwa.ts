// Service-worker and installability helpers for the PWA suites (tests/e2e/pwa*.spec.ts, offline*).
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.mjs';
import { testConfig } from '../../../server/config.ts';
import { startStack, type RunningStack } from '../../../server/stack.ts';

export const API_PATH = /^\/(auth|rest|realtime|functions)\/v1(\/|$)/;

/**
 * Waits until the service worker has installed (shell precached) and controls the page. The first
 * install claims open pages when it activates; a page whose navigation started before that and
 * whose document came after it stays uncontrolled until its next load, so it is reloaded then.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('the service worker did not install within 30 s')), 30_000),
    );
    await Promise.race([navigator.serviceWorker.ready, timeout]);
  });
  const controlled = () => page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  try {
    await expect.poll(controlled, { timeout: 2_000 }).toBe(true);
  } catch {
    await page.reload();
    await expect
      .poll(controlled, { message: 'the service worker never took control of the page' })
      .toBe(true);
  }
}

/**
 * Takes the page offline the way it goes offline for a user whose app has installed: after the
 * service worker precached the shell and every chunk. Going offline sooner would find the code the
 * page loads on demand (dialogs, menus, search) missing, which is not what the test is about.
 */
export async function goOffline(page: Page): Promise<void> {
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
}

/** Every URL in every Cache Storage cache of the page's origin, by cache name. */
export async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => request.url);
    }
    return result;
  });
}

/**
 * A browser profile on disk, for what Playwright's default (incognito-like) contexts cannot show:
 * Chromium reports an incognito context as not installable ("in-incognito"), and only a browser
 * relaunched on the same profile opens its IndexedDB afresh (a quota override applies to storage
 * opened after it). With `installable`, engagement checks are bypassed so that Chromium offers
 * installation (beforeinstallprompt) at once.
 */
export async function openProfile(
  baseURL: string,
  { installable = false }: { installable?: boolean } = {},
): Promise<{ context: BrowserContext; relaunch(): Promise<BrowserContext>; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hearth-profile-'));
  const args = installable ? [...CHROMIUM_ARGS, '--bypass-app-banner-engagement-checks'] : CHROMIUM_ARGS;
  const launch = () =>
    chromium.launchPersistentContext(dir, { executablePath: chromiumPath(), args, baseURL });
  let context = await launch();
  return {
    get context() {
      return context;
    },
    async relaunch() {
      await context.close();
      context = await launch();
      return context;
    },
    async close() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Builds the app into `outDir` (`vite build`), with extra environment (HEARTH_VERSION names a release). */
export function buildApp(outDir: string, env: Record<string, string> = {}): void {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr}`);
}

/**
 * A private local stack (in memory) serving its own copy of a build, so a test can deploy another
 * build there without touching the app the rest of the suite is served.
 */
export async function startPrivateStack(build: string): Promise<{
  stack: RunningStack;
  appDir: string;
  deploy(buildDir: string): Promise<void>;
  close(): Promise<void>;
}> {
  const appDir = await mkdtemp(path.join(tmpdir(), 'hearth-app-'));
  await cp(build, appDir, { recursive: true });
  const stack = await startStack(testConfig({ appDir }));
  return {
    stack,
    appDir,
    // Like a static host: the new files replace the old ones, old hashed assets stay.
    deploy: (buildDir) => cp(buildDir, appDir, { recursive: true, force: true }),
    async close() {
      await stack.close();
      await rm(appDir, { recursive: true, force: true });
    },
  };
}
