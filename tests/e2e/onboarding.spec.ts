import { test, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { inviteUser, signIn, toast } from './support/backend.ts';

const TITLE = 'Finish setting up your beta access';

test('an invite link leads through onboarding to /chat', async ({ page, baseURL }) => {
  const invite = await inviteUser(baseURL!, { inviter: 'Acme Realty' });
  await page.goto(invite.link);
  await expect(page).toHaveURL(/\/beta\/onboarding\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(invite.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByText(/^Invited by Acme Realty · Invite expires .+/)).toBeVisible();
  await expect(page.getByText('support@hearth.local')).toBeVisible();

  await page.getByLabel('Create a password').fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();

  await page.getByLabel('Create a password').fill('onboarding-password');
  await page.getByLabel('Confirm password').fill('onboarding-passw0rd');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeHidden();

  await page.getByLabel('Confirm password').fill('onboarding-password');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const welcome = toast(page, 'Welcome to the beta!');
  await expect(welcome.locator('[data-description]')).toHaveText(
    'Your account is ready. Redirecting you to the workspace...',
  );
  await expect(page).toHaveURL(/\/chat$/);

  // The invite is used up, and the new password signs in.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, { email: invite.email, password: 'onboarding-password' }, '');
  await expect(page).toHaveURL(/\/chat$/);
});

test('the inviter falls back to the team name', async ({ page, baseURL }) => {
  const invite = await inviteUser(baseURL!);
  await page.goto(invite.link);
  await expect(page.getByText(/^Invited by the Hearth team · Invite expires /)).toBeVisible();
});

test.describe('with the invite completion refused', () => {
  // page.route sees only what the page sends itself, not what passes its service worker.
  test.use({ serviceWorkers: 'block' });

  test('a completion failure after the password is saved warns and still goes to /chat', async ({
    page,
    baseURL,
  }) => {
    const invite = await inviteUser(baseURL!);
    await page.goto(invite.link);
    await expect(page.getByLabel('Email')).toHaveValue(invite.email);
    await page.route('**/functions/v1/beta-invite', async (route) => {
      const body = route.request().postDataJSON() as { action?: string };
      if (body.action !== 'complete') return route.continue();
      return route.fulfill({ status: 500, json: { ok: false } });
    });
    await page.getByLabel('Create a password').fill('onboarding-password');
    await page.getByLabel('Confirm password').fill('onboarding-password');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const warning = toast(page, 'Invite saved with warnings');
    await expect(warning.locator('[data-description]')).toHaveText(
      'We saved your password, but confirming the invite failed. Please contact support.',
    );
    await expect(page).toHaveURL(/\/chat$/);
  });
});

test('a used invite link shows the server’s error with a way to try again', async ({
  page,
  baseURL,
  context,
}) => {
  const invite = await inviteUser(baseURL!);
  await page.goto(invite.link);
  await page.getByLabel('Create a password').fill('onboarding-password');
  await page.getByLabel('Confirm password').fill('onboarding-password');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  const token = new URL(invite.link).searchParams.get('redirect_to')?.match(/token=([^&]+)/)?.[1];

  // Same browser, same session, the onboarding page again: the invite is spent.
  const second = await context.newPage();
  await second.goto(`/beta/onboarding?token=${token ?? 'unknown'}`);
  await expect(second.getByRole('alert')).toBeVisible();
  await expect(second.getByText(/contact the partner who invited you/)).toBeVisible();
  await expect(second.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('without a token the page says the link is incomplete', async ({ page }) => {
  await page.goto('/beta/onboarding');
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(
    page.getByText(
      'This invitation link is missing a token. Please open the link directly from the email we sent you.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/contact the partner who invited you/)).toBeVisible();
  await expect(page.getByText('support@hearth.local')).toBeVisible();

  // 'Try again' reloads the page.
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => reloaded).toBe(true);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
});

test('a token without a session asks for the latest invitation e-mail', async ({ page }) => {
  await page.goto('/beta/onboarding?token=abc');
  await expect(
    page.getByText(
      'We could not detect an active session. Please open the latest invitation email and try again.',
    ),
  ).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`onboarding has no serious accessibility violations (${colorScheme})`, async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/beta/onboarding');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'onboarding error');

    const invite = await inviteUser(baseURL!);
    await page.goto(invite.link);
    await expect(page.getByLabel('Create a password')).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'onboarding form');
  });
}
