// A calculator's answer as a card you can adjust (issue 22 §2), in a real Chromium against the built app:
// the mortgage reply carries its card; with the network cut, changing the rate recomputes the payment
// at once, in the page, with no request sent; Reset returns to the assistant's reading; and the card
// has no serious accessibility violations, light and dark, at 375 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createUser, signIn } from './support/backend.ts';
import { sendAndWait, startChatting } from './support/chat.ts';

const QUESTION = 'What is the monthly payment on a $450k home at 6.5% for 30 years?';

async function askForAPayment(page: Page, baseURL: string) {
  await signIn(page, await createUser(baseURL));
  await startChatting(page);
  await sendAndWait(page, QUESTION);
  const card = page.locator('article[data-message-type="assistant"] section[data-calculation="mortgage"]');
  await expect(card).toBeVisible();
  return card;
}

test('change the rate in the card while offline: the payment changes, no request is sent, Reset restores it', async ({
  page,
  context,
  baseURL,
}) => {
  const card = await askForAPayment(page, baseURL!);
  const payment = card.locator('[data-output="monthlyTotal"]');
  const principal = card.locator('[data-output="monthlyPrincipalAndInterest"]');
  // The card shows what the text says: $360,000 at 6.5% over 30 years is $2,275.44 principal & interest.
  await expect(principal).toHaveText('$2,275.44 a month');
  const reply = page.locator('article[data-message-type="assistant"]').last();
  await expect(reply).toContainText('$2,275.44');
  const before = await payment.textContent();

  // What was read, and what was not in the question, is marked.
  await expect(card.getByLabel('Interest rate')).toHaveValue('6.5');
  await expect(card.getByLabel('Home price')).toHaveValue('450,000');
  await expect(card.getByLabel('Term')).toHaveValue('30');
  const tax = card.getByRole('textbox', { name: /^Property tax/ });
  await expect(tax).toHaveAccessibleDescription('Default: not in your question, a typical value. %');
  await expect(card.getByLabel('Down payment')).toHaveAccessibleDescription('Assumed: not in your question.');
  await expect(card.getByLabel('Interest rate')).not.toHaveAccessibleDescription(/default|assumed/i);

  await context.setOffline(true);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  context.on('request', (request) => requests.push(request.url()));

  const rate = card.getByLabel('Interest rate');
  await rate.fill('7');
  // $360,000 at 7% over 30 years.
  await expect(principal).toHaveText('$2,395.09 a month');
  await expect(payment).not.toHaveText(before!);
  await expect(card.getByRole('button', { name: 'Reset' })).toBeEnabled();

  // A figure that cannot be used says so, and the results keep the last good one.
  await rate.fill('seven');
  await expect(card.getByText('Enter a percentage from 0 to 100.')).toBeVisible();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(principal).toHaveText('$2,395.09 a month');

  // Keyboard only: Tab to the term, type, and the figures follow.
  await rate.fill('7');
  await rate.press('Tab');
  await expect(card.getByLabel('Term')).toBeFocused();
  // (No Ctrl+A: a held modifier preloads the app's shortcut dialogs, which are requests of their own.)
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('15');
  await expect(principal).toHaveText('$3,235.78 a month');

  await card.getByRole('button', { name: 'Reset' }).click();
  await expect(rate).toHaveValue('6.5');
  await expect(principal).toHaveText('$2,275.44 a month');
  await expect(payment).toHaveText(before!);
  await expect(card.getByRole('button', { name: 'Reset' })).toBeDisabled();

  expect(requests).toEqual([]);
  await context.setOffline(false);
});

test.describe('the card has no serious accessibility violations', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      test(`${colorScheme}, ${width} px`, async ({ page, baseURL }) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 800 });
        const card = await askForAPayment(page, baseURL!);
        await card.getByLabel('Interest rate').fill('7.25');
        await card.getByText('Formulas').click();
        await card.scrollIntoViewIfNeeded();
        await expectNoSeriousA11yViolations(page, `calculation card (${colorScheme}, ${width} px)`);
      });
    }
  }
});
