// The installable PWA against the built app served by the local stack: manifest and icons,
// installability as Chromium judges it, the service worker's precache and what it must never cache,
// offline navigation, the install offer, persistent storage, and the update prompt of a new release.
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { PWA_STRINGS } from '../../src/features/pwa/pwa-strings.ts';
import { createUser, signIn, toast } from './support/backend.ts';
import {
  API_PATH,
  buildApp,
  cachedUrls,
  openProfile,
  startPrivateStack,
  waitForServiceWorker,
} from './support/pwa.ts';

/** Width and height from a PNG's IHDR, or a WebP's VP8/VP8L/VP8X header. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.readUInt32BE(0) === 0x89504e47)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  throw new Error('not a PNG or WebP image');
}

test.describe('manifest', () => {
  test('names, colours, display, start URL, scope, icons and screenshots, each served with its type', async ({
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      screenshots: { src: string; sizes: string; type: string; form_factor: string; label: string }[];
    } & Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Hearth'),
      short_name: 'Hearth',
      description: expect.any(String),
      theme_color: '#b45309',
      background_color: '#fffbeb',
      display: 'standalone',
      start_url: '/chat',
      scope: '/',
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);

    for (const image of [...manifest.icons, ...manifest.screenshots]) {
      const file = await request.get(image.src);
      expect(file.status(), image.src).toBe(200);
      expect(file.headers()['content-type'], image.src).toBe(image.type);
      const body = await file.body();
      const { width, height } = imageSize(body);
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
      if (image.src.includes('screenshots'))
        expect(body.length, `${image.src} stays small`).toBeLessThan(150_000);
    }
  });

  test('Chromium reports no installability errors and offers installation', async ({ baseURL }) => {
    const profile = await openProfile(baseURL!, { installable: true });
    try {
      const page = await profile.context.newPage();
      await page.addInitScript(() => {
        window.addEventListener('beforeinstallprompt', () => {
          (window as unknown as { offeredInstall: boolean }).offeredInstall = true;
        });
      });
      await page.goto('/');
      await waitForServiceWorker(page);
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { offeredInstall?: boolean }).offeredInstall))
        .toBe(true);
    } finally {
      await profile.close();
    }
  });

  test("the chat header offers 'Install app' where the browser offers installation", async ({ baseURL }) => {
    const profile = await openProfile(baseURL!, { installable: true });
    try {
      const page = await profile.context.newPage();
      await signIn(page, await createUser(baseURL!));
      await page.goto('/chat');
      await expect(
        page.getByRole('banner').getByRole('button', { name: PWA_STRINGS.installApp }),
      ).toBeVisible();
    } finally {
      await profile.close();
    }
  });
});

test.describe('service worker', () => {
  test('sw.js is served as revalidated JavaScript and controls the whole origin', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sw.js');
    expect(response.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    await page.goto('/');
    await waitForServiceWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);
  });

  test('precaches the app shell and every route chunk', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const cached = Object.entries(await cachedUrls(page)).find(([name]) => name.includes('precache'));
    expect(cached, 'a workbox precache').toBeTruthy();
    const paths = cached![1].map((url) => new URL(url).pathname);
    // The server's APP_DIR (a private build) or dist/.
    const appDir = process.env.APP_DIR ?? 'dist';
    const built = readdirSync(path.join(appDir, 'assets')).filter((file) => /\.(js|css)$/.test(file));
    expect(built.some((file) => file.startsWith('chat-page-'))).toBe(true);
    for (const file of built) expect(paths, file).toContain(`/assets/${file}`);
    expect(paths).toEqual(
      expect.arrayContaining(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png']),
    );
  });

  test('offline, navigations get the cached shell (with its CSP and backend config); the backend is never answered from a cache', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, await createUser(baseURL!));
    await waitForServiceWorker(page);
    await page.goto('/chat');
    await page.reload();

    await context.setOffline(true);
    const shell = await page.goto('/login');
    expect(shell?.fromServiceWorker()).toBe(true);
    expect(shell?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await page.locator('meta[name="hearth-config"]').getAttribute('content')).toContain(baseURL!);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

    // The backend's paths are left to the network: offline they fail, even as navigations.
    const apiFetches = await page.evaluate(async () => {
      const outcomes: string[] = [];
      for (const url of [
        '/auth/v1/settings',
        '/rest/v1/conversations',
        '/functions/v1/voiceflow-proxy/conversations',
      ]) {
        outcomes.push(
          await fetch(url).then(
            (r) => `${url} ${r.status}`,
            () => `${url} failed`,
          ),
        );
      }
      return outcomes;
    });
    expect(apiFetches.every((outcome) => outcome.endsWith('failed'))).toBe(true);
    const probe = await context.newPage();
    await expect(probe.goto('/auth/v1/settings')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await probe.close();
    await context.setOffline(false);

    const everything = Object.values(await cachedUrls(page)).flat();
    expect(everything.filter((url) => API_PATH.test(new URL(url).pathname))).toEqual([]);
  });
});

test('persistent storage is requested after sign-in', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const original = StorageManager.prototype.persist;
    StorageManager.prototype.persist = function persist(this: StorageManager) {
      const w = window as unknown as { persistRequests?: number };
      w.persistRequests = (w.persistRequests ?? 0) + 1;
      return original.call(this);
    };
  });
  await page.goto('/login');
  expect(
    await page.evaluate(() => (window as unknown as { persistRequests?: number }).persistRequests),
  ).toBeUndefined();
  await signIn(page, await createUser(baseURL!), '');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { persistRequests?: number }).persistRequests ?? 0))
    .toBeGreaterThan(0);
});

test.describe('updates', () => {
  // Two releases of the app, built here (not dist/, which the rest of the suite is served from).
  const builds = { current: '', next: '' };
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    builds.current = await mkdtemp(path.join(tmpdir(), 'hearth-current-'));
    builds.next = await mkdtemp(path.join(tmpdir(), 'hearth-next-'));
    buildApp(builds.current, { HEARTH_VERSION: 'e2e-current' });
    buildApp(builds.next, { HEARTH_VERSION: 'e2e-next' });
  });
  test.afterAll(async () => {
    for (const dir of Object.values(builds)) if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('a new release is offered as "A new version is available"; Reload switches to it', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const server = await startPrivateStack(builds.current);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${server.stack.url}/`);
      await waitForServiceWorker(page);
      await expect(page.locator('html')).toHaveAttribute('data-version', 'e2e-current');
      await expect(toast(page, PWA_STRINGS.updateAvailable)).toHaveCount(0);

      await server.deploy(builds.next);
      // What the hourly check, coming back online or into view does.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = toast(page, PWA_STRINGS.updateAvailable);
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      // Nothing switches by itself: the old release keeps running until the user agrees.
      await page.waitForTimeout(500);
      await expect(page.locator('html')).toHaveAttribute('data-version', 'e2e-current');

      await prompt.getByRole('button', { name: PWA_STRINGS.reload }).click();
      await expect(page.locator('html')).toHaveAttribute('data-version', 'e2e-next', { timeout: 15_000 });
      await expect(toast(page, PWA_STRINGS.updateAvailable)).toHaveCount(0);
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
      ).toBeNull();

      // A reopened app starts on the new release, from the cache.
      await page.goto(`${server.stack.url}/login`);
      await expect(page.locator('html')).toHaveAttribute('data-version', 'e2e-next');
    } finally {
      await context.close();
      await server.close();
    }
  });

  test('a release already waiting when the app opens is offered at once', async ({ browser }) => {
    test.setTimeout(90_000);
    const server = await startPrivateStack(builds.current);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${server.stack.url}/`);
      await waitForServiceWorker(page);
      await server.deploy(builds.next);
      // The navigation's own update check installs the new worker, which then waits behind this page.
      await page.reload();
      await expect
        .poll(
          () =>
            page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
          { timeout: 30_000 },
        )
        .toBe(true);
      await page.reload();
      await expect(toast(page, PWA_STRINGS.updateAvailable)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-version', 'e2e-current');
    } finally {
      await context.close();
      await server.close();
    }
  });
});
