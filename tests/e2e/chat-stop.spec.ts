// Stop while a reply streams (spec §2 Main pane, docs/conversation-service.md stream rule 4). The suite's
// server answers without pauses, so this file starts its own stack whose assistant waits between chunks.
import { expect, test } from '@playwright/test';
import {
  chat,
  signedInOnChat,
  startExtraStack,
  watchAssistantBubbles,
  type ExtraStack,
} from './support/chat.ts';

let stack: ExtraStack;

test.beforeAll(async () => {
  stack = await startExtraStack({ ASSISTANT_CHUNK_DELAY_MS: '250' });
});

test.afterAll(async () => {
  await stack?.stop();
});

test('the reply streams visibly; Stop ends it, keeps the partial reply and marks it Stopped', async ({
  page,
}) => {
  await signedInOnChat(page, stack.baseURL, {
    dataDir: stack.dataDir,
    loginUrl: `${stack.baseURL}/login`,
  });
  await page.getByRole('button', { name: 'Start Chatting' }).click();
  await expect(chat.title(page)).toHaveText('My First Chat');

  await chat.composer(page).fill('What is the monthly payment on a $400,000 loan at 6% for 30 years?');
  const bubbles = await watchAssistantBubbles(page);
  await chat.composer(page).press('Enter');
  const reply = chat.assistantMessages(page).first();
  await expect(reply).toHaveAttribute('aria-busy', 'true');
  await expect(chat.stopButton(page)).toBeVisible();
  await expect(chat.sendButton(page)).toHaveCount(0);

  // It grows while we watch: streamed, not delivered at once.
  await expect.poll(async () => (await reply.innerText()).length).toBeGreaterThan(40);
  const earlier = (await reply.innerText()).length;
  await expect.poll(async () => (await reply.innerText()).length).toBeGreaterThan(earlier);

  await chat.stopButton(page).click();
  await expect(reply.getByText('Stopped')).toBeVisible();
  await expect(reply).not.toHaveAttribute('aria-busy', 'true');
  await expect(chat.stopButton(page)).toHaveCount(0);
  await expect(chat.sendButton(page)).toBeVisible();
  const stopped = await reply.locator('> div:first-child').innerText();
  expect(stopped.length).toBeGreaterThan(0);

  // Nothing more arrives, and the stored reply is the partial one, marked stopped.
  await page.waitForTimeout(1_500);
  expect(await reply.locator('> div:first-child').innerText()).toBe(stopped);
  // One bubble throughout, the same element from the typing dots to the stored, stopped reply.
  expect(await bubbles()).toEqual({ added: 1, drops: 0, sameElement: true });
  await page.reload();
  const stored = chat.assistantMessages(page).first();
  await expect(stored.getByText('Stopped')).toBeVisible();
  await expect.poll(() => stored.locator('> div:first-child').innerText()).toBe(stopped);

  // The conversation goes on.
  await chat.composer(page).fill('What is a cap rate?');
  await chat.composer(page).press('Enter');
  await expect(chat.assistantMessages(page)).toHaveCount(2);
  await expect(chat.assistantMessages(page).last()).not.toHaveAttribute('aria-busy', 'true', {
    timeout: 30_000,
  });
});
