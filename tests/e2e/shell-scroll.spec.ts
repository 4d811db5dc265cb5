// Issue 23 §1 and §2 end to end: the app shell never scrolls as a page (a search result opened deep
// in a long conversation used to slide the header off-screen), and a question sent while scrolled up
// is brought into view.
import { expect, test, type Page } from '@playwright/test';
import { chat, createChat, sendAndWait, signedInOnChat } from './support/chat.ts';

/** New Chat is in the sidebar, an overlay on a phone. */
async function newChat(page: Page, title: string) {
  if ((await chat.toggle(page).getAttribute('aria-expanded')) === 'false') await chat.toggle(page).click();
  await createChat(page, title);
}

/** The page's own scroll state: how far it can scroll, how far it is scrolled, where the header is. */
async function pageScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return {
      overflow: root.scrollHeight - window.innerHeight,
      scrollY: window.scrollY,
      headerTop: Math.round(document.querySelector('header')!.getBoundingClientRect().top),
    };
  });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('opening a search result deep in a long conversation keeps the shell in place', async ({
      page,
      baseURL,
    }) => {
      await signedInOnChat(page, baseURL!);
      await newChat(page, 'Long one');
      await sendAndWait(page, 'What is the cap rate on a duplex earning $30,000 NOI priced at $400,000?');
      for (let i = 0; i < 5; i++) await sendAndWait(page, `How do closing costs work in state number ${i}?`);
      await newChat(page, 'Other');
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search conversations' });
      await dialog.getByRole('combobox').fill('duplex');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await dialog.getByRole('combobox').press('Enter');
      await expect(dialog).toBeHidden();
      await expect(chat.title(page)).toHaveText('Long one');
      await expect(chat.log(page).locator('mark').first()).toBeInViewport();

      const scroll = await pageScroll(page);
      expect(scroll).toEqual({ overflow: 0, scrollY: 0, headerTop: 0 });
      // The page cannot be scrolled by the wheel either.
      await page.mouse.move(width / 2, 20);
      await page.mouse.wheel(0, 2_000);
      expect(await pageScroll(page)).toEqual({ overflow: 0, scrollY: 0, headerTop: 0 });
      await expect(chat.composer(page)).toBeInViewport();
    });

    test('a question sent while scrolled up is brought into view', async ({ page, baseURL }) => {
      await signedInOnChat(page, baseURL!);
      await newChat(page, 'Scroll up');
      for (let i = 0; i < 4; i++) await sendAndWait(page, `How do closing costs work in state number ${i}?`);
      await chat.log(page).evaluate((log) => (log.scrollTop = 0));
      await expect(page.getByRole('button', { name: 'Jump to latest' })).toBeVisible();

      await chat.composer(page).fill('What is earnest money?');
      await chat.composer(page).press('Enter');
      const question = chat.userMessages(page).last();
      await expect(question).toContainText('What is earnest money?');
      await expect(question).toBeInViewport();
      // Its reply is followed down until the question reaches the top, never past it.
      const reply = chat.assistantMessages(page).last();
      await expect(reply).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
      await expect(question).toBeInViewport();
      await expect(reply).toBeInViewport();
      expect((await pageScroll(page)).headerTop).toBe(0);
    });
  });
}
