// Shared end-to-end helpers: users made through the in-process stack's service-role key, the dev
// mailbox, and signing in through the real login screen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { inviteTester, isMember } from '../../../server/invite-client.ts';
import { createNodeClient } from '../../../server/node-supabase-client.ts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export interface MailItem {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sent_at?: string;
}

/** The DATA_DIR of the server Playwright started (scripts/e2e.mjs picks it). */
export function defaultDataDir(): string {
  return process.env.E2E_DATA_DIR ?? '.data-e2e';
}

/** The service-role key of a server: by default the one Playwright started. */
export function serviceRoleKey(dataDir: string = defaultDataDir()): string {
  const keys = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as {
    serviceRoleKey: string;
  };
  return keys.serviceRoleKey;
}

export function adminClient(baseURL: string, dataDir?: string): SupabaseClient {
  return createNodeClient(baseURL, serviceRoleKey(dataDir), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A fresh address per call, so tests never share users or trip per-user mail spacing. */
export function uniqueEmail(prefix = 'tester'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A confirmed user with a password, ready to sign in. */
export async function createUser(
  baseURL: string,
  options: { email?: string; password?: string; dataDir?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `pw-${randomUUID()}`;
  const { data, error } = await adminClient(baseURL, options.dataDir).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email, password };
}

/** The newest e-mail to `to` (optionally whose subject matches), waiting for it to arrive. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject?: RegExp,
  timeoutMs = 10_000,
): Promise<MailItem> {
  let found: MailItem | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/_dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const items = (await response.json()) as MailItem[];
        found = items.find((item) => item.to.includes(to) && (!subject || subject.test(item.subject)));
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `no e-mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The link of an e-mail that goes through the auth server's verify endpoint. */
export function verifyLink(mail: MailItem): string {
  const link = mail.links.find((l) => l.includes('/auth/v1/verify')) ?? mail.links[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
}

export interface Invite {
  email: string;
  /** The auth link that signs the tester in and lands on /beta/onboarding?token=…. */
  link: string;
}

/** Invites a beta tester the way `npm run invite` does and returns the onboarding link. */
export async function inviteUser(
  baseURL: string,
  options: { email?: string; inviter?: string } = {},
): Promise<Invite> {
  const email = options.email ?? uniqueEmail('invitee');
  const result = await inviteTester({
    url: baseURL,
    serviceRoleKey: serviceRoleKey(),
    email,
    inviter: options.inviter,
  });
  if (isMember(result)) throw new Error(`${email} already has an account`);
  return { email, link: result.link };
}

/** Signs in through the login screen and waits until the app has left /login. */
export async function signIn(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
  from = '/login',
): Promise<void> {
  if (from) await page.goto(from);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A toast by its title, with its description. */
export function toast(page: Page, title: string) {
  return page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) });
}

/**
 * Waits until every toast is mounted and none is mid-transition (fading or sliding in or out), so a
 * measurement sees toasts as they rest on screen.
 */
export async function waitForToastsAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (element) =>
        element.getAttribute('data-mounted') === 'true' &&
        element.getAnimations().every((animation) => animation.playState !== 'running'),
    ),
  );
}

/** The anon key the server injected into the app shell. */
export async function anonKey(page: Page): Promise<string> {
  await page.goto('/');
  const config = await page.locator('meta[name="hearth-config"]').getAttribute('content');
  return (JSON.parse(config ?? '{}') as { anonKey: string }).anonKey;
}
