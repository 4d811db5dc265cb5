// Finding and organising, taking work out (issue 13) end to end in Chromium on the local stack: pin and
// archive from the row menu (offline too), a URL per conversation, search, export and print.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/backend.ts';
import { chat, createChat, signedInOnChat } from './support/chat.ts';

async function rowMenu(page: Page, title: string) {
  await chat
    .sidebar(page)
    .getByRole('button', { name: `Conversation options: ${title}` })
    .click();
  return page.getByRole('menu');
}

test.describe('pin and archive', () => {
  test('pinned conversations come first with a pin mark; archived ones move under "Archived (n)"; both survive a reload and work offline', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const user = await signedInOnChat(page, baseURL!);
    for (const title of ['Elm Street offer', 'Cap rate notes', 'Closing checklist'])
      await createChat(page, title);
    await expect(chat.rowTitles(page)).toHaveText([
      'Closing checklist',
      'Cap rate notes',
      'Elm Street offer',
    ]);

    await (await rowMenu(page, 'Elm Street offer')).getByRole('menuitem', { name: 'Pin' }).click();
    await expect(chat.rowTitles(page)).toHaveText([
      'Elm Street offer',
      'Closing checklist',
      'Cap rate notes',
    ]);
    await expect(chat.row(page, 'Elm Street offer').getByRole('img', { name: 'Pinned' })).toBeVisible();

    await (await rowMenu(page, 'Cap rate notes')).getByRole('menuitem', { name: 'Archive' }).click();
    await expect(chat.rowTitles(page)).toHaveText(['Elm Street offer', 'Closing checklist']);
    const archivedToggle = chat.sidebar(page).getByRole('button', { name: 'Archived (1)' });
    await expect(archivedToggle).toHaveAttribute('aria-expanded', 'false');
    await archivedToggle.click();
    const archivedList = chat.sidebar(page).getByRole('list', { name: 'Archived' });
    await expect(archivedList.getByRole('button', { name: /^Cap rate notes/ })).toBeVisible();

    // Offline: the change shows at once and is delivered on reconnect.
    await context.setOffline(true);
    await (await rowMenu(page, 'Elm Street offer')).getByRole('menuitem', { name: 'Unpin' }).click();
    await expect(chat.row(page, 'Elm Street offer').getByRole('img', { name: 'Pinned' })).toHaveCount(0);
    await (await rowMenu(page, 'Closing checklist')).getByRole('menuitem', { name: 'Pin' }).click();
    await expect(chat.rowTitles(page)).toHaveText(['Closing checklist', 'Elm Street offer']);
    await context.setOffline(false);

    // The server has it: another device signing in gets the same list.
    const otherDevice = await browser.newContext({ baseURL });
    const other = await otherDevice.newPage();
    await signIn(other, user);
    await expect(chat.rowTitles(other)).toHaveText(['Closing checklist', 'Elm Street offer'], {
      timeout: 15_000,
    });
    await expect(chat.row(other, 'Closing checklist').getByRole('img', { name: 'Pinned' })).toBeVisible();
    await expect(chat.sidebar(other).getByRole('button', { name: 'Archived (1)' })).toBeVisible();
    await otherDevice.close();

    await page.reload();
    await expect(chat.rowTitles(page)).toHaveText(['Closing checklist', 'Elm Street offer']);
    await chat.sidebar(page).getByRole('button', { name: 'Archived (1)' }).click();
    await (await rowMenu(page, 'Cap rate notes')).getByRole('menuitem', { name: 'Unarchive' }).click();
    // Back in the main list at its place by last activity.
    await expect(chat.rowTitles(page)).toHaveText([
      'Closing checklist',
      'Cap rate notes',
      'Elm Street offer',
    ]);
    await expect(chat.sidebar(page).getByRole('button', { name: /^Archived/ })).toHaveCount(0);
  });
});

test.describe('a URL per conversation', () => {
  const idInUrl = (page: Page) => new URL(page.url()).searchParams.get('c');

  test('/chat?c=<id> follows the active conversation; Back/Forward switch, reload and links land on it, an unknown id falls back', async ({
    page,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    const ids: Record<string, string> = {};
    for (const title of ['Alpha deal', 'Bravo deal', 'Charlie deal']) {
      await createChat(page, title);
      await expect(page).toHaveURL(/\/chat\?c=[0-9a-f-]{36}$/);
      ids[title] = idInUrl(page)!;
    }
    expect(new Set(Object.values(ids)).size).toBe(3);

    await chat.row(page, 'Alpha deal').click();
    await expect(chat.title(page)).toHaveText('Alpha deal');
    expect(idInUrl(page)).toBe(ids['Alpha deal']);

    await page.goBack();
    await expect(chat.title(page)).toHaveText('Charlie deal');
    expect(idInUrl(page)).toBe(ids['Charlie deal']);
    await page.goBack();
    await expect(chat.title(page)).toHaveText('Bravo deal');
    await expect(chat.activeRow(page)).toContainText('Bravo deal');
    await page.goForward();
    await expect(chat.title(page)).toHaveText('Charlie deal');

    await page.reload();
    await expect(chat.title(page)).toHaveText('Charlie deal');
    expect(idInUrl(page)).toBe(ids['Charlie deal']);

    // A pasted link opens its conversation, whatever was open last.
    await page.goto(`/chat?c=${ids['Bravo deal']}`);
    await expect(chat.title(page)).toHaveText('Bravo deal');

    // An unknown id: the normal /chat start (the last active conversation), and the URL says so.
    await page.goto('/chat?c=00000000-0000-4000-8000-000000000000');
    await expect(chat.title(page)).toHaveText('Bravo deal');
    await expect(page).toHaveURL(new RegExp(`\\?c=${ids['Bravo deal']}$`));

    // Plain /chat stays the route: the last active conversation opens.
    await page.goto('/chat');
    await expect(chat.title(page)).toHaveText('Bravo deal');
  });
});
