// Chat-screen helpers for the offline suites: conversations, sends, the local outbox (read straight
// from IndexedDB) and the server's rows (read with the service role). They drive the screen the way
// a user does, by the spec's labels.
import { expect, type Page } from '@playwright/test';
import { CHAT_STRINGS } from '../../../src/features/chat/chat-strings.ts';
import { adminClient } from './backend.ts';

export { CHAT_STRINGS };

/** Spec §2 Sidebar. */
const SIDEBAR_STRINGS = { title: 'Conversations', newChat: 'New Chat' } as const;

export function conversationList(page: Page) {
  return page.getByRole('list', { name: SIDEBAR_STRINGS.title });
}

/** The row button of a conversation (not its options menu). */
export function conversationRow(page: Page, title: string) {
  return conversationList(page).getByRole('listitem').filter({ hasText: title }).getByRole('button').first();
}

export function messageLog(page: Page) {
  return page.getByRole('log', { name: CHAT_STRINGS.messages });
}

export function userBubbles(page: Page) {
  return messageLog(page).locator('article[data-message-type="user"]');
}

/** Matches a bubble's text (which also holds the speaker, for screen readers, and its badges). */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The user messages of the active conversation are exactly `texts`, in this order. */
export async function expectUserMessages(page: Page, texts: string[], timeout?: number): Promise<void> {
  await expect(userBubbles(page)).toHaveText(texts.map(containing), { timeout });
}

export function assistantBubbles(page: Page) {
  return messageLog(page).locator('article[data-message-type="assistant"]');
}

export function queuedBadges(page: Page) {
  return messageLog(page).getByText(CHAT_STRINGS.queued);
}

export function offlineBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: CHAT_STRINGS.offline });
}

/** Waits until the chat screen has opened the local database and shows the conversations. */
export async function waitForChatReady(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: SIDEBAR_STRINGS.newChat })).toBeVisible();
  await expect(page.getByText(/^(Loading…|Loading conversations\.\.\.)$/)).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** 'New Chat' → 'Create New Chat' → title → Create; the new conversation becomes active. */
export async function createConversation(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Create New Chat' });
  // 'New Chat' does nothing until the local database is open (the screen is still loading).
  await expect(async () => {
    await page.getByRole('button', { name: SIDEBAR_STRINGS.newChat }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByPlaceholder('Enter chat title (1-40 characters)').fill(title);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(conversationRow(page, title)).toHaveAttribute('aria-current', 'true');
}

export async function selectConversation(page: Page, title: string): Promise<void> {
  const row = conversationRow(page, title);
  await row.click();
  await expect(row).toHaveAttribute('aria-current', 'true');
}

/**
 * Types a message and sends it with Enter; it shows at once. The composer takes no send while a reply
 * streams (spec §5), and a queued message may start streaming between two keystrokes when the
 * network returns, so Enter is pressed again until the composer takes the text.
 */
export async function sendMessage(page: Page, text: string, timeout = 60_000): Promise<void> {
  const input = page.getByPlaceholder(CHAT_STRINGS.composerPlaceholder);
  const sendButton = page.getByRole('button', { name: CHAT_STRINGS.sendMessage });
  const deadline = Date.now() + timeout;
  await input.fill(text);
  for (;;) {
    await expect(sendButton).toBeEnabled({ timeout: Math.max(1, deadline - Date.now()) });
    await input.press('Enter');
    try {
      await expect(input).toHaveValue('', { timeout: 1_000 });
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
  await expect(userBubbles(page).filter({ hasText: text })).toHaveCount(1);
}

/** Waits until the active conversation's last message is a finished assistant reply. */
export async function waitForReply(page: Page, timeout = 30_000): Promise<void> {
  await expect(messageLog(page).locator('article').last()).toHaveAttribute('data-message-type', 'assistant', {
    timeout,
  });
  await expect(messageLog(page).locator('article[aria-busy="true"]')).toHaveCount(0, { timeout });
}

/** Entries in the user's local outbox (IndexedDB `hearth-<userId>`); 0 when there is no database yet. */
export async function outboxCount(page: Page, userId: string): Promise<number> {
  return page.evaluate(async (name) => {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === name)) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        // Never hold up the app's own upgrades or its sign-out deletion.
        db.onversionchange = () => db.close();
        if (!db.objectStoreNames.contains('outbox')) {
          db.close();
          resolve(0);
          return;
        }
        const request = db.transaction('outbox', 'readonly').objectStore('outbox').count();
        request.onsuccess = () => {
          db.close();
          resolve(request.result);
        };
        request.onerror = () => {
          db.close();
          reject(request.error);
        };
      };
    });
  }, `hearth-${userId}`);
}

