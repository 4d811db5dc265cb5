// Issue 12 §1 and §5 end to end: typed text is never lost to the message limit, a reload or a switch
// (drafts in Dexie), and one long title never pushes the sidebar's row menus out of view.
import { expect, test, type Page } from '@playwright/test';
import { chat, createChat, signedInOnChat } from './support/chat.ts';

const LIMIT_REASON =
  'This message is 10,000 characters long; the limit is 8,000. Shorten it by 2,000 to send it.';

test.describe('the message limit and drafts', () => {
  test('a 10,000-character paste is kept with the reason, survives a reload and a switch, and sends once shortened', async ({
    page,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await createChat(page, 'Other chat');
    await createChat(page, 'Long paste');
    const pasted = `${'Long question about cap rates. '.repeat(323)}end`.slice(0, 10_000);
    expect(pasted).toHaveLength(10_000);

    await chat.composer(page).fill(pasted);
    await expect(page.getByTestId('composer-limit')).toContainText(LIMIT_REASON);
    await expect(page.getByTestId('composer-limit')).toContainText('10,000 / 8,000');
    await expect(chat.sendButton(page)).toBeDisabled();
    await chat.composer(page).press('Enter');
    await expect(chat.userMessages(page)).toHaveCount(0);
    await expect(chat.composer(page)).toHaveValue(pasted);

    // A reload keeps it (the draft is in Dexie), …
    await page.waitForTimeout(500);
    await page.reload();
    await expect(chat.title(page)).toHaveText('Long paste');
    await expect(chat.composer(page)).toHaveValue(pasted);
    // … and so does a switch to another conversation and back, each conversation keeping its own.
    await chat.row(page, 'Other chat').click();
    await expect(chat.title(page)).toHaveText('Other chat');
    await expect(chat.composer(page)).toHaveValue('');
    await chat.composer(page).fill('a draft of the other chat');
    await chat.row(page, 'Long paste').click();
    await expect(chat.composer(page)).toHaveValue(pasted);
    await chat.row(page, 'Other chat').click();
    await expect(chat.composer(page)).toHaveValue('a draft of the other chat');
    await chat.row(page, 'Long paste').click();

    // Shortened to the limit it sends, and the sent text does not come back after a reload.
    const shortened = pasted.slice(0, 8000);
    await chat.composer(page).fill(shortened);
    await expect(page.getByTestId('composer-limit')).toContainText('8,000 / 8,000');
    await expect(page.getByTestId('composer-limit')).not.toContainText('Shorten');
    await chat.composer(page).press('Enter');
    await expect(chat.composer(page)).toHaveValue('');
    await expect(chat.userMessages(page)).toHaveCount(1);
    await expect(chat.assistantMessages(page).last()).not.toHaveAttribute('aria-busy', 'true', {
      timeout: 20_000,
    });
    await expect(chat.userMessages(page).first()).not.toContainText('Failed');
    await page.reload();
    await expect(chat.title(page)).toHaveText('Long paste');
    await expect(chat.userMessages(page)).toHaveCount(1);
    await expect(chat.composer(page)).toHaveValue('');
  });
});

async function expectMenusInsideSidebar(page: Page) {
  const sidebar = await chat.sidebar(page).boundingBox();
  expect(sidebar).not.toBeNull();
  const menus = chat.conversationList(page).getByRole('button', { name: /^Conversation options: / });
  const count = await menus.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < count; i++) {
    const box = (await menus.nth(i).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(sidebar!.x);
    expect(box.x + box.width).toBeLessThanOrEqual(sidebar!.x + sidebar!.width);
  }
  // The list never scrolls sideways, not even when a row takes focus.
  const list = chat.conversationList(page);
  await list.getByRole('button', { name: /^W{23}…/ }).focus();
  const scrolled = await list.evaluate((el) => {
    let node: HTMLElement | null = el as HTMLElement;
    let left = 0;
    while (node) {
      left += node.scrollLeft;
      node = node.parentElement;
    }
    return left;
  });
  expect(scrolled).toBe(0);
}

test.describe('the sidebar holds any title', () => {
  const wide = 'W'.repeat(40);

  test('a 40-character W… title at 1280 px: truncated by width, every row menu inside the sidebar, tooltip intact', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInOnChat(page, baseURL!);
    await createChat(page, 'Short one');
    await createChat(page, wide);
    await expectMenusInsideSidebar(page);
    const title = chat.rowTitles(page).first();
    await expect(title).toHaveText(`${'W'.repeat(23)}…`);
    // Cut by width too: the 24 characters do not fit, so the text ends in an ellipsis, not overflow.
    expect(await title.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(title).toHaveAttribute('title', wide);
    await chat.row(page, `${'W'.repeat(23)}…`).hover();
    await expect(page.getByRole('tooltip')).toHaveText(wide);
    // The menu of the long row works.
    await chat
      .conversationList(page)
      .getByRole('button', { name: `Conversation options: ${wide}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('the same at 375 px in the phone drawer', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signedInOnChat(page, baseURL!);
    await chat.toggle(page).click();
    await createChat(page, 'Short one');
    await chat.toggle(page).click();
    await createChat(page, wide);
    await chat.toggle(page).click();
    await expect(chat.sidebar(page)).toBeVisible();
    await expectMenusInsideSidebar(page);
    await chat
      .conversationList(page)
      .getByRole('button', { name: `Conversation options: ${wide}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await page.keyboard.press('Escape');
  });
});
