// Chat screen helpers for the end-to-end suites: locators by role and name (what users and assistive
// technology see), a signed-in user on /chat, and a second local stack whose assistant streams slowly
// enough to press Stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { createUser, signIn, type TestUser } from './backend.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const chat = {
  main: (page: Page) => page.getByTestId('chat-main'),
  sidebar: (page: Page) => page.getByRole('complementary', { name: 'Conversations' }),
  conversationList: (page: Page) =>
    page.getByRole('complementary', { name: 'Conversations' }).getByRole('list', { name: 'Conversations' }),
  /** A conversation's row button, by the title it shows (23 characters and '…' for long ones). */
  row: (page: Page, shownTitle: string) =>
    chat
      .conversationList(page)
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(shownTitle)}( |$)`) }),
  activeRow: (page: Page) => chat.conversationList(page).locator('button[aria-current="true"]'),
  rowTitles: (page: Page) => chat.conversationList(page).locator('li > button > span:first-child'),
  newChat: (page: Page) => chat.sidebar(page).getByRole('button', { name: 'New Chat' }),
  /** The active conversation's title (the welcome card's heading comes after it). */
  title: (page: Page) => chat.main(page).getByRole('heading', { level: 2 }).first(),
  composer: (page: Page) => page.getByRole('textbox', { name: 'Message' }),
  sendButton: (page: Page) => page.getByRole('button', { name: 'Send message' }),
  stopButton: (page: Page) => page.getByRole('button', { name: 'Stop generating' }),
  log: (page: Page) => page.getByRole('log', { name: 'Messages' }),
  userMessages: (page: Page) => chat.log(page).locator('article[data-message-type="user"]'),
  assistantMessages: (page: Page) => chat.log(page).locator('article[data-message-type="assistant"]'),
  /** The user messages' bubbles (their text, without the send-state line under them). */
  userBubbles: (page: Page) => chat.userMessages(page).locator('> div:first-child'),
  toggle: (page: Page) => page.getByRole('button', { name: /^(Show|Hide) conversations$/ }),
};

/** A new user, signed in through the login screen, on the chat screen's welcome card. */
export async function signedInOnChat(
  page: Page,
  baseURL: string,
  options: { dataDir?: string; loginUrl?: string } = {},
): Promise<TestUser> {
  const user = await createUser(baseURL, { dataDir: options.dataDir });
  await signIn(page, user, options.loginUrl ?? '/login');
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText('Welcome to Hearth')).toBeVisible();
  return user;
}

/** Creates a conversation through the New Chat dialog and waits until it is the active one. */
export async function createChat(page: Page, title: string): Promise<void> {
  await chat.newChat(page).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Chat' });
  await dialog.getByRole('textbox').fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(chat.title(page)).toHaveText(title);
}

/** A new user's first conversation: Start Chatting on the welcome card opens My First Chat. */
export async function startChatting(page: Page) {
  await page.getByRole('button', { name: 'Start Chatting' }).click();
  await expect(chat.title(page)).toHaveText('My First Chat');
}

/** Sends a message with Enter and waits for the assistant's reply to finish streaming. */
export async function sendAndWait(page: Page, text: string): Promise<void> {
  const replies = await chat.assistantMessages(page).count();
  await chat.composer(page).fill(text);
  await chat.composer(page).press('Enter');
  await expect(chat.assistantMessages(page)).toHaveCount(replies + 1);
  await expect(chat.assistantMessages(page).last()).not.toHaveAttribute('aria-busy', 'true', {
    timeout: 15_000,
  });
}

/**
 * Starts recording the assistant bubbles of the page after every DOM change, for the one-source rule:
 * the reply's bubble appears once, never disappears, and stays the same element from its typing dots
 * to the stored reply (no remount, so no flicker). `read` returns what was seen.
 */
export async function watchAssistantBubbles(page: Page) {
  await page.evaluate(() => {
    const selector = 'article[data-message-type="assistant"]';
    const state = {
      initial: document.querySelectorAll(selector).length,
      max: 0,
      drops: 0,
      last: document.querySelectorAll(selector).length,
      first: null as Element | null,
    };
    state.max = state.last;
    const check = () => {
      const bubbles = document.querySelectorAll(selector);
      if (bubbles.length < state.last) state.drops += 1;
      state.last = bubbles.length;
      state.max = Math.max(state.max, bubbles.length);
      if (!state.first && bubbles.length > state.initial) state.first = bubbles[bubbles.length - 1]!;
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    (window as unknown as { __bubbles: typeof state }).__bubbles = state;
  });
  return () =>
    page.evaluate(() => {
      const state = (
        window as unknown as {
          __bubbles: { initial: number; max: number; drops: number; first: Element | null };
        }
      ).__bubbles;
      const bubbles = document.querySelectorAll('article[data-message-type="assistant"]');
      return {
        added: state.max - state.initial,
        drops: state.drops,
        sameElement: state.first !== null && state.first === bubbles[bubbles.length - 1],
      };
    });
}

/** The names of this origin's IndexedDB databases. */
export function databaseNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

export interface ExtraStack {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Another local stack serving the same build, with its own throw-away data and environment (e.g. an
 * assistant that waits between chunks so a reply can be stopped mid-stream).
 */
export async function startExtraStack(env: Record<string, string>): Promise<ExtraStack> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-e2e-extra-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RATE_LIMITS: 'off', ...env },
    stdio: 'ignore',
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/_health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the extra stack exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the extra stack did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
