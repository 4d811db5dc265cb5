// Makes the web app manifest's screenshots (public/screenshots/wide.webp 1280×720 and narrow.webp
// 375×812) from the built app: starts the local stack in memory on dist/, signs a demo user in
// through the login screen, asks the local assistant a question and captures the chat in Chromium
// (light theme, no animations), encoded as WebP by the browser itself.
//
//   npx vite build && npx tsx scripts/make-screenshots.ts      (APP_DIR=<dir> for another build)
//
// When the chat screen cannot hold a conversation yet, the landing page is captured instead.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { testConfig } from '../server/config.ts';
import { startStack } from '../server/stack.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { createNodeClient } from '../server/node-supabase-client.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'public', 'screenshots');
const QUESTION = "What's the monthly payment on a $420,000 home with 20% down at 6.5% over 30 years?";
const TITLE = 'Buying in Portland';
const USER = { email: 'demo@hearth.local', password: 'demo-screenshots-password' };

async function toWebp(browser: Browser, png: Buffer, quality = 0.82): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(
      async ({ data, q }) => {
        const bytes = Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/webp', quality: q });
        const buffer = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const byte of buffer) binary += String.fromCharCode(byte);
        return btoa(binary);
      },
      { data: png.toString('base64'), q: quality },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(USER.email);
  await page.getByLabel('Password', { exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/**
 * Shows a conversation with the question and the start of its answer: the first capture creates it
 * and asks, later ones find it restored. False when the chat screen cannot hold one (yet).
 */
async function holdConversation(page: Page): Promise<boolean> {
  const question = page.locator('[data-message-type="user"]').filter({ hasText: QUESTION });
  const newChat = page.getByRole('button', { name: 'New Chat' });
  try {
    await question.or(newChat).first().waitFor({ timeout: 10_000 });
  } catch {
    return false;
  }
  if (!(await question.isVisible())) {
    await newChat.click();
    await page.getByPlaceholder('Enter chat title (1-40 characters)').fill(TITLE);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const composer = page.getByPlaceholder('Message...');
    await composer.fill(QUESTION);
    await composer.press('Enter');
  }
  // The reply has finished streaming when nothing is busy and an assistant message follows.
  await page.locator('[data-message-type="assistant"]').last().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 15_000 });
  await question.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return true;
}

async function capture(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  mobile: boolean,
): Promise<Buffer> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  try {
    await signIn(page, url);
    if (!(await holdConversation(page))) {
      console.warn(`  the chat screen holds no conversation yet: capturing the landing page instead`);
      await page.goto(`${url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.mouse.move(0, 0);
    // Toasts, focus rings and scroll hints are not part of the picture.
    await page.addStyleTag({ content: '[data-sonner-toaster]{display:none!important}' });
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      // The conversation is shown from the question on, so the list offers to jump to its end.
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent?.trim() === 'Jump to latest') button.style.visibility = 'hidden';
      }
    });
    await page.waitForTimeout(300);
    return await page.screenshot({ type: 'png' });
  } finally {
    await context.close();
  }
}

const stack = await startStack(testConfig({ appDir: path.resolve(ROOT, process.env.APP_DIR ?? 'dist') }));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const admin = createNodeClient(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await admin.auth.admin.createUser({ ...USER, email_confirm: true });
  if (error) throw new Error(`could not create the demo user: ${error.message}`);

  mkdirSync(OUT_DIR, { recursive: true });
  const shots = [
    { name: 'wide.webp', viewport: { width: 1280, height: 720 }, mobile: false },
    { name: 'narrow.webp', viewport: { width: 375, height: 812 }, mobile: true },
  ];
  for (const shot of shots) {
    const png = await capture(browser, stack.url, shot.viewport, shot.mobile);
    const webp = await toWebp(browser, png);
    writeFileSync(path.join(OUT_DIR, shot.name), webp);
    console.log(
      `public/screenshots/${shot.name}: ${shot.viewport.width}×${shot.viewport.height}, ${(webp.length / 1024).toFixed(1)} KiB (PNG ${(png.length / 1024).toFixed(1)} KiB)`,
    );
  }
} finally {
  await browser.close();
  await stack.close();
}
