// Issue 12 §6 end to end: the login form's keyboard path, a used invite with a way forward, the
// welcome toast below the phone header, a reply bubble that does not change width while it streams,
// and emoji in titles drawn with a real emoji font (this Chromium has none of its own).
import { expect, test } from '@playwright/test';
import { createUser, inviteUser, signIn, toast } from './support/backend.ts';
import { chat, createChat, signedInOnChat } from './support/chat.ts';

test('login: Email has focus on load; Tab goes Email → Password → Sign In; Enter signs in', async ({
  page,
  baseURL,
}) => {
  const user = await createUser(baseURL!);
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chat$/);
});

test('a used invite link says so and offers Sign in and Reset password', async ({
  page,
  baseURL,
  browser,
}) => {
  const invite = await inviteUser(baseURL!);
  await page.goto(invite.link);
  await page.getByLabel('Create a password').fill('onboarding-password');
  await page.getByLabel('Confirm password').fill('onboarding-password');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/chat$/);

  // The same link again, on another device (no session there).
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(invite.link);
  await expect(second.getByRole('alert')).toHaveText(
    'This invitation link has already been used or has expired. If you already chose a password, sign in; if you forgot it, reset it.',
  );
  await expect(second.getByText('We could not detect an active session')).toHaveCount(0);
  await second.getByRole('link', { name: 'Reset password' }).click();
  await expect(second.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await second.goBack();
  await second.getByRole('link', { name: 'Sign in' }).click();
  await signIn(second, { email: invite.email, password: 'onboarding-password' }, '');
  await expect(second).toHaveURL(/\/chat$/);
  await other.close();
});

test('on a phone the welcome toast does not cover the header', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const user = await createUser(baseURL!);
  await signIn(page, user);
  const header = page.getByRole('banner');
  const welcome = toast(page, 'Login successful');
  await expect(welcome).toBeVisible();
  await expect(header).toBeVisible();
  // Where the toast comes to rest: it slides in from above the viewport's top edge. Both boxes are
  // read on every poll: the chat page's header is replaced once while the page starts (same place).
  await expect
    .poll(
      async () => {
        const [toastBox, headerBox] = await Promise.all([welcome.boundingBox(), header.boundingBox()]);
        return toastBox && headerBox ? toastBox.y - (headerBox.y + headerBox.height) : -1;
      },
      { timeout: 5_000 },
    )
    .toBeGreaterThanOrEqual(0);
});

test('a reply bubble keeps its width from the typing dots to the last word', async ({ page, baseURL }) => {
  await signedInOnChat(page, baseURL!);
  await createChat(page, 'Widths');
  await page.evaluate(() => {
    const widths: number[] = [];
    (window as unknown as { __widths: number[] }).__widths = widths;
    new MutationObserver(() => {
      const bubble = document.querySelector('article[data-message-type="assistant"] > div');
      if (bubble) widths.push(Math.round(bubble.getBoundingClientRect().width));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await chat.composer(page).fill('Hi');
  await chat.composer(page).press('Enter');
  await expect(chat.assistantMessages(page)).toHaveCount(1);
  await expect(chat.assistantMessages(page).last()).not.toHaveAttribute('aria-busy', 'true', {
    timeout: 15_000,
  });
  const widths = await page.evaluate(() => (window as unknown as { __widths: number[] }).__widths);
  expect(widths.length).toBeGreaterThan(1);
  expect(new Set(widths).size).toBe(1);
});

test('an emoji in a title is drawn with the emoji font', async ({ page, baseURL }) => {
  await signedInOnChat(page, baseURL!);
  await createChat(page, '🏠 House hunting');
  await expect(chat.rowTitles(page).first()).toHaveText('🏠 House hunting');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (f) => f.family.replace(/"/g, '') === 'Noto Color Emoji' && f.status === 'loaded',
        );
      }),
    )
    .toBe(true);
});
