// Every route of spec §2, with react-router-dom (declarative mode: the app loads no data in its
// routes, so `<Routes>` is all it needs). Each page is its own lazily loaded chunk: the first paint
// only needs the shell, and the service worker precaches every chunk for offline starts. The chat
// page's chunk is fetched as soon as the app opens on /chat, alongside the auth check rather than
// after it, and the page then renders without suspending (preloadable-lazy.tsx).
//
// A conversation has its own URL, `/chat/:conversationId` (lib/conversation-url.ts); `/chat` and it
// are one route with an optional segment, so switching conversations never remounts the chat page.
// Links of the earlier form, `/chat?c=<id>`, are sent on to `/chat/<id>`.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import {
  conversationPath,
  legacyConversationIdFromSearch,
  searchWithoutLegacyConversation,
} from '../lib/conversation-url.ts';
import { PublicOnly, RequireAuth } from './guards.tsx';
import { preloadableLazy } from './preloadable-lazy.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

const LandingPage = lazy(() => import('../pages/landing-page.tsx'));
const LoginPage = lazy(() => import('../pages/login-page.tsx'));
const AuthCallbackPage = lazy(() => import('../pages/auth-callback-page.tsx'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password-page.tsx'));
const OnboardingPage = lazy(() => import('../pages/onboarding-page.tsx'));
const ChatPage = preloadableLazy(() => import('../pages/chat-page.tsx'), <FullPageSpinner />);
if (/^\/chat(\/|$)/.test(globalThis.location?.pathname ?? '')) void ChatPage.preload();
const NotFoundPage = lazy(() => import('../pages/not-found-page.tsx'));
const TermsPage = lazy(() => import('../pages/site-page.tsx').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../pages/site-page.tsx').then((m) => ({ default: m.PrivacyPage })));

/** The routes; a page that throws (or whose chunk cannot load) shows the error page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <RouteErrorBoundary pathname={pathname}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route
            path="/login"
            element={
              <PublicOnly>
                <LoginPage />
              </PublicOnly>
            }
          />
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/beta/onboarding" element={<OnboardingPage />} />
          <Route path="/chat/:conversationId?" element={<ChatRoute />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </RouteErrorBoundary>
    </Suspense>
  );
}

/** The protected chat page; an old `/chat?c=<id>` link is first sent on to `/chat/<id>`. */
function ChatRoute() {
  const { search, hash } = useLocation();
  const legacyId = legacyConversationIdFromSearch(search);
  if (legacyId)
    return (
      <Navigate
        replace
        to={{ pathname: conversationPath(legacyId), search: searchWithoutLegacyConversation(search), hash }}
      />
    );
  return (
    <RequireAuth>
      <ChatPage />
    </RequireAuth>
  );
}

interface BoundaryState {
  error: unknown;
  pathname: string | null;
}

/** The route error page until the user goes to another path (a conversation switch included). */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, pathname: null };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }
  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, error: undefined };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
