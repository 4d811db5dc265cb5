// Keyboard shortcuts help and the theme choice (issue 13) in Chromium on the local stack: ? (outside
// text fields) and the account menu open the help, which has no serious accessibility violation in light
// and dark; the theme chosen in the account menu applies at once, holds across a reload (set before the
// page's body exists, so nothing flashes) and System follows the device.
import { expect, test, type Page } from '@playwright/test';
import { SHORTCUTS_STRINGS } from '../../src/features/shortcuts/use-shortcuts-help.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { FEEDBACK_STRINGS } from '../../src/features/chat/feedback-strings.ts';
import { chat, createChat, signedInOnChat, startExtraStack, type ExtraStack } from './support/chat.ts';

const helpDialog = (page: Page) => page.getByRole('dialog', { name: SHORTCUTS_STRINGS.title });
const html = (page: Page) => page.locator('html');

async function chooseTheme(page: Page, name: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

/** The theme <html> had when <body> was first inserted: before anything of the page could paint. */
async function recordThemeAtFirstBody(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      (window as unknown as { __themeAtBody?: string }).__themeAtBody =
        document.documentElement.dataset.theme ?? 'unset';
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

test.describe('keyboard shortcuts', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`? opens the help, Esc closes it; no serious violations (${colorScheme})`, async ({
      page,
      baseURL,
    }) => {
      await page.emulateMedia({ colorScheme });
      await signedInOnChat(page, baseURL!);
      await createChat(page, 'Shortcuts');

      // Typed into the message box, ? is just a question mark.
      await chat.composer(page).fill('Why?');
      await chat.composer(page).press('?');
      await expect(helpDialog(page)).toHaveCount(0);
      await expect(chat.composer(page)).toHaveValue('Why??');

      await chat.composer(page).blur();
      await page.keyboard.press('?');
      const dialog = helpDialog(page);
      await expect(dialog).toBeVisible();
      for (const action of [
        'New chat',
        'Search conversations',
        'Send message',
        'New line',
        'Show keyboard shortcuts',
      ]) {
        await expect(dialog.getByRole('rowheader', { name: action })).toBeVisible();
      }
      // Chromium on Linux: Ctrl, not ⌘.
      await expect(dialog.getByRole('row', { name: /New chat/ })).toContainText('Ctrl+Shift+O');
      await expect(dialog.getByRole('row', { name: /Search conversations/ })).toContainText('Ctrl+K');
      await expect(html(page)).toHaveAttribute('data-theme', colorScheme);
      await expectNoSeriousA11yViolations(page, `keyboard shortcuts dialog (${colorScheme})`);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test('the account menu opens the help too', async ({ page, baseURL }) => {
    await signedInOnChat(page, baseURL!);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: SHORTCUTS_STRINGS.menuItem }).click();
    await expect(helpDialog(page)).toBeVisible();
  });
});

test.describe('Stop with Esc', () => {
  // This suite's server answers without pauses: a stack of its own whose assistant waits between chunks.
  let stack: ExtraStack;
  test.beforeAll(async () => {
    stack = await startExtraStack({ ASSISTANT_CHUNK_DELAY_MS: '250' });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test('Esc in the message box stops a streaming reply; the stopped reply can be rated', async ({ page }) => {
    await signedInOnChat(page, stack.baseURL, { dataDir: stack.dataDir, loginUrl: `${stack.baseURL}/login` });
    await page.getByRole('button', { name: 'Start Chatting' }).click();
    await chat.composer(page).fill('What is the monthly payment on a $400,000 loan at 6% for 30 years?');
    await chat.composer(page).press('Enter');
    const reply = chat.assistantMessages(page).first();
    await expect(chat.stopButton(page)).toBeVisible();
    await expect.poll(async () => (await reply.innerText()).length).toBeGreaterThan(40);

    await chat.composer(page).press('Escape');
    await expect(reply.getByText('Stopped')).toBeVisible();
    await expect(chat.stopButton(page)).toHaveCount(0);
    await expect(reply.getByRole('button', { name: FEEDBACK_STRINGS.good })).toBeVisible();
  });
});

test.describe('theme', () => {
  test('Dark and Light apply at once and hold across a reload, set before the body exists; System follows the device', async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signedInOnChat(page, baseURL!);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await chooseTheme(page, 'Dark');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');

    await recordThemeAtFirstBody(page);
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe(
      'dark',
    );
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(chat.newChat(page)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);

    await chooseTheme(page, 'Light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');

    await chooseTheme(page, 'System');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });
});
