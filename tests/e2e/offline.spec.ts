// Offline-first behaviour in a real Chromium against the built app served by the local stack:
// starting with the network off, sending while offline (delivered exactly once, in order, also after
// the app was closed), a flapping network, two tabs, and a full storage quota. The conversations live
// in IndexedDB; `context.setOffline` cuts the network of the page and of its service worker alike.
//
// Two timings are printed: navigation → conversation list painted while offline (median of 10), and
// reconnect → empty outbox.
import { test, expect, type Page, type Request } from '@playwright/test';
import { createUser, signIn, type TestUser } from './support/backend.ts';
import {
  assistantBubbles,
  CHAT_STRINGS,
  conversationList,
  conversationRow,
  createConversation,
  expectDeliveredOnce,
  expectUserMessages,
  expireStoredAccessToken,
  median,
  messageLog,
  offlineBanner,
  outboxCount,
  queuedBadges,
  selectConversation,
  sendMessage,
  serverMessages,
  storedSessionExpiry,
  userBubbles,
  waitForChatReady,
  waitForEmptyOutbox,
  waitForReply,
} from './support/offline-chat.ts';
import { prng } from '../support/prng.ts';
import { openProfile, waitForServiceWorker } from './support/pwa.ts';

/** Signs a fresh user in, opens /chat and waits until the service worker controls the page. */
async function startOnline(page: Page, baseURL: string): Promise<TestUser> {
  const user = await createUser(baseURL);
  await signIn(page, user);
  await page.goto('/chat');
  await waitForServiceWorker(page);
  await waitForChatReady(page);
  return user;
}

