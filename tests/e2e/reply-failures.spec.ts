// Issue 23 §3 end to end: a reply service that fails (the function answering 500) does not look like
// slow sending. (A send the service refuses says Failed with one Retry: chat.spec.ts "failures".)
import { expect, test } from '@playwright/test';
import { chat, signedInOnChat, startChatting } from './support/chat.ts';

// A page controlled by the service worker sends its requests past page.route (Playwright intercepts
// only what the page itself sends); the failures below must reach the app every time.
test.use({ serviceWorkers: 'block' });

test('a reply service answering 500 says so within seconds, with Retry, not an endless "Sending…"', async ({
  page,
  baseURL,
}) => {
  await signedInOnChat(page, baseURL!);
  await startChatting(page);
  let failing = true;
  await page.route('**/interact/stream', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"The reply service failed.","code":"internal"}',
        })
      : route.fallback(),
  );
  await chat.composer(page).fill('What is a cap rate?');
  await chat.composer(page).press('Enter');
  const question = chat.userMessages(page).last();
  await expect(question).toContainText('What is a cap rate?');
  // Within a few seconds: the failure is named, and Retry is offered.
  await expect(page.getByText(/taking longer than usual/i)).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(chat.assistantMessages(page)).toContainText(/cap rate/i, { timeout: 15_000 });
  await expect(chat.assistantMessages(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText(/taking longer than usual/i)).toHaveCount(0);
  await expect(chat.log(page).getByText(/Sending|Failed/)).toHaveCount(0);
});
