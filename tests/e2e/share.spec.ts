// Client-ready output and read-only links (issue 22 §6, §7), in a real Chromium against the built app:
// a shared link opens in a fresh browser context without signing in, shows the snapshot (never a later
// message), and stops working once revoked; one analysis can be shared on its own; a reply's markdown
// on the shared page is as safe as in chat; the printed chat shows the card as a table of the figures
// as adjusted, with the date and "Prepared with Hearth" and no chat chrome; the Markdown export
// carries the same table; and the shared view has no serious accessibility violations, light and
// dark, at 375 and 1280 px.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { adminClient, createUser, signIn } from './support/backend.ts';
import { chat, sendAndWait, startChatting } from './support/chat.ts';

const PAYMENT = 'What is the monthly payment on a $450k home at 6.5% for 30 years?';
const CAP_RATE = 'What is the cap rate on a fourplex earning $48,000 NOI priced at $600,000?';

async function askForAPayment(page: Page, baseURL: string) {
  const user = await createUser(baseURL);
  await signIn(page, user);
  await startChatting(page);
  await sendAndWait(page, PAYMENT);
  await expect(page.locator('section[data-calculation="mortgage"]')).toBeVisible();
  return user;
}

async function openShareDialog(page: Page, title = 'My First Chat') {
  await chat
    .sidebar(page)
    .getByRole('button', { name: `Conversation options: ${title}` })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Share…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Creates a link to what is chosen in the dialog; returns its address. */
async function createLink(page: Page, what: RegExp | string = 'The whole conversation'): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  const before = await dialog.getByRole('textbox', { name: /^Link to / }).count();
  // The choice shows only when the conversation has an analysis to offer.
  if ((await dialog.getByRole('radio').count()) > 0) await dialog.getByRole('radio', { name: what }).check();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Link created/);
  const links = dialog.getByRole('textbox', { name: /^Link to / });
  await expect(links).toHaveCount(before + 1);
  return (await links.first().inputValue()) as string;
}

/** A browser context of its own: no session, no local data, nobody signed in. */
async function strangerOpens(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

test('a shared link opens without an account, shows the snapshot only, and stops once revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  await askForAPayment(page, baseURL!);
  const dialog = await openShareDialog(page);
  await expect(dialog).toContainText('Messages added later are not shared');
  await expectNoSeriousA11yViolations(page, 'share dialog');
  const url = await createLink(page);
  expect(url).toMatch(new RegExp(`^${baseURL}/share/[0-9a-f]{64}$`));
  const analysisUrl = await createLink(page, /^Analysis: Mortgage payment/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // A later message never reaches the link made before it.
  await sendAndWait(page, CAP_RATE);

  const stranger = await strangerOpens(browser, url);
  const shared = stranger.page;
  await expect(shared.getByRole('heading', { level: 1, name: 'My First Chat' })).toBeVisible();
  await expect(shared.getByText(PAYMENT)).toBeVisible();
  await expect(shared.getByText(/Conversation of .* · Prepared with Hearth/)).toBeVisible();
  const table = shared.getByRole('table', { name: 'Mortgage payment' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Interest rate 6\.5% you said/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Down payment .* assumed/ })).toBeVisible();
  await expect(table.locator('[data-figure="monthlyPrincipalAndInterest"]')).toHaveText('$2,275.44 a month');
  await expect(shared.getByText('cap rate', { exact: false })).toHaveCount(0);
  // Read-only, and nothing of the owner's: no fields, no chat, no sidebar, no account.
  await expect(shared.getByRole('textbox')).toHaveCount(0);
  await expect(shared.getByRole('complementary')).toHaveCount(0);
  expect(await shared.locator('body').innerText()).not.toContain('@example.com');

  // One analysis: its question and reply only.
  await shared.goto(analysisUrl);
  await expect(shared.getByRole('heading', { level: 1, name: 'Analysis: My First Chat' })).toBeVisible();
  await expect(shared.locator('[data-shared-message]')).toHaveCount(2);
  await expect(shared.getByRole('table', { name: 'Mortgage payment' })).toBeVisible();

  // Revoked from the conversation menu: the link now opens to a plain not-found.
  const again = await openShareDialog(page);
  const live = again.getByRole('listitem').filter({ has: page.locator(`[value="${url}"]`) });
  await live.getByRole('button', { name: 'Revoke' }).click();
  await expect(again.getByRole('status')).toHaveText('Link revoked: it no longer opens.');
  await expect(again.getByRole('textbox', { name: /^Link to / })).toHaveCount(1);
  await shared.goto(url);
  await expect(shared.getByRole('heading', { name: 'This link does not open anything' })).toBeVisible();
  await expect(shared.getByText(PAYMENT)).toHaveCount(0);
  await stranger.context.close();
});

test('sharing needs a connection: offline the dialog says so and offers nothing to press', async ({
  page,
  context,
  baseURL,
}) => {
  await askForAPayment(page, baseURL!);
  await context.setOffline(true);
  const dialog = await openShareDialog(page);
  await expect(dialog).toContainText('Sharing needs a connection. Connect to the internet and try again.');
  await expect(dialog.getByRole('button', { name: 'Create link' })).toHaveCount(0);
  await context.setOffline(false);
});

