// Versions and branches end to end (issue 13, docs/conversation-service.md "Versions and branches"):
// Regenerate makes a second version of the last reply (2/2) and ‹ goes back to 1/2; Edit & resend makes
// a second version of a question and hides the branch it replaces; Continue finishes a stopped reply
// as a new version; the chosen version survives a reload (it is stored on the server).
import { expect, test, type Page } from '@playwright/test';
import {
  chat,
  sendAndWait,
  signedInOnChat,
  startChatting,
  startExtraStack,
  type ExtraStack,
} from './support/chat.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  sseBody,
  startFakeOpenAIServer,
  streamReply,
  textChunks,
  type FakeOpenAIServer,
} from '../fakes/fake-openai-server.ts';

const position = (message: ReturnType<Page['locator']>) => message.getByTestId('version-position');

async function settled(page: Page) {
  await expect(chat.assistantMessages(page).last()).not.toHaveAttribute('aria-busy', 'true', {
    timeout: 30_000,
  });
}

test.describe('Regenerate with a model that answers differently each time', () => {
  // A chat model (OpenAI's wire format, served by the fake upstream of the contract suite): two
  // different answers, so a regenerated version changes something.
  let stack: ExtraStack;
  let model: FakeOpenAIServer;
  test.beforeAll(async () => {
    model = await startFakeOpenAIServer([
      streamReply(sseBody(textChunks(['A cap rate is ', 'NOI divided by price.']))),
      streamReply(sseBody(textChunks(['Cap rate: net operating income ', 'over the purchase price.']))),
    ]);
    stack = await startExtraStack({
      ASSISTANT_PROVIDER: 'openai',
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_TOOLS: 'false',
    });
  });
  test.afterAll(async () => {
    await stack?.stop();
    await model?.close();
  });

  test('Regenerate shows 2/2, ‹ goes back to 1/2, and a reload keeps the chosen version', async ({
    page,
  }) => {
    await signedInOnChat(page, stack.baseURL, { dataDir: stack.dataDir, loginUrl: `${stack.baseURL}/login` });
    await regenerateAndGoBack(page);
  });
});

test('with the built-in analyst Regenerate makes no word-for-word copy and says why', async ({
  page,
  baseURL,
}) => {
  await signedInOnChat(page, baseURL!);
  await startChatting(page);
  await sendAndWait(page, 'What is a cap rate?');
  const regenerate = chat.assistantMessages(page).last().getByRole('button', { name: 'Regenerate response' });
  await expect(regenerate).toHaveAttribute('aria-disabled', 'true');
  await expect(regenerate).toHaveAccessibleDescription(/same answer to the same question every time/);
  await regenerate.click({ force: true });
  await page.waitForTimeout(500);
  await expect(position(chat.assistantMessages(page).last())).toHaveCount(0);
  // Edit & resend is what changes the answer: it stays offered.
  await expect(chat.userMessages(page).last().getByRole('button', { name: 'Edit message' })).toBeAttached();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page, `reply with Regenerate unavailable (${colorScheme})`);
  }
});

async function regenerateAndGoBack(page: Page) {
  await startChatting(page);
  await sendAndWait(page, 'What is a cap rate?');
  const reply = chat.assistantMessages(page).last();
  await expect(position(reply)).toHaveCount(0);
  const firstText = await reply.locator('> div:first-child').innerText();

  await reply.getByRole('button', { name: 'Regenerate response' }).click();
  await expect(position(chat.assistantMessages(page).last())).toHaveText('2/2');
  await settled(page);
  await expect(chat.assistantMessages(page)).toHaveCount(1);
  await expect(position(chat.assistantMessages(page).last())).toHaveText('2/2');

  await chat.assistantMessages(page).last().getByRole('button', { name: 'Previous version' }).click();
  await expect(position(chat.assistantMessages(page).last())).toHaveText('1/2');
  await expect
    .poll(() => chat.assistantMessages(page).last().locator('> div:first-child').innerText())
    .toBe(firstText);
  // Regenerate is offered on the last reply only, whichever version it shows.
  await expect(
    chat.assistantMessages(page).last().getByRole('button', { name: 'Next version' }),
  ).toBeEnabled();

  // The choice is stored on the server (the outbox delivered it), so a reload shows the same version.
  await expect.poll(() => page.evaluate(() => document.body.innerText.includes('1/2'))).toBe(true);
  await page.waitForTimeout(500);
  await page.reload();
  await expect(position(chat.assistantMessages(page).last())).toHaveText('1/2');
  await expect(chat.assistantMessages(page)).toHaveCount(1);
}

