import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  anonKey,
  createUser,
  latestMail,
  signIn,
  toast,
  verifyLink,
  waitForToastsAtRest,
} from './support/backend.ts';
import { sendAndWait, startChatting } from './support/chat.ts';
import { expireStoredAccessToken, setStoredTokenExpiry, storedSessionToken } from './support/offline-chat.ts';

test.describe('login', () => {
  test('shows the Welcome card with a single Login tab and the legal links', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page.getByText('Sign in to your account to continue')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('required', '');
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });

  test('a wrong password shows the Login failed toast with the auth error', async ({ page, baseURL }) => {
    const user = await createUser(baseURL!);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const failed = toast(page, 'Login failed');
    await expect(failed).toBeVisible();
    await expect(failed.locator('[data-description]')).toHaveText('Invalid login credentials');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing in shows Login successful / Welcome back! and opens /chat', async ({ page, baseURL }) => {
    const user = await createUser(baseURL!);
    await signIn(page, user);
    const success = toast(page, 'Login successful');
    await expect(success).toBeVisible();
    await expect(success.locator('[data-description]')).toHaveText('Welcome back!');
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('banner')).toContainText('Hearth');
    await expect(page.getByTestId('chat-main')).toBeVisible();
  });

  test('goes back to the page it came from after signing in', async ({ page, baseURL }) => {
    const user = await createUser(baseURL!);
    await page.goto('/chat?x');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, user, '');
    await expect(page).toHaveURL(/\/chat\?x$/);
  });

  test('a signed-in user who opens /login is sent to /chat', async ({ page, baseURL }) => {
    await signIn(page, await createUser(baseURL!));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('/login?register=true shows the Registration Closed notice', async ({ page }) => {
    await page.goto('/login?register=true');
    const dialog = page.getByRole('dialog', { name: 'Registration Closed' });
    await expect(dialog).toContainText('Sorry, only beta testers are allowed in for the time being.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the signed-in session survives a reload', async ({ page, baseURL }) => {
    await signIn(page, await createUser(baseURL!));
    await page.reload();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('chat-main')).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('Forgot password? → e-mail → /reset-password → new password → /chat', async ({
    page,
    baseURL,
    request,
  }) => {
    const user = await createUser(baseURL!);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const sent = toast(page, 'Password reset email sent');
    await expect(sent.locator('[data-description]')).toHaveText(
      'Please check your email for password reset instructions.',
    );

    const mail = await latestMail(request, user.email);
    const link = verifyLink(mail);
    expect(decodeURIComponent(link)).toContain(`${baseURL}/reset-password`);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password/);
    await expect(page.getByLabel('Email')).toHaveValue(user.email);

    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await expect(page.getByLabel('New password')).toBeFocused();

    await page.getByLabel('New password').fill('a-brand-new-password');
    await page.getByLabel('Confirm password').fill('a-different-password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();

    await page.getByLabel('Confirm password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page).toHaveURL(/\/chat$/);

    // The new password is the one that works now.
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email: user.email, password: 'a-brand-new-password' }, '');
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('Back to Login returns to the login form', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('an expired or invalid link explains itself', async ({ page }) => {
    await page.goto(
      '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    await expect(page.getByRole('alert')).toContainText('Email link is invalid or has expired');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  });
});

test.describe('auth callback', () => {
  test('a link with a session goes on to /chat', async ({ page, baseURL, request }) => {
    const user = await createUser(baseURL!);
    // A magic link whose redirect is the callback route.
    const response = await request.post('/auth/v1/otp', {
      headers: { apikey: await anonKey(page) },
      data: { email: user.email, create_user: false },
      params: { redirect_to: `${baseURL}/auth/callback` },
    });
    expect(response.ok()).toBe(true);
    const mail = await latestMail(request, user.email);
    await page.goto(verifyLink(mail));
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('a failed link shows its error', async ({ page }) => {
    await page.goto(
      '/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await expect(page.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
    await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('chat page shell', () => {
  test('header with the product name, account menu with e-mail and profile, sign out', async ({
    page,
    baseURL,
  }) => {
    const user = await createUser(baseURL!);
    await signIn(page, user);
    const header = page.getByRole('banner');
    await expect(header).toContainText('Hearth');

    await header.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(user.email);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();

    const dialog = page.getByRole('dialog', { name: 'Profile' });
    await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
    await dialog.getByLabel('Display name').fill('Ada Lovelace');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    await header.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile' }).getByLabel('Display name')).toHaveValue(
      'Ada Lovelace',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Profile' })).toBeHidden();

    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Sign out from the account menu', async ({ page, baseURL }) => {
    await signIn(page, await createUser(baseURL!));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('fits a 360 px wide screen', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, await createUser(baseURL!));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('inactivity', () => {
  test('30 minutes without activity signs the user out', async ({ page, baseURL }) => {
    await page.clock.install();
    await signIn(page, await createUser(baseURL!));
    await expect(page.getByTestId('chat-main')).toBeVisible();

    // Activity restarts the countdown.
    await page.clock.fastForward('29:00');
    await page.keyboard.press('Shift');
    await page.clock.fastForward('29:00');
    await expect(page).toHaveURL(/\/chat$/);

    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You were signed out after 30 minutes of inactivity.')).toBeVisible();
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('session on a warm start', () => {
  // Requests a page sends past its service worker are not reported to the test; without one, all are.
  test.use({ serviceWorkers: 'block' });

  /** Records whether the page fetches supabase's auth client (auth-js' GoTrueClient chunk). */
  const watchAuthClient = (page: Page) => {
    let loaded = false;
    page.on('request', (request) => {
      if (/\/assets\/auth-client-[^/]+\.js$/.test(new URL(request.url()).pathname)) loaded = true;
    });
    return () => loaded;
  };

  test('a fresh token needs no auth client on the page; the sync worker refreshes it before it runs out', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, await createUser(baseURL!));
    await startChatting(page);
    // Delivered before the reload (a reload mid-delivery leaves the entry leased for 30 s).
    await sendAndWait(page, 'What is a cap rate?');
    // The stored access token has 100 s left as the app sees it (the server's copy is good for an
    // hour): more than supabase's 90 s margin, so the page needs no auth client to start; within three
    // 30 s ticks, so the worker's auth client refreshes it on its first tick.
    await setStoredTokenExpiry(page, 100);
    const before = (await storedSessionToken(page))!;
    const authClientLoaded = watchAuthClient(page);
    const bearers: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/interact(\/stream)?$/.test(new URL(request.url()).pathname))
        bearers.push(request.headers()['authorization'] ?? '');
    });
    await page.reload();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect
      .poll(async () => (await storedSessionToken(page))?.access_token, { timeout: 15_000 })
      .not.toBe(before.access_token);
    const after = (await storedSessionToken(page))!;
    expect(after.expires_at).toBeGreaterThan(before.expires_at! + 1_000);

    // The refresh was requested by the sync worker (its own resource timing), none by the page.
    const refreshes = (pattern: string) =>
      performance.getEntriesByType('resource').filter((entry) => new RegExp(pattern).test(entry.name)).length;
    const worker = page.workers().find((candidate) => candidate.url().includes('sync-worker'));
    expect(worker, 'a sync worker runs').toBeDefined();
    expect(await worker!.evaluate(refreshes, 'grant_type=refresh_token')).toBe(1);
    expect(await page.evaluate(refreshes, 'grant_type=refresh_token')).toBe(0);

    // The chat keeps syncing, with the refreshed token, and the page never loaded the auth client.
    await sendAndWait(page, 'And a good one?');
    expect(bearers.at(-1)).toBe(`Bearer ${after.access_token}`);
    expect(authClientLoaded()).toBe(false);
    await expect(page).toHaveURL(/\/chat/);
  });

  test('signing out in another tab signs out a tab that has not loaded the auth client', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, await createUser(baseURL!));
    await startChatting(page);
    await sendAndWait(page, 'What is a cap rate?');
    const authClientLoaded = watchAuthClient(page);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    expect(authClientLoaded()).toBe(false);

    const other = await context.newPage();
    await other.goto('/chat');
    await other.getByRole('button', { name: 'Account menu' }).click();
    await other.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('offline', () => {
  test('the installed app opens signed in from the stored session while the network is away', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, await createUser(baseURL!));
    await expect(page.getByTestId('chat-main')).toBeVisible();
    // The service worker precaches the shell and every route chunk, then controls the next load.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // Offline, with an access token that has expired: supabase cannot refresh it, and keeps it.
    await expireStoredAccessToken(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('chat-main')).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('banner')).toContainText('Hearth');

    // Back online, the session is refreshed and the user stays in.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByTestId('chat-main')).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
  });
});

test.describe('404', () => {
  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(new RegExp(`${new URL(page.url()).origin}/$`));
    await expect(page.getByRole('heading', { name: 'Your AI Assistant for Real Estate' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`login, reset view, 404 and the chat shell have no serious violations (${colorScheme})`, async ({
      page,
      baseURL,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'login');

      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'reset view');

      await page.goto('/login?register=true');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'registration closed dialog');

      await page.goto('/nope');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '404');

      await signIn(page, await createUser(baseURL!));
      await expect(page.getByTestId('chat-main')).toBeVisible();
      // The welcome toast is checked at rest: while it fades in, axe measures its text against the
      // page through its opacity (1.23:1 in the first frames).
      await expect(toast(page, 'Login successful')).toBeVisible();
      await waitForToastsAtRest(page);
      await expectNoSeriousA11yViolations(page, 'chat shell');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page.getByRole('dialog', { name: 'Profile' }).getByLabel('Display name')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'profile dialog');
    });
  }
});
