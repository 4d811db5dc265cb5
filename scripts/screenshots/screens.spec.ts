// Regenerates docs/screenshots/*.png: every screen at a phone (375 px) and a desktop (1280 px) width.
// Run with `npm run screenshots` (builds the app, starts the stack on a fresh DATA_DIR, drives Chromium).
import { test, expect, type Page } from '@playwright/test';
import { createUser, inviteUser, signIn } from '../../tests/e2e/support/backend.ts';

const WIDTHS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const OUT = 'docs/screenshots';

async function shoot(page: Page, screen: string) {
  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${OUT}/${screen}-${name}.png` });
  }
}

test('landing, login, 404', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your AI Assistant for Real Estate' })).toBeVisible();
  await shoot(page, 'landing');
  await page.goto('/login');
  await expect(page.getByText('Sign in to your account to continue')).toBeVisible();
  await shoot(page, 'login');
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await shoot(page, 'not-found');
});

test('onboarding', async ({ page, baseURL }) => {
  const invite = await inviteUser(baseURL!, { inviter: 'Dana from Hearth' });
  await page.goto(invite.link);
  await expect(page.getByLabel('Create a password')).toBeVisible();
  await shoot(page, 'onboarding');
});

test('chat with a streamed answer', async ({ page, baseURL }) => {
  const user = await createUser(baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, user);
  await page.goto('/chat');
  await expect(page.getByText('Welcome to Hearth')).toBeVisible();
  await shoot(page, 'chat-welcome');
  await page.getByRole('button', { name: 'Start Chatting' }).click();
  const composer = page.getByPlaceholder('Message...');
  await composer.fill('What is the monthly payment on a $450k home with 20% down at 6.5% for 30 years?');
  await composer.press('Enter');
  await expect(page.getByText('Principal & interest').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);
  await shoot(page, 'chat');
});