test('Edit & resend makes a new version of a question; the branch it replaced stays reachable', async ({
  page,
  baseURL,
}) => {
  await signedInOnChat(page, baseURL!);
  await startChatting(page);
  await sendAndWait(page, 'What is a cap rate?');
  await sendAndWait(page, 'What is NOI?');
  await expect(chat.userMessages(page)).toHaveCount(2);

  const first = chat.userMessages(page).first();
  await first.getByRole('button', { name: 'Edit message' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit your message' });
  await expect(editor).toHaveValue('What is a cap rate?');
  // Cancel leaves it as it was.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toHaveCount(0);
  await expect(chat.userMessages(page)).toHaveCount(2);

  await first.getByRole('button', { name: 'Edit message' }).click();
  await editor.fill('What is a gross rent multiplier?');
  await page.getByRole('button', { name: 'Save & send' }).click();
  await settled(page);
  // Only the new version's branch shows: the edited question and its reply.
  await expect(chat.userBubbles(page)).toHaveText(['You: What is a gross rent multiplier?']);
  await expect(chat.assistantMessages(page)).toHaveCount(1);
  await expect(position(chat.userMessages(page).first())).toHaveText('2/2');

  // ‹ brings back the first question with everything that followed it.
  await chat.userMessages(page).first().getByRole('button', { name: 'Previous version' }).click();
  await expect(chat.userBubbles(page)).toHaveText(['You: What is a cap rate?', 'You: What is NOI?']);
  await expect(position(chat.userMessages(page).first())).toHaveText('1/2');
  await page.waitForTimeout(500);
  await page.reload();
  await expect(chat.userBubbles(page)).toHaveText(['You: What is a cap rate?', 'You: What is NOI?']);
});

test.describe('Continue', () => {
  let stack: ExtraStack;
  test.beforeAll(async () => {
    stack = await startExtraStack({ ASSISTANT_CHUNK_DELAY_MS: '150' });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test('a stopped reply offers Continue, which finishes it as a new version', async ({ page }) => {
    await signedInOnChat(page, stack.baseURL, { dataDir: stack.dataDir, loginUrl: `${stack.baseURL}/login` });
    await startChatting(page);
    await chat.composer(page).fill('What is a triple net lease?');
    await chat.composer(page).press('Enter');
    const reply = chat.assistantMessages(page).first();
    await expect.poll(async () => (await reply.innerText()).length).toBeGreaterThan(40);
    // While a reply streams the turn machine takes no other turn: the question offers no Edit.
    const editQuestion = chat.userMessages(page).first().getByRole('button', { name: 'Edit message' });
    await expect(editQuestion).toHaveCount(0);
    await chat.stopButton(page).click();
    await expect(reply.getByText('Stopped')).toBeVisible();
    const stopped = await reply.locator('> div:first-child').innerText();

    await reply.getByRole('button', { name: 'Continue the response' }).click();
    const continued = chat.assistantMessages(page).last();
    await expect(position(continued)).toHaveText('2/2');
    await expect(continued).toHaveAttribute('aria-busy', 'true');
    await expect(editQuestion).toHaveCount(0);
    await settled(page);
    await expect(editQuestion).toBeAttached();
    await expect(continued.getByText('Stopped')).toHaveCount(0);
    const full = await continued.locator('> div:first-child').innerText();
    // The local analyst is deterministic: the continued version starts with what was shown and goes on.
    expect(full.length).toBeGreaterThan(stopped.length);
    expect(full.startsWith(stopped.slice(0, 20))).toBe(true);
    await continued.getByRole('button', { name: 'Previous version' }).click();
    await expect(chat.assistantMessages(page).last().getByText('Stopped')).toBeVisible();
  });
});
