// Issue 23 §7 end to end: the footer's and the login card's Terms and Privacy links reach real pages,
// Markdown an operator edits (defaults shipped with the build), rendered safely; "Registration Closed"
// says where to ask for access when the operator configured an address.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { startExtraStack, type ExtraStack } from './support/chat.ts';

test('the footer and the login card link to the default Terms and Privacy pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByText(/not financial, legal, tax or investment advice/)).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page, `terms page (${colorScheme})`);
  }
  await page.goto('/login');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expectNoSeriousA11yViolations(page, 'privacy page (dark)');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('without an access address, Registration Closed keeps the spec’s text alone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration Closed' });
  await expect(dialog).toContainText('Sorry, only beta testers are allowed in for the time being.');
  await page.waitForTimeout(500);
  await expect(dialog.getByText(/To ask for an invitation/)).toHaveCount(0);
});

test.describe('an operator’s site', () => {
  let stack: ExtraStack;
  let siteDir: string;
  test.beforeAll(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'hearth-site-'));
    writeFileSync(
      path.join(siteDir, 'terms.md'),
      '# Acme Realty Terms\n\nOur own terms. <script>window.__ran = true</script>\n\n[Click](javascript:window.__ran=true)\n',
    );
    stack = await startExtraStack({ SITE_DIR: siteDir, ACCESS_REQUEST_EMAIL: 'access@acme.example' });
  });
  test.afterAll(async () => {
    await stack?.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  test('its terms replace the default, rendered safely; its privacy page is still the default', async ({
    page,
  }) => {
    await page.goto(`${stack.baseURL}/terms`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme Realty Terms');
    await expect(page.getByText('<script>window.__ran = true</script>', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    await page.goto(`${stack.baseURL}/privacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('Registration Closed says where to ask for access, below the spec’s text', async ({ page }) => {
    await page.goto(`${stack.baseURL}/`);
    await page.getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration Closed' });
    await expect(dialog).toContainText('Sorry, only beta testers are allowed in for the time being.');
    const contact = dialog.getByRole('link', { name: 'access@acme.example' });
    await expect(contact).toHaveAttribute('href', 'mailto:access@acme.example');
    await expect(dialog.getByText('To ask for an invitation, write to')).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousA11yViolations(
        page,
        `registration closed with an access address (${colorScheme})`,
      );
    }
  });
});
