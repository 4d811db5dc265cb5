// Issue 12 §4 end to end: sign-out never discards queued messages or drafts silently. The Sign out
// button says how much is unsent; signing out asks: wait for delivery (then sign out by itself) or
// discard. Waiting delivers the queued message before the local data goes.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/backend.ts';
import { chat, signedInOnChat } from './support/chat.ts';
import { goOffline } from './support/pwa.ts';

const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Sign out/ });

async function queueOffline(page: Page, text: string) {
  await goOffline(page);
  await expect(page.getByText('You are offline')).toBeVisible();
  await chat.composer(page).fill(text);
  await chat.composer(page).press('Enter');
  await expect(chat.userMessages(page).last()).toContainText("Queued — will send when you're back online");
}

test('with a queued message: Sign out says so; Wait for delivery delivers it, then signs out', async ({
  page,
  baseURL,
}) => {
  const user = await signedInOnChat(page, baseURL!);
  await page.getByRole('button', { name: 'Start Chatting' }).click();
  await expect(chat.title(page)).toHaveText('My First Chat');
  // The new conversation reaches the server first, so the one unsent thing is the queued message.
  await expect(signOutButton(page)).toHaveText(/^Sign out$/);
  await queueOffline(page, 'What is a cap rate?');
  await expect(signOutButton(page)).toContainText('1 unsent');

  await signOutButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out with unsent work?' });
  await expect(dialog).toContainText('You have 1 message not delivered yet.');
  await dialog.getByRole('button', { name: 'Wait for delivery' }).click();
  await expect(dialog.getByRole('status')).toContainText('Waiting for the connection');
  // Still signed in, still there, while offline.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/chat(\/[0-9a-f-]+)?$/);

  await page.context().setOffline(false);
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });

  // It was delivered before the data went: signing in again shows it, answered.
  await signIn(page, user, '');
  await expect(chat.userMessages(page)).toHaveCount(1);
  await expect(chat.userMessages(page).first()).toContainText('What is a cap rate?');
  await expect(chat.assistantMessages(page)).toHaveCount(1, { timeout: 20_000 });
});

test('a draft and a queued message: the dialog names both; discarding is a choice, and Cancel keeps everything', async ({
  page,
  baseURL,
}) => {
  await signedInOnChat(page, baseURL!);
  await page.getByRole('button', { name: 'Start Chatting' }).click();
  await expect(chat.title(page)).toHaveText('My First Chat');
  await queueOffline(page, 'Queued and then discarded');
  await chat.composer(page).fill('A draft I typed');
  await expect(signOutButton(page)).toContainText('2 unsent');

  await signOutButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out with unsent work?' });
  // The conversation's own creation may still be waiting too when the network went away; the dialog
  // must name the queued message and the draft either way.
  await expect(dialog).toContainText(
    /You have 1 message not delivered yet(, 1 conversation change not saved yet)? and 1 unsent draft\./,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(chat.composer(page)).toHaveValue('A draft I typed');
  await expect(chat.userMessages(page)).toHaveCount(1);

  await signOutButton(page).click();
  await dialog.getByRole('button', { name: 'Sign out and discard' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('with nothing unsent, Sign out signs out at once', async ({ page, baseURL }) => {
  await signedInOnChat(page, baseURL!);
  await expect(signOutButton(page)).toHaveText('Sign out');
  await signOutButton(page).click();
  await expect(page).toHaveURL(/\/login/);
});

test('offline, Sign out still ends the session on this device', async ({ page, baseURL }) => {
  await signedInOnChat(page, baseURL!);
  await goOffline(page);
  await expect(page.getByText('You are offline')).toBeVisible();
  await signOutButton(page).click();
  await expect(page).toHaveURL(/\/login/);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => /^sb-.*-auth-token$/.test(key)),
  );
  expect(stored).toEqual([]);
});
