// Route guards (spec §2): a protected route waits for auth, then lets signed-in users through and
// sends everyone else to /login, remembering the page; a public-only route sends signed-in users on.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../session/auth-context.ts';
import { pathAfterSignIn, type RedirectState } from './redirect-state.ts';

export const CHECKING_SESSION_LABEL = 'Checking your session…';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner label={CHECKING_SESSION_LABEL} />;
  if (status === 'signedOut') {
    const state: RedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  // 'signingOut' keeps the page until the chores are done; then the redirect above applies.
  return children;
}

export function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner label={CHECKING_SESSION_LABEL} />;
  if (status === 'signedIn') return <Navigate to={pathAfterSignIn(location.state)} replace />;
  return children;
}
