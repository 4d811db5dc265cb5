// Finding and organising, taking work out (issue 13) end to end in Chromium on the local stack: pin and
// archive from the row menu (offline too), a URL per conversation, search, export and print.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/backend.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { chat, createChat, sendAndWait, signedInOnChat } from './support/chat.ts';
import { goOffline } from './support/pwa.ts';

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
    await goOffline(page);
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

test.describe('menus on a fresh load (their code loads on intent)', () => {
  test('a row menu and the account menu open from the keyboard before or after their code is there: focus, Enter, first item focused; Esc returns to the trigger', async ({
    page,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await createChat(page, 'Keyboard first');
    await page.reload(); // a fresh page: no menu code loaded yet
    const trigger = chat.sidebar(page).getByRole('button', { name: 'Conversation options: Keyboard first' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    const account = page.getByRole('button', { name: 'Account menu' });
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();
  });
});

test.describe('a URL per conversation', () => {
  const idInUrl = (page: Page) => /^\/chat\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1] ?? null;

  test('/chat/<id> follows the active conversation; Back/Forward switch, reload and links land on it, an unknown id falls back, old ?c= links still work', async ({
    page,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    const ids: Record<string, string> = {};
    for (const title of ['Alpha deal', 'Bravo deal', 'Charlie deal']) {
      await createChat(page, title);
      await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
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
    await page.goto(`/chat/${ids['Bravo deal']}`);
    await expect(chat.title(page)).toHaveText('Bravo deal');
    // The chat machine has made it the active conversation (and stored it), not only the warm paint.
    await expect(chat.activeRow(page)).toContainText('Bravo deal');

    // An unknown id: said to be not found (issue 23 §9), then the normal /chat start (the last
    // active conversation), and the URL says so.
    await page.goto('/chat/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText('Conversation not found.');
    await expect(chat.title(page)).toHaveText('Bravo deal');
    await expect(page).toHaveURL(new RegExp(`/chat/${ids['Bravo deal']}$`));

    // A link of the earlier form, /chat?c=<id>, lands on /chat/<id>.
    await page.goto(`/chat?c=${ids['Alpha deal']}`);
    await expect(chat.title(page)).toHaveText('Alpha deal');
    await expect(page).toHaveURL(new RegExp(`/chat/${ids['Alpha deal']}$`));

    // Plain /chat stays the route: the last active conversation opens.
    await page.goto('/chat');
    await expect(chat.title(page)).toHaveText('Alpha deal');
  });
});

test.describe('search', () => {
  const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search conversations' });

  test('Ctrl+K finds a message offline with a typo, and Enter opens its conversation at it with the terms marked', async ({
    page,
    context,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await createChat(page, 'Fourplex analysis');
    await sendAndWait(page, 'What is the cap rate on a fourplex earning $48,000 NOI priced at $600,000?');
    for (let i = 0; i < 4; i++) await sendAndWait(page, `How do closing costs work in state number ${i}?`);
    await createChat(page, 'Another chat');
    await sendAndWait(page, 'What is a good debt service coverage ratio?');

    await goOffline(page);
    await page.keyboard.press('Control+k');
    const dialog = searchDialog(page);
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'Search conversations' });
    await expect(input).toBeFocused();
    await input.fill('fourplx');
    const options = dialog.getByRole('listbox', { name: 'Results' }).getByRole('option');
    // One row for the conversation (issue 23 §6): its title and its best message, both marked.
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText('Fourplex analysis');
    await expect(options.first().locator('mark').first()).toHaveText(/fourplex/i);
    await expect(options.first()).toContainText(/\d+ matching messages?/);
    // ↓ and ↑ move the selection (aria-activedescendant); Enter opens the selected result.
    await input.fill('what');
    await expect(options).toHaveCount(2);
    const target = (await options.allTextContents()).findIndex((t) => t.includes('Fourplex analysis'));
    for (let i = 0; i < target + 2; i++) await input.press('ArrowDown');
    for (let i = 0; i < 2; i++) await input.press('ArrowUp');
    await expect(options.nth(target)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(target).getAttribute('id'))!,
    );
    await input.fill('fourplx');
    await expect(options).toHaveCount(1);
    await input.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(chat.title(page)).toHaveText('Fourplex analysis');

    const marked = chat
      .log(page)
      .locator('mark', { hasText: /^fourplex$/i })
      .first();
    await expect(marked).toBeVisible();
    await expect(marked).toBeInViewport();
    const markedMessage = chat.log(page).locator('article', { has: page.locator('mark') });
    await expect(markedMessage).toHaveCount(1);
    await expect(markedMessage).toContainText(/fourplex/i);

    // Esc closes; nothing typed, nothing found.
    await page.keyboard.press('Control+k');
    await expect(searchDialog(page)).toBeVisible();
    await searchDialog(page).getByRole('combobox').fill('zzzqqq');
    await expect(searchDialog(page).getByRole('status')).toHaveText('No results for “zzzqqq”');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await context.setOffline(false);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the search dialog with results has no serious accessibility violations (${colorScheme})`, async ({
      page,
      baseURL,
    }) => {
      await page.emulateMedia({ colorScheme });
      await signedInOnChat(page, baseURL!);
      await createChat(page, 'Escrow questions');
      await sendAndWait(page, 'How long does escrow usually take?');
      await chat.sidebar(page).getByRole('button', { name: 'Search conversations' }).click();
      const dialog = searchDialog(page);
      await dialog.getByRole('combobox').fill('escrow');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `search dialog (${colorScheme})`);
    });
  }
});

test.describe('taking work out', () => {
  const QUESTION = 'What is the cap rate on a fourplex earning $48,000 NOI priced at $600,000?';

  test('a conversation exports as Markdown and as JSON, and prints as a clean document', async ({
    page,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await createChat(page, 'Fourplex for the Smiths');
    await sendAndWait(page, QUESTION);

    const menu = await rowMenu(page, 'Fourplex for the Smiths');
    const [markdownDownload] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('menuitem', { name: 'Export as Markdown' }).click(),
    ]);
    expect(markdownDownload.suggestedFilename()).toMatch(/^fourplex-for-the-smiths-\d{4}-\d{2}-\d{2}\.md$/);
    const markdown = await readDownload(markdownDownload);
    expect(markdown).toMatch(/^# Fourplex for the Smiths\n/);
    expect(markdown).toContain(`**You** · `);
    expect(markdown).toContain(QUESTION);
    expect(markdown).toContain('**Hearth Assistant** · ');

    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      (await rowMenu(page, 'Fourplex for the Smiths'))
        .getByRole('menuitem', { name: 'Export as JSON' })
        .click(),
    ]);
    expect(jsonDownload.suggestedFilename()).toMatch(/\.json$/);
    const json = JSON.parse(await readDownload(jsonDownload));
    expect(json).toMatchObject({
      format: 'hearth.conversation',
      conversation: { title: 'Fourplex for the Smiths' },
    });
    expect(json.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(json.messages[0].content_text).toBe(QUESTION);
    // The reply is kept word for word in both (its figures and assumptions included).
    expect(json.messages[1].content_text.length).toBeGreaterThan(50);
    expect(markdown).toContain(json.messages[1].content_text.trim());

    // Print: the menu item calls window.print(); the print stylesheet leaves only the conversation.
    await page.evaluate(() => {
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => void ((window as unknown as { __printed: number }).__printed += 1);
    });
    await (await rowMenu(page, 'Fourplex for the Smiths')).getByRole('menuitem', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(chat.sidebar(page)).toBeHidden();
    await expect(chat.composer(page)).toBeHidden();
    for (const button of await page.getByRole('button').all()) await expect(button).toBeHidden();
    await expect(chat.title(page)).toBeVisible();
    await expect(chat.userMessages(page).first()).toBeVisible();
    await expect(chat.assistantMessages(page).first()).toBeVisible();
    // Full width, black on white, the scrolling box unrolled.
    const layout = await page.evaluate(() => {
      const log = document.querySelector('[role="log"]')!;
      const bubble = document.querySelector('article[data-message-type="assistant"] > div')!;
      return {
        overflow: getComputedStyle(log).overflowY,
        bubbleWidth: bubble.getBoundingClientRect().width,
        logWidth: log.getBoundingClientRect().width,
        background: getComputedStyle(bubble).backgroundColor,
      };
    });
    expect(layout.overflow).toBe('visible');
    expect(layout.bubbleWidth).toBeGreaterThan(layout.logWidth * 0.9);
    expect(layout.background).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ media: 'screen' });
    await expect(chat.composer(page)).toBeVisible();
  });

  test('Export all my data downloads the profile, conversations and messages (from the server too)', async ({
    page,
    baseURL,
  }) => {
    const user = await signedInOnChat(page, baseURL!);
    await createChat(page, 'Data export one');
    await sendAndWait(page, QUESTION);
    await createChat(page, 'Data export two');

    await page.getByRole('button', { name: 'Account menu' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export all my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hearth-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readDownload(download));
    expect(data).toMatchObject({ format: 'hearth.account', complete: true, user: { email: user.email } });
    expect(data.profile).not.toBeNull();
    const titles = data.conversations.map((c: { title: string }) => c.title).sort();
    expect(titles).toEqual(['Data export one', 'Data export two']);
    const one = data.conversations.find((c: { title: string }) => c.title === 'Data export one');
    expect(one.messages.map((m: { role: string; state: string }) => `${m.role}:${m.state}`)).toEqual([
      'user:sent',
      'assistant:sent',
    ]);
  });
});

async function readDownload(download: import('@playwright/test').Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
