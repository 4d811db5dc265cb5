// Issue 23 §8 end to end: the display name where the user sees who they are, changing the password
// while signed in, and deleting the account with all its data (export offered first, confirmed by
// typing the e-mail address) — on the server too.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { adminClient, signIn, toast } from './support/backend.ts';
import { chat, createChat, sendAndWait, signedInOnChat } from './support/chat.ts';

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

test('the display name shows in the account menu once saved', async ({ page, baseURL }) => {
  const user = await signedInOnChat(page, baseURL!);
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await profile.getByLabel('Display name').fill('Dana Buyer');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile).toBeHidden();
  await accountMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByTestId('account-name')).toHaveText('Dana Buyer');
  await expect(menu.getByTestId('account-email')).toHaveText(user.email);
});

test('the password can be changed while signed in', async ({ page, baseURL }) => {
  const user = await signedInOnChat(page, baseURL!);
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page, `change password (${colorScheme})`);
  }
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm new password').fill('short');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('a-new-password-23');
  await dialog.getByLabel('Confirm new password').fill('a-new-password-23');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, { email: user.email, password: 'a-new-password-23' }, '');
  await expect(page).toHaveURL(/\/chat/);
});

test('deleting the account offers the export first, asks for the e-mail, and removes everything', async ({
  page,
  baseURL,
}) => {
  const user = await signedInOnChat(page, baseURL!);
  await createChat(page, 'Soon gone');
  await sendAndWait(page, 'What is a cap rate?');

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page, `delete account (${colorScheme})`);
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export all my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hearth-data-.*\.json$/);

  const remove = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel(`Type ${user.email} to confirm`).fill(user.email);
  await remove.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Your account was deleted')).toBeVisible();

  const admin = adminClient(baseURL!);
  expect((await admin.auth.admin.getUserById(user.id)).data.user).toBeNull();
  expect((await admin.from('conversations').select('id').eq('user_id', user.id)).data).toEqual([]);
  expect((await admin.from('messages').select('id').eq('user_id', user.id)).data).toEqual([]);
  // This device kept nothing either, and the old password no longer signs in.
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain(
    `hearth-${user.id}`,
  );
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login failed')).toBeVisible();
  await expect(chat.composer(page)).toHaveCount(0);
});