test('markdown on the shared page is as safe as in chat: no javascript: or data: link is clickable', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await askForAPayment(page, baseURL!);
  // A reply carrying hostile links, stored the way the service stores replies (service role): a new
  // version of the answer to the first question, so it is the one the conversation shows.
  const conversationId = new URL(page.url()).pathname.split('/').pop()!;
  const admin = adminClient(baseURL!);
  const question = await admin
    .from('messages')
    .select('client_msg_id')
    .eq('conversation_id', conversationId)
    .eq('role', 'user')
    .single();
  expect(question.error).toBeNull();
  const stored = await admin.from('messages').insert({
    conversation_id: conversationId,
    user_id: user.id,
    client_msg_id: randomUUID(),
    role: 'assistant',
    in_reply_to: question.data!.client_msg_id,
    parent_id: question.data!.client_msg_id,
    content_text: [
      'Links: [script](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[ok](https://example.com/guide) <a href="javascript:alert(2)">raw</a> <img src=x onerror="alert(3)">',
    ].join('\n\n'),
  });
  expect(stored.error).toBeNull();
  await page.reload();
  await expect(chat.assistantMessages(page).last()).toContainText('Links:');

  await openShareDialog(page);
  const url = await createLink(page);
  const stranger = await strangerOpens(browser, url);
  const shared = stranger.page;
  let dialogs = 0;
  shared.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await expect(shared.getByText('Links:')).toBeVisible();
  const hrefs = await shared
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toContain('https://example.com/guide');
  for (const href of hrefs) expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
  await expect(shared.locator('img[onerror]')).toHaveCount(0);
  // The raw HTML shows as text, not as a link.
  await expect(shared.getByText('<a href="javascript:alert(2)">raw</a>', { exact: false })).toBeVisible();
  await shared.getByText('script', { exact: true }).click();
  expect(dialogs).toBe(0);
  await stranger.context.close();
});

test('print shows the card as a table of the adjusted figures, dated and "Prepared with Hearth", with no chat chrome; the Markdown export carries the same table', async ({
  page,
  baseURL,
}) => {
  await askForAPayment(page, baseURL!);
  const card = page.locator('section[data-calculation="mortgage"]');
  await card.getByLabel('Interest rate').fill('7');
  await expect(card.locator('[data-output="monthlyPrincipalAndInterest"]').first()).toHaveText(
    '$2,395.09 a month',
  );

  await page.emulateMedia({ media: 'print' });
  const table = page.getByRole('table', { name: 'Mortgage payment' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Interest rate 7% adjusted/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Home price \$450,000 you said/ })).toBeVisible();
  await expect(table.locator('[data-figure="monthlyPrincipalAndInterest"]')).toHaveText('$2,395.09 a month');
  await expect(page.getByText(/^Conversation of .* · Prepared with Hearth$/)).toBeVisible();
  // No chat chrome: no fields, no buttons, no header, sidebar, composer or tagline.
  await expect(card.getByLabel('Interest rate')).toBeHidden();
  for (const button of await page.getByRole('button').all()) await expect(button).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(chat.sidebar(page)).toBeHidden();
  await expect(chat.composer(page)).toBeHidden();
  await expect(page.getByText('Ask me anything about real estate', { exact: false })).toBeHidden();
  // No tinted bands: every box of the conversation prints on white (or nothing).
  const tinted = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => getComputedStyle(el).backgroundColor)
      .filter((bg) => bg !== 'rgba(0, 0, 0, 0)' && bg !== 'rgb(255, 255, 255)'),
  );
  expect(tinted).toEqual([]);
  await page.emulateMedia({ media: 'screen' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await chat.sidebar(page).getByRole('button', { name: 'Conversation options: My First Chat' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Export as Markdown' }).click();
    })(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const markdown = Buffer.concat(chunks).toString('utf8');
  expect(markdown).toMatch(/_Conversation of \d{4}-\d{2}-\d{2} · 2 messages · Prepared with Hearth on /);
  expect(markdown).toContain('**You** · ');
  expect(markdown).toContain('**Hearth Assistant** · ');
  expect(markdown).toContain('| Figure | Value | Source |');
  expect(markdown).toContain('| Interest rate | 7% | adjusted |');
  expect(markdown).toContain('$2,395.09 a month');
  expect(markdown).toContain('_Figures adjusted in Hearth: they differ from the reply above._');
});

test('the shared view has no serious accessibility violations, light and dark, at 375 and 1280 px', async ({
  page,
  browser,
  baseURL,
}) => {
  await askForAPayment(page, baseURL!);
  await openShareDialog(page);
  const url = await createLink(page);
  const stranger = await strangerOpens(browser, url);
  const shared = stranger.page;
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      await shared.emulateMedia({ colorScheme });
      await shared.setViewportSize({ width, height: 800 });
      await shared.reload();
      await expect(shared.getByRole('table', { name: 'Mortgage payment' })).toBeVisible();
      await expectNoSeriousA11yViolations(shared, `shared view (${colorScheme}, ${width} px)`);
      // Nothing wider than the screen.
      const overflow = await shared.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  }
  await shared.goto(`${baseURL}/share/${'0'.repeat(64)}`);
  await expect(shared.getByRole('heading', { name: 'This link does not open anything' })).toBeVisible();
  await expectNoSeriousA11yViolations(shared, 'shared view, not found');
  await stranger.context.close();
});
