// Every route of spec §2. Each page is its own lazily loaded chunk: the first paint only needs the
// shell, and the service worker precaches every chunk for offline starts. The chat page's chunk is
// fetched as soon as the app opens on /chat, alongside the auth check rather than after it, and the
// page then renders without suspending (preloadable-lazy.tsx).
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { PublicOnly, RequireAuth } from './guards.tsx';
import { useLocation } from './navigation.tsx';
import { preloadableLazy } from './preloadable-lazy.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

const LandingPage = lazy(() => import('../pages/landing-page.tsx'));
const LoginPage = lazy(() => import('../pages/login-page.tsx'));
const AuthCallbackPage = lazy(() => import('../pages/auth-callback-page.tsx'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password-page.tsx'));
const OnboardingPage = lazy(() => import('../pages/onboarding-page.tsx'));
const ChatPage = preloadableLazy(() => import('../pages/chat-page.tsx'), <FullPageSpinner />);
if (globalThis.location?.pathname === '/chat') void ChatPage.preload();
const NotFoundPage = lazy(() => import('../pages/not-found-page.tsx'));

/** The page for a path: exact matches only (every route of the spec is a fixed path). */
export function routeElement(pathname: string): ReactNode {
  switch (pathname) {
    case '/':
      return <LandingPage />;
    case '/login':
      return (
        <PublicOnly>
          <LoginPage />
        </PublicOnly>
      );
    case '/auth/callback':
      return <AuthCallbackPage />;
    case '/reset-password':
      return <ResetPasswordPage />;
    case '/beta/onboarding':
      return <OnboardingPage />;
    case '/chat':
      return (
        <RequireAuth>
          <ChatPage />
        </RequireAuth>
      );
    default:
      return <NotFoundPage />;
  }
}

/** The current route's page; a page that throws (or whose chunk cannot load) shows the error page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  // A trailing slash names the same page (/chat/ is /chat), as it did under react-router.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <RouteErrorBoundary key={path}>{routeElement(path)}</RouteErrorBoundary>
    </Suspense>
  );
}

class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
