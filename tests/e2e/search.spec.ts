// Issue 23 §6 end to end: one result per conversation with its best snippet and a match count,
// archived conversations marked, a typo in a four-letter word still finds, the × clear of the field,
// and the recent conversations listed before anything is typed.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { chat, createChat, sendAndWait, signedInOnChat } from './support/chat.ts';

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search conversations' });

async function archive(page: Page, title: string) {
  await chat
    .sidebar(page)
    .getByRole('button', { name: `Conversation options: ${title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
}

test('one row per conversation with a count, archived marked, a four-letter typo found, recents before typing', async ({
  page,
  baseURL,
}) => {
  await signedInOnChat(page, baseURL!);
  await createChat(page, 'Old notes');
  await sendAndWait(page, 'Should I refinance my loan?');
  await archive(page, 'Old notes');
  await createChat(page, 'Loan questions');
  await sendAndWait(page, 'Which loan term is best for a first home?');
  await sendAndWait(page, 'How does a loan estimate work?');
  await sendAndWait(page, 'What is a loan-to-value ratio?');
  await createChat(page, 'Taxes');

  await page.keyboard.press('Control+k');
  const dialog = searchDialog(page);
  // Before typing: the recent conversations (not the archived one), ready to open.
  const recent = dialog.getByRole('listbox', { name: 'Recent conversations' }).getByRole('option');
  await expect(recent).toHaveText(['Taxes', 'Loan questions']);

  const input = dialog.getByRole('combobox', { name: 'Search conversations' });
  await input.fill('lian');
  const options = dialog.getByRole('listbox', { name: 'Results' }).getByRole('option');
  await expect(options.filter({ hasText: 'Loan questions' })).toHaveCount(1);
  const loanRow = options.filter({ hasText: 'Loan questions' });
  await expect(loanRow).toContainText(/\d+ matching messages/);
  await expect(loanRow.locator('mark').first()).toHaveText(/loan/i);
  const archivedRow = options.filter({ hasText: 'Old notes' });
  await expect(archivedRow).toHaveCount(1);
  await expect(archivedRow.getByText('Archived', { exact: true })).toBeVisible();
  await expect(
    options.filter({ hasText: 'Loan questions' }).or(options.filter({ hasText: 'Old notes' })),
  ).toHaveCount(await options.count());
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page, `grouped search results (${colorScheme})`);
  }

  // Enter on a row opens its conversation at its best message, the words marked.
  await loanRow.click();
  await expect(dialog).toBeHidden();
  await expect(chat.title(page)).toHaveText('Loan questions');
  await expect(chat.log(page).locator('mark').first()).toBeInViewport();

  // Nothing typed: Enter opens the most recently active conversation.
  await page.keyboard.press('Control+k');
  await expect(recent).toHaveText(['Taxes', 'Loan questions']);
  await input.press('Enter');
  await expect(chat.title(page)).toHaveText('Taxes');
});

for (const width of [375, 1280]) {
  test(`at ${width} px the dialog's × does not overlap the search field`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 740 });
    await signedInOnChat(page, baseURL!);
    await page.keyboard.press('Control+k');
    const dialog = searchDialog(page);
    const field = dialog.getByRole('combobox').locator('..');
    const close = dialog.getByRole('button', { name: 'Close' });
    const [a, b] = [(await field.boundingBox())!, (await close.boundingBox())!];
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps).toBe(false);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousA11yViolations(page, `search dialog, nothing typed (${colorScheme})`);
    }
  });
}
