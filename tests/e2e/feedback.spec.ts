// Feedback on replies and message timestamps (issue 13) in Chromium on the local stack: thumbs up and
// down with a note, stored on the server and still pressed after a reload; a rating given offline
// reaches the server on reconnect; the time of a message shows on hover and keyboard focus; the note
// dialog has no serious accessibility violation in light and dark.
import { expect, test, type Page } from '@playwright/test';
import { FEEDBACK_STRINGS } from '../../src/features/chat/feedback-strings.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { adminClient } from './support/backend.ts';
import { chat, createChat, sendAndWait, signedInOnChat } from './support/chat.ts';
import { goOffline } from './support/pwa.ts';

async function serverFeedback(baseURL: string, email: string) {
  const admin = adminClient(baseURL);
  const { data: users } = await admin.auth.admin.listUsers();
  const userId = users.users.find((u) => u.email === email)!.id;
  const { data, error } = await admin.from('message_feedback').select('rating,note').eq('user_id', userId);
  expect(error).toBeNull();
  return data as Array<{ rating: string | null; note: string | null }>;
}

const reply = (page: Page) => chat.assistantMessages(page).last();
const good = (page: Page) => reply(page).getByRole('button', { name: FEEDBACK_STRINGS.good });
const bad = (page: Page) => reply(page).getByRole('button', { name: FEEDBACK_STRINGS.bad });

test.describe('feedback on replies', () => {
  test('thumbs up, then thumbs down with a note: stored on the server and still pressed after a reload', async ({
    page,
    baseURL,
  }) => {
    const user = await signedInOnChat(page, baseURL!);
    await createChat(page, 'Cap rates');
    await sendAndWait(page, 'What is a cap rate?');

    await good(page).click();
    await expect(good(page)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => serverFeedback(baseURL!, user.email)).toEqual([{ rating: 'up', note: null }]);

    await bad(page).click();
    // The dialog is modal: the page behind it is hidden from assistive technology until it closes.
    const dialog = page.getByRole('dialog', { name: FEEDBACK_STRINGS.noteTitle });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'feedback note dialog');
    await dialog.getByRole('textbox', { name: FEEDBACK_STRINGS.noteLabel }).fill('It skipped vacancy.');
    await dialog.getByRole('button', { name: FEEDBACK_STRINGS.send }).click();
    await expect(dialog).toBeHidden();
    await expect(bad(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(good(page)).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(() => serverFeedback(baseURL!, user.email))
      .toEqual([{ rating: 'down', note: 'It skipped vacancy.' }]);

    await page.reload();
    await expect(bad(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(good(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a thumbs down given offline is delivered on reconnect; Skip keeps it without a note', async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await signedInOnChat(page, baseURL!);
    await createChat(page, 'Offline rating');
    await sendAndWait(page, 'What is a cap rate?');

    await goOffline(page);
    await bad(page).click();
    const dialog = page.getByRole('dialog', { name: FEEDBACK_STRINGS.noteTitle });
    await dialog.getByRole('button', { name: FEEDBACK_STRINGS.skip }).click();
    await expect(dialog).toBeHidden();
    await expect(bad(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await serverFeedback(baseURL!, user.email)).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(() => serverFeedback(baseURL!, user.email), { timeout: 30_000 })
      .toEqual([{ rating: 'down', note: null }]);
  });

  test('the note dialog in dark mode has no serious accessibility violation', async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signedInOnChat(page, baseURL!);
    await createChat(page, 'Dark');
    await sendAndWait(page, 'What is a cap rate?');
    await bad(page).click();
    await expect(page.getByRole('dialog', { name: FEEDBACK_STRINGS.noteTitle })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'feedback note dialog (dark)');
  });
});

test.describe('message timestamps', () => {
  test('the time of a message shows on hover and on keyboard focus, with the full date as tooltip', async ({
    page,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await createChat(page, 'Times');
    await sendAndWait(page, 'What is a cap rate?');

    const question = chat.userMessages(page).last();
    const time = question.getByTestId('message-time');
    await expect(time).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(time).toHaveAttribute('title', new RegExp(String(new Date().getFullYear())));
    await expect(time).toHaveText(/\d{1,2}:\d{2}/);
    await page.mouse.move(0, 0);
    await expect(time).toHaveCSS('opacity', '0');

    await question.hover();
    await expect(time).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(time).toHaveCSS('opacity', '0');

    const replyTime = reply(page).getByTestId('message-time');
    await reply(page).getByRole('button', { name: 'Copy message' }).focus();
    await expect(replyTime).toHaveCSS('opacity', '1');
  });
});
