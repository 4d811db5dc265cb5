// A page opened at another address than the one Hearth is served at (issue 21 §8). The stack below
// serves http://localhost:<port> (its SITE_URL); the same server also answers http://127.0.0.1:<port>
// (a loopback name), but the page's config points the app at localhost, and the Content-Security-Policy
// (connect-src 'self') stops the sign-in call before it leaves. Instead of fetch's bare "Failed to
// fetch", the page says where to open Hearth (src/lib/wrong-origin.ts).
import { expect, test } from '@playwright/test';
import { createUser, toast } from './support/backend.ts';

test('signing in at another address than SITE_URL says where to open Hearth', async ({ page, baseURL }) => {
  const site = new URL(baseURL!);
  expect(site.hostname).toBe('localhost');
  const user = await createUser(baseURL!);
  const elsewhere = `http://127.0.0.1:${site.port}`;
  await page.goto(`${elsewhere}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const failed = toast(page, 'Login failed');
  await expect(failed).toBeVisible();
  await expect(failed.locator('[data-description]')).toHaveText(
    `This page is not Hearth's address: open Hearth at ${site.origin} and sign in there.`,
  );
  await expect(page).toHaveURL(`${elsewhere}/login`);

  // At the address it names, the same credentials sign in.
  await page.goto(`${site.origin}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/chat$/);
});
