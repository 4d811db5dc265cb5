// Issue 12 §3 end to end: a reload mid-reply and a second tab both re-attach to the reply that is still
// generating on the server: they show it working (typing dots or text growing) and then the whole
// answer, instead of a lone question followed by the whole answer at once.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chat, signedInOnChat, startExtraStack, type ExtraStack } from './support/chat.ts';

// The local assistant's answer to this is about 1,100 characters in 56 chunks.
const QUESTION = 'What is a triple net lease?';

let slow: ExtraStack;
test.beforeAll(async () => {
  slow = await startExtraStack({ ASSISTANT_CHUNK_DELAY_MS: '700' });
});
test.afterAll(() => slow.stop());

async function startReply(page: Page) {
  await signedInOnChat(page, slow.baseURL, { dataDir: slow.dataDir, loginUrl: `${slow.baseURL}/login` });
  await page.getByRole('button', { name: 'Start Chatting' }).click();
  await expect(chat.title(page)).toHaveText('My First Chat');
  await chat.composer(page).fill(QUESTION);
  await chat.composer(page).press('Enter');
  await expect
    .poll(async () => (await chat.assistantMessages(page).last().innerText()).length, { timeout: 30_000 })
    .toBeGreaterThan(150);
}

/** The reply is shown working (busy) and its text grows while we watch, then it completes. */
async function expectLiveThenComplete(page: Page, reply: Locator) {
  await expect(reply).toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });
  const first = (await reply.innerText()).length;
  await expect
    .poll(async () => (await reply.innerText()).length, { timeout: 10_000 })
    .toBeGreaterThan(first + 20);
  await expect(reply).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
  await expect.poll(async () => (await reply.innerText()).length).toBeGreaterThan(600);
  await expect(chat.log(page)).not.toContainText('Sending…');
  await expect(page.getByTestId('no-reply')).toHaveCount(0);
}

test('a reload mid-reply re-attaches: typing indicator and live text, then the whole reply', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startReply(page);
  await page.reload();
  await expect(chat.userMessages(page)).toHaveCount(1);
  // Not a lone question: the reply shows up within a couple of seconds, still working.
  await expect(chat.assistantMessages(page)).toHaveCount(1, { timeout: 5_000 });
  await expectLiveThenComplete(page, chat.assistantMessages(page).last());
  const full = await chat.assistantMessages(page).last().innerText();
  await page.reload();
  await expect
    .poll(async () => chat.assistantMessages(page).last().innerText(), { timeout: 20_000 })
    .toContain(full.slice(0, 600));
});

test('a second tab sees the reply working and growing, not only the finished answer', async ({ page }) => {
  test.setTimeout(180_000);
  await startReply(page);
  const second = await page.context().newPage();
  await second.goto(`${slow.baseURL}/chat`);
  await expect(chat.title(second)).toHaveText('My First Chat', { timeout: 15_000 });
  await expect(chat.assistantMessages(second)).toHaveCount(1, { timeout: 5_000 });
  await expectLiveThenComplete(second, chat.assistantMessages(second).last());
  const inFirst = await chat.assistantMessages(page).last().innerText();
  await expect
    .poll(async () => chat.assistantMessages(second).last().innerText(), { timeout: 20_000 })
    .toContain(inFirst.slice(0, 600));
});
