// Issue 23 §4 end to end on a phone: a wide table scrolls sideways in a labelled region, touch screens
// get no "Ctrl K" hint, and with the keyboard open (a short viewport) the header and the intro make
// room for the messages, keeping the spec's text.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { chat, sendAndWait, signedInOnChat, startChatting } from './support/chat.ts';

const MORTGAGE_QUESTION = 'What is the monthly payment on a $400,000 loan at 6% for 30 years?';

test.describe('a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a wide table scrolls sideways inside its labelled region, not the page', async ({
    page,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await startChatting(page);
    await sendAndWait(page, MORTGAGE_QUESTION);
    const reply = chat.assistantMessages(page).last();
    const region = reply.getByRole('region', { name: /^Table: Amortization/ });
    await expect(region).toBeVisible();
    const sizes = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      table: el.querySelector('table')!.getBoundingClientRect().width,
      overflowX: getComputedStyle(el).overflowX,
    }));
    expect(sizes.overflowX).toBe('auto');
    // The table keeps the width its columns need; the region scrolls to show it.
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.table).toBeGreaterThan(sizes.client);
    await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousA11yViolations(page, `reply with a table (${colorScheme})`);
    }
  });

  test('the search button shows no "Ctrl K" on a touch screen', async ({ page, baseURL }) => {
    await signedInOnChat(page, baseURL!);
    await chat.toggle(page).click();
    const search = chat.sidebar(page).getByRole('button', { name: 'Search conversations' });
    await expect(search).toBeVisible();
    await expect(search.locator('kbd')).toBeHidden();
  });

  test('with the keyboard open the header and intro are compact, and the messages get the room', async ({
    page,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await startChatting(page);
    await sendAndWait(page, 'What is a cap rate?');
    // The on-screen keyboard leaves about 400 px of a 740 px phone.
    await page.setViewportSize({ width: 375, height: 400 });
    await expect(page.getByText(/^Ask me anything about real estate/)).toHaveText(
      'Ask me anything about real estate, property values, market trends, or investment strategies.',
    );
    const heights = await page.evaluate(() => ({
      header: document.querySelector('header')!.getBoundingClientRect().height,
      log: document.querySelector('[role="log"]')!.getBoundingClientRect().height,
    }));
    expect(heights.header).toBeLessThanOrEqual(44);
    expect(heights.log).toBeGreaterThanOrEqual(200);
  });
});

test('a desktop with a mouse still shows the Ctrl K hint', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInOnChat(page, baseURL!);
  await expect(chat.sidebar(page).locator('kbd')).toHaveText('Ctrl K');
});
