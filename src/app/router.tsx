// Every route of spec §2. Each page is its own lazily loaded chunk: the first paint only needs the
// shell, and the service worker precaches every chunk for offline starts. The chat page's chunk is
// fetched as soon as the app opens on /chat, alongside the auth check rather than after it, and the
// page then renders without suspending (preloadable-lazy.tsx).
import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { PublicOnly, RequireAuth } from './guards.tsx';
import { preloadableLazy } from './preloadable-lazy.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

const LandingPage = lazy(() => import('../pages/landing-page.tsx'));
const LoginPage = lazy(() => import('../pages/login-page.tsx'));
const AuthCallbackPage = lazy(() => import('../pages/auth-callback-page.tsx'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password-page.tsx'));
const OnboardingPage = lazy(() => import('../pages/onboarding-page.tsx'));
const ChatPage = preloadableLazy(() => import('../pages/chat-page.tsx'));
if (globalThis.location?.pathname === '/chat') void ChatPage.preload();
const NotFoundPage = lazy(() => import('../pages/not-found-page.tsx'));

function RootLayout() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/login',
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/beta/onboarding', element: <OnboardingPage /> },
      {
        path: '/chat',
        element: (
          <RequireAuth>
            <ChatPage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