export async function waitForEmptyOutbox(page: Page, userId: string, timeout = 60_000): Promise<void> {
  await expect
    .poll(() => outboxCount(page, userId), {
      timeout,
      intervals: [50, 100, 250],
      message: 'outbox not drained',
    })
    .toBe(0);
}

export interface ServerMessage {
  conversation_id: string;
  client_msg_id: string;
  role: string;
  content_text: string;
  in_reply_to: string | null;
  created_at: string;
}

/** The server's messages of a user's conversations, oldest first, with conversation titles. */
export async function serverMessages(
  baseURL: string,
  userId: string,
): Promise<{ titles: Map<string, string>; messages: ServerMessage[] }> {
  const admin = adminClient(baseURL);
  const conversations = await admin.from('conversations').select('id, title').eq('user_id', userId);
  if (conversations.error) throw new Error(conversations.error.message);
  const titles = new Map((conversations.data as { id: string; title: string }[]).map((c) => [c.id, c.title]));
  if (titles.size === 0) return { titles, messages: [] };
  const rows = await admin
    .from('messages')
    .select('conversation_id, client_msg_id, role, content_text, in_reply_to, created_at')
    .in('conversation_id', [...titles.keys()]);
  if (rows.error) throw new Error(rows.error.message);
  const messages = (rows.data as ServerMessage[]).sort(
    (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.role.localeCompare(b.role),
  );
  return { titles, messages };
}

/**
 * Checks the server holds each of `texts` exactly once as a user message in the conversation titled
 * `title`, in this order, each answered by exactly one assistant reply. Returns what it found.
 */
export function expectDeliveredOnce(
  server: { titles: Map<string, string>; messages: ServerMessage[] },
  title: string,
  texts: string[],
): void {
  const ids = [...server.titles].filter(([, t]) => t === title).map(([id]) => id);
  expect(ids, `one conversation titled ${title}`).toHaveLength(1);
  const inConversation = server.messages.filter((m) => m.conversation_id === ids[0]);
  const users = inConversation.filter((m) => m.role === 'user' && texts.includes(m.content_text));
  expect(
    users.map((m) => m.content_text),
    `${title}: each message stored once, in order`,
  ).toEqual(texts);
  for (const user of users) {
    const replies = inConversation.filter((m) => m.role !== 'user' && m.in_reply_to === user.client_msg_id);
    expect(replies, `exactly one reply to "${user.content_text}"`).toHaveLength(1);
  }
}

/**
 * Makes the stored access token expire `secondsFromNow` from now as the app sees it (the server's copy
 * keeps its own expiry).
 */
export async function setStoredTokenExpiry(page: Page, secondsFromNow: number): Promise<void> {
  await page.evaluate((seconds) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    if (!key) throw new Error('no stored session');
    const stored = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    stored.expires_at = Math.floor(Date.now() / 1000) + seconds;
    localStorage.setItem(key, JSON.stringify(stored));
  }, secondsFromNow);
}

/** Makes the stored access token look expired (supabase-js then tries to refresh it at start). */
export function expireStoredAccessToken(page: Page): Promise<void> {
  return setStoredTokenExpiry(page, -60);
}

/** The stored session's access token and expiry (epoch seconds), or null. */
export async function storedSessionToken(
  page: Page,
): Promise<{ access_token: string; expires_at: number | null } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    if (!key) return null;
    const stored = JSON.parse(localStorage.getItem(key)!) as { access_token: string; expires_at?: number };
    return { access_token: stored.access_token, expires_at: stored.expires_at ?? null };
  });
}

/** The stored session's expiry (epoch seconds), or null. */
export async function storedSessionExpiry(page: Page): Promise<number | null> {
  return (await storedSessionToken(page))?.expires_at ?? null;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
