// The chat screen end to end (spec §2 Chat, §4, §5, §9) on the local stack with its local assistant:
// conversations, streamed replies, offline queueing, several tabs and devices, sign-out, accessibility.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { adminClient, signIn } from './support/backend.ts';
import {
  chat,
  createChat,
  databaseNames,
  sendAndWait,
  signedInOnChat,
  startChatting,
  watchAssistantBubbles,
} from './support/chat.ts';

const MORTGAGE_QUESTION = 'What is the monthly payment on a $400,000 loan at 6% for 30 years?';

/** Whether a button reading `text` was ever on the page after this call (even for a few ms). */
async function watchForButtonText(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const w = window as unknown as { __seen?: boolean };
    w.__seen = false;
    const check = () => {
      if ([...document.querySelectorAll('button')].some((b) => b.textContent?.includes(wanted)))
        w.__seen = true;
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen === true);
}

test.describe('conversations', () => {
  test('a new user sees the welcome card; Start Chatting creates and opens My First Chat', async ({
    page,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await expect(page.getByText('Create your first conversation to get started.')).toBeVisible();
    await expect(chat.sidebar(page).getByText('No conversations yet')).toBeVisible();
    await expect(chat.sidebar(page).getByText('Create your first chat to get started')).toBeVisible();
    await expect(chat.title(page)).toHaveText('Hearth Assistant');

    await startChatting(page);
    await expect(chat.activeRow(page)).toContainText('My First Chat');
    await expect(chat.rowTitles(page)).toHaveText(['My First Chat']);
    await expect(chat.activeRow(page).locator('time')).toHaveText('now');
    await expect(
      chat
        .main(page)
        .getByText(
          'Ask me anything about real estate, property values, market trends, or investment strategies.',
        ),
    ).toBeVisible();
    await expect(chat.log(page)).toContainText('Start a conversation by sending a message below.');
    await expect(chat.composer(page)).toHaveAttribute('placeholder', 'Message...');
    await expect(chat.composer(page)).toBeFocused();
    await expect(chat.sendButton(page)).toBeDisabled();
  });

  test('New Chat: counter, 1–40 characters, Creating..., the new chat on top and active, long titles cut', async ({
    page,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await startChatting(page);

    await chat.newChat(page).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Chat' });
    const input = dialog.getByPlaceholder('Enter chat title (1-40 characters)');
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(input).toBeFocused();
    await expect(dialog.getByText('0/40 characters')).toBeVisible();
    await expect(create).toBeDisabled();
    await input.fill('   ');
    await expect(dialog.getByText('3/40 characters')).toBeVisible();
    await expect(create).toBeDisabled();
    await input.fill('x'.repeat(45));
    await expect(input).toHaveValue('x'.repeat(40));
    await expect(dialog.getByText('40/40 characters')).toBeVisible();
    await input.press('End');
    await input.pressSequentially('y');
    await expect(input).toHaveValue('x'.repeat(40));
    await expect(create).toBeEnabled();

    const title = 'Rental yields in Austin and Dallas';
    const shown = `${title.slice(0, 23)}\u2026`;
    await input.fill(title);
    await expect(dialog.getByText(`${title.length}/40 characters`)).toBeVisible();
    const sawCreating = await watchForButtonText(page, 'Creating...');
    await create.click();
    await expect(dialog).toBeHidden();
    expect(await sawCreating()).toBe(true);

    await expect(chat.rowTitles(page)).toHaveText([shown, 'My First Chat']);
    await expect(chat.activeRow(page)).toContainText(shown);
    await expect(chat.rowTitles(page).first()).toHaveAttribute('title', title);
    await expect(chat.title(page)).toHaveText(title);
    await expect(chat.composer(page)).toBeFocused();

    // The full title is the tooltip.
    await chat.row(page, shown).hover();
    await expect(page.getByRole('tooltip')).toHaveText(title);

    // Ctrl+Shift+O opens the dialog anywhere (Ctrl+K is search); Esc closes it and focus goes back to
    // the composer.
    await chat.log(page).click();
    await page.keyboard.press('Control+Shift+O');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(chat.composer(page)).toBeFocused();
  });

  test('switch, rename, delete the active conversation, then the last one', async ({ page, baseURL }) => {
    await signedInOnChat(page, baseURL!);
    await startChatting(page);
    await createChat(page, 'Second chat');
    await expect(chat.rowTitles(page)).toHaveText(['Second chat', 'My First Chat']);

    // Switching.
    await chat.row(page, 'My First Chat').click();
    await expect(chat.title(page)).toHaveText('My First Chat');
    await expect(chat.activeRow(page)).toContainText('My First Chat');
    await sendAndWait(page, 'What is a cap rate?');
    await chat.row(page, 'Second chat').click();
    await expect(chat.title(page)).toHaveText('Second chat');
    await expect(chat.log(page)).toContainText('Start a conversation by sending a message below.');
    await chat.row(page, 'My First Chat').click();
    await expect(chat.userBubbles(page)).toHaveText(['You: What is a cap rate?']);
    // The conversation with the latest activity is listed first.
    await expect(chat.rowTitles(page)).toHaveText(['My First Chat', 'Second chat']);

    // Renaming from the row's menu.
    await page.getByRole('button', { name: 'Conversation options: Second chat' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Chat' });
    await expect(rename.getByRole('textbox')).toHaveValue('Second chat');
    await rename.getByRole('textbox').fill('Renamed chat');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(rename).toBeHidden();
    await expect(chat.rowTitles(page)).toHaveText(['My First Chat', 'Renamed chat']);

    // Deleting the active one activates the first remaining.
    await chat.row(page, 'Renamed chat').click();
    await expect(chat.title(page)).toHaveText('Renamed chat');
    await page.getByRole('button', { name: 'Conversation options: Renamed chat' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Chat' });
    await expect(confirm).toContainText('“Renamed chat” and its messages will be deleted.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(chat.rowTitles(page)).toHaveText(['My First Chat']);
    await expect(chat.title(page)).toHaveText('My First Chat');
    await expect(chat.userBubbles(page)).toHaveText(['You: What is a cap rate?']);

    // Deleting the last one clears everything: the welcome card again.
    await page.getByRole('button', { name: 'Conversation options: My First Chat' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Chat' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Welcome to Hearth')).toBeVisible();
    await expect(chat.sidebar(page).getByText('No conversations yet')).toBeVisible();
    await expect(chat.title(page)).toHaveText('Hearth Assistant');
    expect(await page.evaluate(() => localStorage.getItem('hearth.active-conversation'))).toBeNull();

    // The server agrees: after a reload there is still nothing.
    await page.reload();
    await expect(page.getByText('Welcome to Hearth')).toBeVisible({ timeout: 15_000 });
  });

  test('the stored active conversation is restored after a reload', async ({ page, baseURL }) => {
    await signedInOnChat(page, baseURL!);
    await startChatting(page);
    await createChat(page, 'Second chat');
    await chat.row(page, 'My First Chat').click();
    await expect(chat.title(page)).toHaveText('My First Chat');
    await page.reload();
    await expect(chat.title(page)).toHaveText('My First Chat');
    await expect(chat.activeRow(page)).toContainText('My First Chat');
  });
});

test.describe('messages', () => {
  test('a question streams its reply from the local assistant; Enter sends, Shift+Enter breaks the line', async ({
    page,
    baseURL,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    const user = await signedInOnChat(page, baseURL!);
    await startChatting(page);

    await chat.composer(page).fill(MORTGAGE_QUESTION);
    await expect(chat.sendButton(page)).toBeEnabled();
    const bubbles = await watchAssistantBubbles(page);
    await chat.composer(page).press('Enter');
    await expect(chat.composer(page)).toHaveValue('');
    await expect(chat.composer(page)).toBeFocused();
    await expect(chat.userBubbles(page)).toHaveText([`You: ${MORTGAGE_QUESTION}`]);
    const reply = chat.assistantMessages(page);
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText('2,398.20');
    await expect(reply).not.toHaveAttribute('aria-busy', 'true');
    // One bubble from the typing dots to the stored reply: never two, never gone, never remounted.
    await expect.poll(bubbles).toEqual({ added: 1, drops: 0, sameElement: true });
    await expect(chat.log(page).getByText('Failed')).toHaveCount(0);
    await expect(chat.log(page).getByText(/Queued|Sending/)).toHaveCount(0);
    await expect(chat.sendButton(page)).toBeVisible();
    await expect(chat.stopButton(page)).toHaveCount(0);

    // Shift+Enter inserts a line break; Enter sends both lines as one message.
    await chat.composer(page).pressSequentially('First line');
    await chat.composer(page).press('Shift+Enter');
    await chat.composer(page).pressSequentially('Second line');
    await expect(chat.composer(page)).toHaveValue('First line\nSecond line');
    await chat.composer(page).press('Enter');
    await expect(chat.userBubbles(page).last()).toHaveText('You: First line\nSecond line');
    await expect(chat.assistantMessages(page)).toHaveCount(2);
    await expect(chat.assistantMessages(page).last()).not.toHaveAttribute('aria-busy', 'true');

    // A markdown link with a javascript: URL stays text.
    await sendAndWait(page, '[click](javascript:alert(1))');
    const unsafe = chat.userMessages(page).last();
    await expect(unsafe).toContainText('[click](javascript:alert(1))');
    await expect(chat.log(page).locator('a[href^="javascript" i]')).toHaveCount(0);
    await expect(unsafe.getByRole('link')).toHaveCount(0);

    // The reply is stored: on the server, and in this device's database (a reload reads it back).
    const { data: rows } = await adminClient(baseURL!)
      .from('messages')
      .select('role, content_text')
      .eq('user_id', user.id)
      .order('created_at');
    expect(rows?.map((r) => r.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(rows?.[1]?.content_text).toContain('2,398.20');
    await page.reload();
    await expect(chat.assistantMessages(page)).toHaveCount(3);
    await expect(chat.assistantMessages(page).first()).toContainText('2,398.20');
    await expect(chat.userBubbles(page)).toHaveText([
      `You: ${MORTGAGE_QUESTION}`,
      'You: First line\nSecond line',
      'You: [click](javascript:alert(1))',
    ]);
  });

  test.describe('with the create held on its way', () => {
    // page.route sees only what the page sends itself, not what passes its service worker.
    test.use({ serviceWorkers: 'block' });

    test('a message sent while its new chat is still being created streams without a blink', async ({
      page,
      baseURL,
    }) => {
      await signedInOnChat(page, baseURL!);
      // Hold the conversation's create on its way: the send waits behind it in the outbox (R19).
      let held = 0;
      await page.route('**/functions/v1/voiceflow-proxy/conversations', async (route) => {
        if (route.request().method() === 'POST') {
          held += 1;
          await new Promise((resolve) => setTimeout(resolve, 1_500));
        }
        await route.fallback();
      });
      await startChatting(page);
      const bubbles = await watchAssistantBubbles(page);
      await chat.composer(page).fill(MORTGAGE_QUESTION);
      await chat.composer(page).press('Enter');
      const reply = chat.assistantMessages(page);
      await expect(reply).toHaveCount(1);
      await expect(reply).toContainText('2,398.20', { timeout: 15_000 });
      await expect(reply).not.toHaveAttribute('aria-busy', 'true');
      await expect.poll(bubbles).toEqual({ added: 1, drops: 0, sameElement: true });
      await expect(chat.log(page).getByText(/Queued|Failed/)).toHaveCount(0);
      expect(held, 'the create went through the held route').toBe(1);
    });
  });

  test('offline, a message is queued (not failed) and delivered when the connection is back', async ({
    page,
    context,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await startChatting(page);
    await context.setOffline(true);
    await expect(
      page.getByText('You are offline. Messages you send will be delivered when you reconnect.'),
    ).toBeVisible();
    await chat.composer(page).fill('What is a cap rate?');
    await chat.composer(page).press('Enter');
    await expect(chat.userBubbles(page)).toHaveText(['You: What is a cap rate?']);
    await expect(
      chat.userMessages(page).getByText("Queued — will send when you're back online"),
    ).toBeVisible();
    await expect(chat.assistantMessages(page)).toHaveCount(0);
    // Queued sends do not block the next one.
    await chat.composer(page).fill('And a good one?');
    await chat.composer(page).press('Enter');
    await expect(chat.userMessages(page)).toHaveCount(2);

    const bubbles = await watchAssistantBubbles(page);
    await context.setOffline(false);
    await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
    await expect(chat.assistantMessages(page)).toHaveCount(2, { timeout: 15_000 });
    await expect(chat.assistantMessages(page).last()).not.toHaveAttribute('aria-busy', 'true');
    // Delivered by the engine alone (no send in progress here): still one bubble per reply, never gone.
    await expect.poll(bubbles).toMatchObject({ added: 2, drops: 0 });
    await expect(chat.log(page).getByText(/Queued/)).toHaveCount(0);
    await expect(chat.assistantMessages(page).first()).toContainText(/cap rate/i);
  });
});

test.describe('failures', () => {
  // A page controlled by the service worker sends its requests past page.route (Playwright
  // intercepts only what the page itself sends); the refusal below must reach the app every time.
  test.use({ serviceWorkers: 'block' });

  test('a send the server refuses shows Failed with Retry; Retry delivers it', async ({ page, baseURL }) => {
    await signedInOnChat(page, baseURL!);
    await startChatting(page);
    await page.route('**/interact/stream', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"error":"Refused for this test.","code":"invalid_request"}',
      }),
    );
    await chat.composer(page).fill('What is a cap rate?');
    await chat.composer(page).press('Enter');
    const reply = chat.assistantMessages(page);
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText('Sorry, I encountered an error. Please try again later.');
    await expect(reply.getByText('Failed')).toBeVisible();
    // Said once, beside the error (issue 23 §3), not again under the question.
    await expect(chat.userMessages(page).getByText('Failed')).toHaveCount(0);
    await expect(chat.log(page).getByText('Failed', { exact: true })).toHaveCount(1);
    await expect(chat.log(page).getByRole('button', { name: 'Retry' })).toHaveCount(1);
    // The composer is free again.
    await expect(chat.sendButton(page)).toBeVisible();

    await page.unroute('**/interact/stream');
    const bubbles = await watchAssistantBubbles(page);
    await reply.getByRole('button', { name: 'Retry' }).click();
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText(/cap rate/i, { timeout: 15_000 });
    // The failed bubble gives way to the retried reply: never two at once.
    await expect.poll(bubbles).toMatchObject({ added: 0 });
    await expect(chat.log(page).getByText('Failed')).toHaveCount(0);
    await expect(reply).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await expect(chat.assistantMessages(page)).toHaveCount(1);
    await expect(chat.log(page).getByText('Failed')).toHaveCount(0);
  });

  test('a reload while a send is on its way: the new page delivers it at once', async ({ page, baseURL }) => {
    await signedInOnChat(page, baseURL!);
    await startChatting(page);
    // The first stream request never gets an answer: the page reloads with its send leased.
    let held = 0;
    await page.route('**/interact/stream', async (route) => {
      if (route.request().method() === 'POST' && held++ === 0) return;
      await route.fallback();
    });
    await chat.composer(page).fill('What is a cap rate?');
    await chat.composer(page).press('Enter');
    await expect.poll(() => held).toBe(1);
    await page.reload();
    // Not after the old page's 30 s lease: its tab is gone, so the lease is taken over.
    const reply = chat.assistantMessages(page);
    await expect(reply).toContainText(/cap rate/i, { timeout: 10_000 });
    await expect(reply).not.toHaveAttribute('aria-busy', 'true');
    await expect(chat.userBubbles(page)).toHaveText(['You: What is a cap rate?']);
    await expect(chat.log(page).getByText(/Sending|Queued|Failed/)).toHaveCount(0);
  });
});

test.describe('several tabs and devices', () => {
  test('another tab of the same browser sees a new chat, and its streamed reply, without a reload', async ({
    page,
    context,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await startChatting(page);
    const other = await context.newPage();
    await other.goto('/chat');
    await expect(chat.title(other)).toHaveText('My First Chat');

    await createChat(page, 'Made in tab one');
    await expect(chat.rowTitles(other)).toHaveText(['Made in tab one', 'My First Chat']);
    await sendAndWait(page, MORTGAGE_QUESTION);
    await chat.row(other, 'Made in tab one').click();
    await expect(chat.userBubbles(other)).toHaveText([`You: ${MORTGAGE_QUESTION}`]);
    await expect(chat.assistantMessages(other)).toContainText('2,398.20');
  });

  test('another device of the same user sees a new chat and a message without a reload', async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await signedInOnChat(page, baseURL!);
    await startChatting(page);
    await sendAndWait(page, 'What is a cap rate?');

    // A second device: its own storage, so everything comes from the server (pull, then realtime).
    const device = await browser.newContext({ baseURL });
    const second = await device.newPage();
    await signIn(second, user);
    await expect(chat.title(second)).toHaveText('My First Chat', { timeout: 15_000 });
    await expect(chat.userBubbles(second)).toHaveText(['You: What is a cap rate?']);
    await expect(chat.assistantMessages(second)).toHaveCount(1);

    await createChat(page, 'From the first device');
    await expect(chat.rowTitles(second)).toHaveText(['From the first device', 'My First Chat'], {
      timeout: 15_000,
    });
    await sendAndWait(page, MORTGAGE_QUESTION);
    await chat.row(second, 'From the first device').click();
    await expect(chat.userBubbles(second)).toHaveText([`You: ${MORTGAGE_QUESTION}`], { timeout: 15_000 });
    await expect(chat.assistantMessages(second)).toContainText('2,398.20', { timeout: 15_000 });
    await device.close();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is an overlay with a backdrop and a toggle, closed after a selection', async ({
    page,
    baseURL,
  }) => {
    await signedInOnChat(page, baseURL!);
    await expect(chat.sidebar(page)).toBeHidden();
    await startChatting(page);

    await chat.toggle(page).click();
    await expect(chat.sidebar(page)).toBeVisible();
    await expect(page.getByTestId('sidebar-backdrop')).toBeVisible();
    await expect(chat.toggle(page)).toHaveAccessibleName('Hide conversations');
    // The backdrop closes it.
    await page.getByTestId('sidebar-backdrop').click({ position: { x: 350, y: 300 } });
    await expect(chat.sidebar(page)).toBeHidden();

    // A new chat made from the overlay closes it.
    await chat.toggle(page).click();
    await createChat(page, 'Phone chat');
    await expect(chat.sidebar(page)).toBeHidden();

    // Selecting a conversation closes it.
    await chat.toggle(page).click();
    await chat.row(page, 'My First Chat').click();
    await expect(chat.sidebar(page)).toBeHidden();
    await expect(chat.title(page)).toHaveText('My First Chat');

    // Esc closes it too.
    await chat.toggle(page).click();
    await expect(chat.sidebar(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chat.sidebar(page)).toBeHidden();

    await sendAndWait(page, MORTGAGE_QUESTION);
    await expect(chat.assistantMessages(page)).toContainText('2,398.20');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('sign-out', () => {
  test('leaves no local database and no stored conversation for the user', async ({ page, baseURL }) => {
    const user = await signedInOnChat(page, baseURL!);
    await startChatting(page);
    await sendAndWait(page, 'What is a cap rate?');
    expect(await databaseNames(page)).toContain(`hearth-${user.id}`);
    expect(await page.evaluate(() => localStorage.getItem('hearth.active-conversation'))).not.toBeNull();

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => databaseNames(page)).not.toContain(`hearth-${user.id}`);
    expect(await page.evaluate(() => localStorage.getItem('hearth.active-conversation'))).toBeNull();

    // Signing in again brings the conversation back from the server.
    await signIn(page, user);
    await expect(chat.title(page)).toHaveText('My First Chat', { timeout: 15_000 });
    await expect(chat.assistantMessages(page)).toHaveCount(1);
  });
});

test.describe('sign-out elsewhere', () => {
  test('signing out from the landing page after leaving the chat also wipes the local data', async ({
    page,
    baseURL,
  }) => {
    const user = await signedInOnChat(page, baseURL!);
    await startChatting(page);
    expect(await databaseNames(page)).toContain(`hearth-${user.id}`);
    await page.getByRole('link', { name: 'Hearth home' }).click();
    await expect(page.getByRole('heading', { name: 'Your AI Assistant for Real Estate' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect.poll(() => databaseNames(page)).not.toContain(`hearth-${user.id}`);
    expect(await page.evaluate(() => localStorage.getItem('hearth.active-conversation'))).toBeNull();
  });

  test('signing out in a page load that never opened the chat still wipes the local data', async ({
    page,
    baseURL,
  }) => {
    const user = await signedInOnChat(page, baseURL!);
    await startChatting(page);
    expect(await databaseNames(page)).toContain(`hearth-${user.id}`);
    // A fresh page load on the landing page: no chat session, so no chat sign-out task in this tab.
    await page.goto('/');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect.poll(() => databaseNames(page)).not.toContain(`hearth-${user.id}`);
    expect(await page.evaluate(() => localStorage.getItem('hearth.active-conversation'))).toBeNull();
  });
});

test.describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the chat screen with messages has no serious violations (${colorScheme})`, async ({
      page,
      baseURL,
    }) => {
      await page.emulateMedia({ colorScheme });
      await signedInOnChat(page, baseURL!);
      await expectNoSeriousA11yViolations(page, 'welcome card');
      await startChatting(page);
      await createChat(page, 'A very long conversation title here');
      await sendAndWait(page, MORTGAGE_QUESTION);
      await sendAndWait(page, '[a link](https://example.com) and **bold**');
      await expectNoSeriousA11yViolations(page, 'chat with messages');

      await chat.newChat(page).click();
      await expect(page.getByRole('dialog', { name: 'Create New Chat' })).toBeVisible();
      // The dialog, not the sign-in toast that may be fading out behind it at this moment.
      await expectNoSeriousA11yViolations(page, 'new chat dialog', { exclude: ['[data-sonner-toaster]'] });
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 375, height: 740 });
      // The sign-in toast sits over the header on a phone until it times out (it waits while hovered).
      await page.mouse.move(200, 700);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
      await chat.toggle(page).click();
      await expect(chat.sidebar(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'mobile overlay');
    });
  }
});
