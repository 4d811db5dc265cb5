// Where e-mail links land (spec §2 "/auth/callback"): supabase-js turns the session in the URL hash
// into a signed-in state; then the user goes to /chat. A failed link shows its error instead.
import { Navigate, Link } from 'react-router-dom';
import { useAuth } from '../session/auth-context.ts';
import { initialHashError } from '../session/initial-url.ts';
import { usePageTitle } from './page-title.ts';
import { buttonClasses } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { AuthLayout } from '../features/auth/auth-layout.tsx';

export const AUTH_CALLBACK_TEXT = {
  signingIn: 'Signing you in…',
  failedTitle: 'We could not sign you in',
  noSession: 'This sign-in link is invalid or has expired. Please sign in or request a new link.',
} as const;

export default function AuthCallbackPage() {
  const { status } = useAuth();
  usePageTitle('Signing in');
  const linkError = initialHashError();

  if (status === 'signedIn') return <Navigate to="/chat" replace />;

  return (
    <AuthLayout>
      <Card>
        {status === 'loading' && !linkError ? (
          <CardContent className="flex justify-center py-10 text-primary">
            <Spinner size="lg" label={AUTH_CALLBACK_TEXT.signingIn} />
          </CardContent>
        ) : (
          <>
            <CardHeader>
              <CardTitle as="h1">{AUTH_CALLBACK_TEXT.failedTitle}</CardTitle>
              <CardDescription role="alert">
                {linkError?.description || AUTH_CALLBACK_TEXT.noSession}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Link to="/login" className={buttonClasses({ className: 'w-full' })}>
                Back to Login
              </Link>
            </CardContent>
          </>
        )}
      </Card>
    </AuthLayout>
  );
}
