// Issue 23's profile of assumptions end to end, in a real Chromium against the built app and the real
// stack: saved from the account menu (on this device first, then on the server), a payment question
// that states no down payment is answered with the profile's, marked "from your profile" in the answer
// and on its card; Clear profile removes it; the dialog names a bad value beside its field; and the
// dialog has no serious accessibility violations, light and dark, at 375 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { adminClient, toast } from './support/backend.ts';
import { chat, sendAndWait, signedInOnChat, startChatting } from './support/chat.ts';

const QUESTION = 'what would the monthly payment be on a $400,000 home at 6.5% for 30 years?';

async function openAssumptions(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Assumptions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your assumptions' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a saved down payment fills a payment question that did not state one, marked from your profile', async ({
  page,
  baseURL,
}) => {
  const user = await signedInOnChat(page, baseURL!);
  await startChatting(page);

  const dialog = await openAssumptions(page);
  await expect(dialog).toContainText('What you write in a question always wins.');
  await dialog.getByLabel('Where you buy').fill('Austin, TX');
  await dialog.getByLabel('Down payment', { exact: true }).fill('10');
  await expect(dialog.getByLabel('Down payment given as')).toHaveValue('percent');
  await dialog.getByLabel('Credit').selectOption('good');
  await dialog.getByLabel('You are').selectOption('buyer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // On the server (through the outbox) before the question is asked.
  const admin = adminClient(baseURL!);
  await expect
    .poll(async () => (await admin.from('assumption_profiles').select('*').eq('user_id', user.id)).data)
    .toEqual([expect.objectContaining({ location: 'Austin, TX', credit_band: 'good', role: 'buyer' })]);
  const stored = await openAssumptions(page);
  await expect(stored.getByTestId('assumptions-status')).toHaveText('Saved to your account.');
  await expect(stored.getByLabel('Down payment', { exact: true })).toHaveValue('10');
  await stored.getByRole('button', { name: 'Cancel' }).click();

  await sendAndWait(page, QUESTION);
  const reply = chat.assistantMessages(page).last();
  await expect(reply).toContainText('Down payment: 10% of the price (from your profile).');
  await expect(reply).toContainText('Down payment: $40,000 (10%)');
  const card = reply.locator('section[data-calculation="mortgage"]');
  const down = card.getByLabel('Down payment');
  await expect(down).toHaveValue('40,000');
  await expect(down).toHaveAccessibleDescription(
    'From your profile: not in your question, taken from your saved assumptions.',
  );
  await expect(card.getByText('from your profile', { exact: true })).toBeVisible();
  // What the question stated is the user's own.
  await expect(card.getByLabel('Home price')).not.toHaveAccessibleDescription(/profile/);

  // Clear profile: the next answer assumes the usual 20% again.
  const clearing = await openAssumptions(page);
  await clearing.getByRole('button', { name: 'Clear profile' }).click();
  await expect(toast(page, 'Profile cleared')).toBeVisible();
  await expect
    .poll(async () => (await admin.from('assumption_profiles').select('*').eq('user_id', user.id)).data)
    .toEqual([]);
  await sendAndWait(page, QUESTION);
  await expect(chat.assistantMessages(page).last()).toContainText(
    'Down payment: 20% of the price (assumed).',
  );
});

test('a bad value is named beside its field and focused, and the dialog stays open until it is fixed', async ({
  page,
  baseURL,
}) => {
  await signedInOnChat(page, baseURL!);
  const dialog = await openAssumptions(page);
  await dialog.getByLabel('Budget').fill('300,000');
  await dialog.getByLabel('Down payment given as').selectOption('amount');
  await dialog.getByLabel('Down payment', { exact: true }).fill('lots');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const field = dialog.getByLabel('Down payment', { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Enter an amount, like 450,000.');
  await expect(field).toBeFocused();
  await field.fill('$300k');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription('The down payment must be less than the budget.');
  await expect(dialog).toBeVisible();
  await field.fill('60,000');
  await field.press('Enter');
  await expect(dialog).toBeHidden();
});

test('the assumptions dialog has no serious accessibility violations, light and dark, at 375 and 1280 px', async ({
  page,
  baseURL,
}) => {
  await signedInOnChat(page, baseURL!);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const dialog = await openAssumptions(page);
    // An error shown too, so its colours are scanned.
    await dialog.getByLabel('Budget').fill('lots');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter an amount, like 450,000.')).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousA11yViolations(page, `assumptions dialog (${width} px, ${colorScheme})`);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
