// Scenarios and compare (issue 22 §3–4) in a real Chromium against the built app: ask for a payment,
// change the rate in the card, save two scenarios (they reach the server once each), then, offline,
// list them, compare them side by side (differences highlighted, the better figure marked only on
// results), rename one and delete the other; back online the server holds exactly that. The list and
// the compare view have no serious accessibility violations, light and dark, at 375 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { adminClient, createUser, signIn, type TestUser } from './support/backend.ts';
import { sendAndWait, startChatting } from './support/chat.ts';
import { waitForEmptyOutbox } from './support/offline-chat.ts';

const QUESTION = 'What is the monthly payment on a $450k home at 6.5% for 30 years?';

async function askForAPayment(page: Page, baseURL: string): Promise<TestUser> {
  const user = await createUser(baseURL);
  await signIn(page, user);
  await startChatting(page);
  await sendAndWait(page, QUESTION);
  await expect(card(page)).toBeVisible();
  return user;
}

const card = (page: Page) =>
  page.locator('article[data-message-type="assistant"] section[data-calculation="mortgage"]');

/** Sets the card's rate and saves it; `name` replaces the suggested name when given. */
async function saveAtRate(page: Page, rate: string, name?: string): Promise<string> {
  await card(page).getByLabel('Interest rate').fill(rate);
  await card(page).getByRole('button', { name: 'Save as scenario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as scenario' });
  const field = dialog.getByRole('textbox', { name: 'Scenario name' });
  if (name) await field.fill(name);
  const saved = await field.inputValue();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  return saved;
}

async function serverScenarios(baseURL: string, userId: string) {
  const { data, error } = await adminClient(baseURL)
    .from('scenarios')
    .select('name, deleted_at, calculation')
    .eq('user_id', userId)
    .order('created_at');
  if (error) throw new Error(error.message);
  return data as Array<{ name: string | null; deleted_at: string | null; calculation: unknown }>;
}

test('save two scenarios, then offline compare, rename and delete them; the server follows once back', async ({
  page,
  context,
  baseURL,
}) => {
  const user = await askForAPayment(page, baseURL!);
  const first = await saveAtRate(page, '6');
  expect(first).toBe('Interest rate 6%');
  await saveAtRate(page, '7.5', 'Higher rate');

  const open = page.getByRole('button', { name: 'Scenarios (2)' });
  await expect(open).toBeVisible();
  await waitForEmptyOutbox(page, user.id);
  const stored = await serverScenarios(baseURL!, user.id);
  expect(stored.map((s) => s.name)).toEqual([first, 'Higher rate']);
  expect(stored[0]!.calculation).toMatchObject({
    calculator: 'mortgage',
    inputs: expect.arrayContaining([
      expect.objectContaining({ key: 'annualRate', value: 0.06, source: 'you said' }),
    ]),
  });

  // Offline from here: everything comes from this device's database.
  await open.hover();
  await context.setOffline(true);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Scenarios' });
  await dialog.getByRole('checkbox', { name: `Compare ${first}` }).check();
  await dialog.getByRole('checkbox', { name: 'Compare Higher rate' }).check();
  await dialog.getByRole('button', { name: 'Compare (2)' }).click();

  const table = page.getByRole('dialog', { name: 'Compare scenarios' }).getByRole('table');
  await expect(table.locator('thead th')).toHaveText(['Figure', first, 'Higher rate']);
  const rateRow = table.locator('tr[data-row="annualRate"]');
  await expect(rateRow).toHaveAttribute('data-differs', 'true');
  await expect(rateRow.locator('td')).toHaveText(['6%', '7.5%']);
  await expect(rateRow.locator('td[data-best]')).toHaveCount(0);
  // The lower payment and interest (the 6% loan, first column) are marked as better.
  for (const key of ['monthlyTotal', 'totalInterest']) {
    const row = table.locator(`tr[data-row="${key}"]`);
    await expect(row.locator('td').first()).toHaveAttribute('data-best', 'true');
    await expect(row.locator('td').nth(1)).not.toHaveAttribute('data-best', 'true');
  }
  await expect(table.locator('tr[data-row="termYears"]')).not.toHaveAttribute('data-differs', 'true');

  // Back to the list: open one, rename the other, delete the first.
  await page.getByRole('button', { name: 'Back to scenarios' }).click();
  await dialog.getByRole('button', { name: 'Open Higher rate' }).click();
  const opened = page.getByRole('dialog', { name: 'Higher rate' });
  await expect(opened.getByLabel('Interest rate')).toHaveValue('7.5');
  await opened.getByRole('button', { name: 'Back to scenarios' }).click();

  await dialog.getByRole('button', { name: 'Rename Higher rate' }).click();
  await dialog.getByRole('textbox', { name: 'Scenario name' }).fill('   ');
  await expect(dialog.getByRole('button', { name: 'Save name' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Scenario name' }).fill('Rate at 7.5%');
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog.getByRole('button', { name: 'Open Rate at 7.5%' })).toBeVisible();

  await dialog.getByRole('button', { name: `Delete ${first}` }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.locator('li[data-scenario]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Scenarios (1)' })).toBeVisible();

  await context.setOffline(false);
  await waitForEmptyOutbox(page, user.id);
  const after = await serverScenarios(baseURL!, user.id);
  // The deleted one is a tombstone (name and card cleared), the renamed one lives under its new name.
  expect(after.map((s) => ({ name: s.name, live: s.deleted_at === null }))).toEqual([
    { name: null, live: false },
    { name: 'Rate at 7.5%', live: true },
  ]);
});

test.describe('the scenarios list and compare view have no serious accessibility violations', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      test(`${colorScheme}, ${width} px`, async ({ page, baseURL }) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 800 });
        await askForAPayment(page, baseURL!);
        const first = await saveAtRate(page, '6');
        await saveAtRate(page, '7', 'Seven percent');
        await page.getByRole('button', { name: 'Scenarios (2)' }).click();
        const dialog = page.getByRole('dialog', { name: 'Scenarios' });
        await dialog.getByRole('checkbox', { name: `Compare ${first}` }).check();
        await dialog.getByRole('checkbox', { name: 'Compare Seven percent' }).check();
        // The "Saved" toasts are the toaster's own (checked in chat.spec.ts), not the list's.
        const exclude = ['[data-sonner-toaster]'];
        await expectNoSeriousA11yViolations(page, `scenarios list (${colorScheme}, ${width} px)`, {
          exclude,
        });
        await dialog.getByRole('button', { name: 'Compare (2)' }).click();
        await expect(page.getByRole('table')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `compare view (${colorScheme}, ${width} px)`, { exclude });
      });
    }
  }
});
