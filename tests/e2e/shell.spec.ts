import { test, expect } from '@playwright/test';

test('the server serves the app shell with the backend config injected and a strict CSP', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  await expect(page.getByRole('heading', { name: 'Your AI Assistant for Real Estate' })).toBeVisible();
  await expect(page.getByTestId('backend-status')).toContainText(new URL(page.url()).origin);
});

test('client-side routes fall back to the app shell', async ({ page }) => {
  const response = await page.goto('/chat');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your AI Assistant for Real Estate' })).toBeVisible();
});

test('the web app manifest is served with its content type', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({ short_name: 'Hearth', display: 'standalone', start_url: '/chat' });
});
