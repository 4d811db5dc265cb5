// The pictures under the cards (issue 22 §5), in a real Chromium against the built app: the payment
// card's amortization charts are there with the first card; with the network cut, changing the rate
// redraws them along with the payment, in the page, with no request sent; and the card with its charts
// (their tables open) has no serious accessibility violations, light and dark, at 375 and 1280 px —
// the payment card, and the rental and rent-vs-buy cards with theirs.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createUser, signIn } from './support/backend.ts';
import { sendAndWait, startChatting } from './support/chat.ts';

const PAYMENT = 'What is the monthly payment on a $450k home at 6.5% for 30 years?';
const RENTAL =
  'A duplex costs $500k and rents for $4,200/month. What are the cap rate and cash-on-cash return?';
const RENT_VS_BUY =
  'Should I rent at $2,400/month or buy a $450k home with 20% down at 6.5% if I stay 7 years?';

async function ask(page: Page, question: string, calculator: string) {
  await sendAndWait(page, question);
  const card = page
    .locator(`article[data-message-type="assistant"] section[data-calculation="${calculator}"]`)
    .last();
  await expect(card).toBeVisible();
  return card;
}

async function openCharts(page: Page, baseURL: string) {
  await signIn(page, await createUser(baseURL));
  await startChatting(page);
  return ask(page, PAYMENT, 'mortgage');
}

test('change the rate while offline: the payment and the amortization chart change, no request is sent', async ({
  page,
  context,
  baseURL,
}) => {
  const card = await openCharts(page, baseURL!);
  const payment = card.locator('[data-output="monthlyTotal"]');
  const balance = card.getByRole('img', { name: /^Loan balance over the years/ });
  const split = card.getByRole('img', { name: /^Interest and principal paid each year/ });
  await expect(balance).toBeVisible();
  await expect(split).toBeVisible();
  // $360,000 at 6.5%: the first year pays $23,281.53 of interest (the card's own amortization).
  await expect(split).toHaveAccessibleName(/In year 1 the payments are \$23,281\.53 of interest/);
  const line = balance.locator('[data-series="balance"]');
  const lineBefore = await line.getAttribute('d');
  const paymentBefore = await payment.textContent();

  await context.setOffline(true);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  context.on('request', (request) => requests.push(request.url()));

  await card.getByLabel('Interest rate').fill('8');
  await expect(payment).not.toHaveText(paymentBefore!);
  await expect(split).toHaveAccessibleName(/In year 1 the payments are \$28,\d{3}\.\d\d of interest/);
  await expect(line).not.toHaveAttribute('d', lineBefore!);
  // The table beside the chart follows too.
  await card.getByText('Show the figures as a table').click();
  const firstYear = card.getByRole('table', { name: 'Each year of the loan' }).getByRole('row').nth(1);
  await expect(firstYear).toContainText('$28,');

  // Back to the assistant's reading: the chart is the first one again.
  await card.getByRole('button', { name: 'Reset' }).click();
  await expect(line).toHaveAttribute('d', lineBefore!);
  await expect(payment).toHaveText(paymentBefore!);

  expect(requests).toEqual([]);
  await context.setOffline(false);
});

test.describe('the card with its charts has no serious accessibility violations', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      test(`payment card, ${colorScheme}, ${width} px`, async ({ page, baseURL }) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 800 });
        const card = await openCharts(page, baseURL!);
        await card.getByLabel('Interest rate').fill('7.25');
        await card.getByText('Show the figures as a table').click();
        await expect(card.getByRole('table', { name: 'Each year of the loan' })).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await expectNoSeriousA11yViolations(page, `payment card and charts (${colorScheme}, ${width} px)`);
      });
    }
    test(`rental and rent-vs-buy cards, ${colorScheme}, 375 px`, async ({ page, baseURL }) => {
      test.slow();
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page, await createUser(baseURL!));
      await startChatting(page);
      const rental = await ask(page, RENTAL, 'rental');
      await expect(rental.getByRole('list', { name: 'Where the rent goes (a year)' })).toBeVisible();
      const rentVsBuy = await ask(page, RENT_VS_BUY, 'rent-vs-buy');
      await expect(
        rentVsBuy.getByRole('img', { name: /^Net cost of buying and of renting over the years/ }),
      ).toBeVisible();
      await rentVsBuy.getByText('Show the figures as a table').click();
      await rentVsBuy.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page, `rental and rent-vs-buy cards (${colorScheme}, 375 px)`);
    });
  }
});