test.describe('offline start', () => {
  test('the app opens signed in with an expired token offline, and refreshes the session when the network returns', async ({
    page,
    context,
    baseURL,
  }) => {
    await startOnline(page, baseURL!);
    await expireStoredAccessToken(page);
    await context.setOffline(true);
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/chat(\/[0-9a-f-]+)?$/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

    // No reload: the session is refreshed as soon as the network is back.
    await context.setOffline(false);
    await expect
      .poll(() => storedSessionExpiry(page), { timeout: 10_000 })
      .toBeGreaterThan(Math.floor(Date.now() / 1000));
    await expect(page).toHaveURL(/\/chat(\/[0-9a-f-]+)?$/);
  });

  test('reopening /chat offline shows the shell, the conversations and the last active conversation, with a banner', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // Time from navigation start to the first frame with both conversations in the list.
    await page.addInitScript(() => {
      const w = window as unknown as { listPaintedAt?: number };
      const observer = new MutationObserver(() => {
        const rows = document.querySelectorAll('ul[aria-label="Conversations"] > li');
        if (rows.length < 2) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.listPaintedAt = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await startOnline(page, baseURL!);
    await createConversation(page, 'Offline Alpha');
    await sendMessage(page, 'What is a cap rate?');
    await waitForReply(page);
    await createConversation(page, 'Offline Beta');
    await sendMessage(page, 'How much house can I afford on $95,000 a year?');
    await waitForReply(page);
    // The last active conversation is not the first listed (Beta has the latest activity).
    await selectConversation(page, 'Offline Alpha');
    await expectUserMessages(page, ['What is a cap rate?']);

    await expireStoredAccessToken(page);
    await context.setOffline(true);
    const timings: number[] = [];
    const shellTimings: number[] = [];
    for (let i = 0; i < 10; i++) {
      await page.goto('/chat');
      await expect(conversationRow(page, 'Offline Beta')).toBeVisible();
      await expect(conversationRow(page, 'Offline Alpha')).toHaveAttribute('aria-current', 'true');
      await expectUserMessages(page, ['What is a cap rate?']);
      await expect(assistantBubbles(page)).toHaveCount(1);
      await expect(offlineBanner(page)).toBeVisible();
      const measured = await page.evaluate(() => ({
        painted: (window as unknown as { listPaintedAt?: number }).listPaintedAt ?? NaN,
        // The service worker's part: the shell's response from the cache.
        shell: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      }));
      timings.push(measured.painted);
      shellTimings.push(measured.shell);
    }
    expect(timings.every(Number.isFinite)).toBe(true);
    console.log(
      `[timing] offline navigation → conversation list painted: median ${median(timings).toFixed(0)} ms ` +
        `(n=10, min ${Math.min(...timings).toFixed(0)}, max ${Math.max(...timings).toFixed(0)}; ` +
        `shell from the service worker by ${median(shellTimings).toFixed(0)} ms)`,
    );
    await expect(page).toHaveURL(/\/chat(\/[0-9a-f-]+)?$/);
    await expect(conversationList(page).getByRole('listitem')).toHaveCount(2);

    await context.setOffline(false);
    await expect(offlineBanner(page)).toBeHidden();
  });
});

test.describe('offline send', () => {
  test('three messages sent offline across two conversations, app closed, reopened online: each delivered once, in order, with replies', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const user = await startOnline(page, baseURL!);
    await createConversation(page, 'Trip North');
    await createConversation(page, 'Trip South');

    await context.setOffline(true);
    await selectConversation(page, 'Trip North');
    await sendMessage(page, 'North 1: what is the 28/36 rule?');
    await selectConversation(page, 'Trip South');
    await sendMessage(page, 'South 1: explain closing costs');
    await selectConversation(page, 'Trip North');
    await sendMessage(page, 'North 2: and for a $500,000 home?');
    // Shown at once, marked as queued, nothing answered.
    await expectUserMessages(page, ['North 1: what is the 28/36 rule?', 'North 2: and for a $500,000 home?']);
    await expect(queuedBadges(page)).toHaveCount(2);
    await expect(offlineBanner(page)).toBeVisible();
    expect(await outboxCount(page, user.id)).toBeGreaterThanOrEqual(3);
    await page.close();

    await context.setOffline(false);
    const reopened = await context.newPage();
    await reopened.goto('/chat');
    await waitForEmptyOutbox(reopened, user.id);

    const server = await serverMessages(baseURL!, user.id);
    expectDeliveredOnce(server, 'Trip North', [
      'North 1: what is the 28/36 rule?',
      'North 2: and for a $500,000 home?',
    ]);
    expectDeliveredOnce(server, 'Trip South', ['South 1: explain closing costs']);
    expect(server.messages.filter((m) => m.role === 'user')).toHaveLength(3);

    await selectConversation(reopened, 'Trip North');
    await expect(messageLog(reopened).locator('article')).toHaveCount(4);
    await expectUserMessages(reopened, [
      'North 1: what is the 28/36 rule?',
      'North 2: and for a $500,000 home?',
    ]);
    await expect(queuedBadges(reopened)).toHaveCount(0);
    await selectConversation(reopened, 'Trip South');
    await expect(assistantBubbles(reopened)).toHaveCount(1);
  });

  test('the queue drains after reconnecting (timed)', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const user = await startOnline(page, baseURL!);
    await createConversation(page, 'Drain One');
    await createConversation(page, 'Drain Two');
    await waitForEmptyOutbox(page, user.id);
    const timings: number[] = [];
    for (let round = 1; round <= 3; round++) {
      await context.setOffline(true);
      await selectConversation(page, 'Drain One');
      await sendMessage(page, `Round ${round}: what is NOI?`);
      await sendMessage(page, `Round ${round}: and DSCR?`);
      await selectConversation(page, 'Drain Two');
      await sendMessage(page, `Round ${round}: rent or buy?`);
      expect(await outboxCount(page, user.id)).toBe(3);
      const reconnectedAt = Date.now();
      await context.setOffline(false);
      await waitForEmptyOutbox(page, user.id);
      timings.push(Date.now() - reconnectedAt);
    }
    console.log(
      `[timing] reconnect → empty queue (3 queued sends over 2 conversations): ` +
        `median ${median(timings)} ms (runs: ${timings.join(', ')} ms)`,
    );
    const server = await serverMessages(baseURL!, user.id);
    expectDeliveredOnce(
      server,
      'Drain One',
      [1, 2, 3].flatMap((r) => [`Round ${r}: what is NOI?`, `Round ${r}: and DSCR?`]),
    );
    expectDeliveredOnce(
      server,
      'Drain Two',
      [1, 2, 3].map((r) => `Round ${r}: rent or buy?`),
    );
  });

  test('a flapping network during 30 sends loses none and duplicates none', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const seed = Number(process.env.FLAP_SEED ?? 20_260_521);
    const random = prng(seed);
    const user = await startOnline(page, baseURL!);
    await createConversation(page, 'Flapping');

    let flapping = true;
    let toggles = 0;
    const flapper = (async () => {
      let offline = false;
      while (flapping) {
        await page.waitForTimeout(500 + Math.floor(random() * 1500));
        if (!flapping) break;
        offline = !offline;
        toggles++;
        await context.setOffline(offline);
      }
      await context.setOffline(false);
    })();

    const texts = Array.from(
      { length: 30 },
      (_, i) => `Flap ${i + 1}: what is the cap rate at ${5 + i}% NOI?`,
    );
    try {
      for (const text of texts) {
        await sendMessage(page, text);
        // A user's pace, so that sends, streams and deliveries straddle the toggles.
        await page.waitForTimeout(Math.floor(random() * 600));
      }
    } finally {
      flapping = false;
      await flapper;
    }
    console.log(`[flapping] seed ${seed}: ${toggles} network toggles during 30 sends`);

    await waitForEmptyOutbox(page, user.id, 120_000);
    expectDeliveredOnce(await serverMessages(baseURL!, user.id), 'Flapping', texts);
    await expectUserMessages(page, texts);
    await expect(assistantBubbles(page)).toHaveCount(30, { timeout: 30_000 });
    await expect(queuedBadges(page)).toHaveCount(0);
    await expect(messageLog(page).getByText(CHAT_STRINGS.failed, { exact: true })).toHaveCount(0);
  });
});

