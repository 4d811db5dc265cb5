import { test, expect } from '@playwright/test';

test('the server serves the app shell with the backend config injected and a strict CSP', async ({
  page,
}) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspViolations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  await expect(page.getByRole('heading', { name: 'Your AI Assistant for Real Estate' })).toBeVisible();
  const config = await page.locator('meta[name="hearth-config"]').getAttribute('content');
  expect(JSON.parse(config ?? '{}')).toMatchObject({ supabaseUrl: new URL(page.url()).origin });
  expect(cspViolations).toEqual([]);
});

test('client-side routes fall back to the app shell', async ({ page }) => {
  const response = await page.goto('/chat');
  expect(response?.status()).toBe(200);
  // /chat is protected: a visitor lands on the login screen.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});

test('the web app manifest is served with its content type', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({ short_name: 'Hearth', display: 'standalone', start_url: '/chat' });
});