test.describe('two tabs', () => {
  test('two tabs of one user stay consistent, and only one of them drains the queue', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const user = await startOnline(page, baseURL!);
    await createConversation(page, 'Shared');
    await sendMessage(page, 'Tab A online: what is a 1031 exchange?');
    await waitForReply(page);

    const other = await context.newPage();
    await other.goto('/chat');
    await expect(conversationRow(other, 'Shared')).toBeVisible();
    await selectConversation(other, 'Shared');
    await expectUserMessages(other, ['Tab A online: what is a 1031 exchange?']);
    await expect(assistantBubbles(other)).toHaveCount(1);

    // A conversation made in one tab appears in the other.
    await createConversation(other, 'From Tab B');
    await expect(conversationRow(page, 'From Tab B')).toBeVisible();

    const interactRequests = new Map<Page, number>([
      [page, 0],
      [other, 0],
    ]);
    const count = (tab: Page) => (request: Request) => {
      if (request.method() === 'POST' && /\/interact(\/stream)?$/.test(new URL(request.url()).pathname))
        interactRequests.set(tab, interactRequests.get(tab)! + 1);
    };

    await context.setOffline(true);
    await selectConversation(page, 'Shared');
    await selectConversation(other, 'Shared');
    await sendMessage(page, 'Tab A offline 1');
    await sendMessage(other, 'Tab B offline 1');
    await sendMessage(page, 'Tab A offline 2');
    // Each tab sees the other's queued messages.
    for (const tab of [page, other]) {
      await expect(queuedBadges(tab)).toHaveCount(3);
      await expectUserMessages(tab, [
        'Tab A online: what is a 1031 exchange?',
        'Tab A offline 1',
        'Tab B offline 1',
        'Tab A offline 2',
      ]);
    }

    page.on('request', count(page));
    other.on('request', count(other));
    await context.setOffline(false);
    await waitForEmptyOutbox(page, user.id);

    expectDeliveredOnce(await serverMessages(baseURL!, user.id), 'Shared', [
      'Tab A online: what is a 1031 exchange?',
      'Tab A offline 1',
      'Tab B offline 1',
      'Tab A offline 2',
    ]);
    for (const tab of [page, other]) {
      await expect(queuedBadges(tab)).toHaveCount(0);
      await expect(assistantBubbles(tab)).toHaveCount(4);
    }
    console.log(
      `[two tabs] interact requests after reconnect: tab A ${interactRequests.get(page)}, tab B ${interactRequests.get(other)}`,
    );
    const drainingTabs = [...interactRequests.values()].filter((n) => n > 0);
    expect(
      drainingTabs,
      `interact requests per tab: ${[...interactRequests.values()].join(', ')}`,
    ).toHaveLength(1);
  });
});

test.describe('storage', () => {
  test('a full quota shows a clear message and keeps the messages already queued', async ({ baseURL }) => {
    test.setTimeout(120_000);
    const profile = await openProfile(baseURL!);
    try {
      let page = await profile.context.newPage();
      const user = await startOnline(page, baseURL!);
      await createConversation(page, 'Quota');
      await waitForEmptyOutbox(page, user.id);
      await profile.context.setOffline(true);
      // Sent once the app knows it is offline, so both are queued, not one racing the network's drop.
      await expect(offlineBanner(page)).toBeVisible();
      await sendMessage(page, 'Queued before the disk filled 1');
      await sendMessage(page, 'Queued before the disk filled 2');

      // The app is closed, the disk fills up, the app is opened again (still offline).
      const context = await profile.relaunch();
      await context.setOffline(true);
      page = context.pages()[0] ?? (await context.newPage());
      const origin = new URL(baseURL!).origin;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
      await page.goto('/chat');
      await expectUserMessages(page, ['Queued before the disk filled 1', 'Queued before the disk filled 2']);
      const input = page.getByPlaceholder(CHAT_STRINGS.composerPlaceholder);
      await input.fill('This one does not fit');
      await input.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: CHAT_STRINGS.storageFull })).toBeVisible();
      await expect(userBubbles(page).filter({ hasText: 'Queued before the disk filled' })).toHaveCount(2);
      await expect(queuedBadges(page)).toHaveCount(2);
      expect(await outboxCount(page, user.id)).toBe(2);

      // Space again, network again: what was queued goes out, once.
      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
      await context.setOffline(false);
      await waitForEmptyOutbox(page, user.id);
      expectDeliveredOnce(await serverMessages(baseURL!, user.id), 'Quota', [
        'Queued before the disk filled 1',
        'Queued before the disk filled 2',
      ]);
    } finally {
      await profile.close();
    }
  });
});
