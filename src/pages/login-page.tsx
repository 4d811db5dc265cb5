import { Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePageTitle } from './page-title.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../components/ui/card.tsx';
import { cn } from '../components/ui/cn.ts';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';
import { RegistrationClosedDialog } from '../features/auth/registration-closed-button.tsx';
import { ResetRequestForm } from '../features/auth/reset-request-form.tsx';

export interface LoginLocationState {
  /** Open the Reset Password view directly (links from an expired reset e-mail). */
  view?: 'reset';
}

export default function LoginPage() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<'login' | 'reset'>(() =>
    (location.state as LoginLocationState | null)?.view === 'reset' ? 'reset' : 'login',
  );
  const [email, setEmail] = useState('');
  const registrationNotice = searchParams.get('register') === 'true';
  usePageTitle(view === 'login' ? 'Log in' : 'Reset password');

  function closeRegistrationNotice(open: boolean) {
    if (open) return;
    const next = new URLSearchParams(searchParams);
    next.delete('register');
    // Keep the remembered page (location.state) while dropping the parameter.
    setSearchParams(next, { replace: true, state: location.state });
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1">Welcome</CardTitle>
          <CardDescription>Sign in to your account to continue</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {view === 'login' ? (
            <>
              <div role="tablist" aria-label="Account" className="grid grid-cols-1 rounded-lg bg-muted p-1">
                <button
                  type="button"
                  role="tab"
                  id="login-tab"
                  aria-selected="true"
                  aria-controls="login-panel"
                  className={cn('h-9 rounded-md bg-surface text-sm font-medium shadow-sm')}
                >
                  Login
                </button>
              </div>
              <div role="tabpanel" id="login-panel" aria-labelledby="login-tab">
                <LoginForm
                  email={email}
                  onEmailChange={setEmail}
                  onForgotPassword={() => setView('reset')}
                  // Email takes the keyboard on load and when coming back from the reset view.
                  focusOnMount
                />
              </div>
            </>
          ) : (
            <ResetRequestForm email={email} onEmailChange={setEmail} onBack={() => setView('login')} />
          )}
        </CardContent>
        <CardFooter className="justify-center">
          <p className="text-center text-xs text-muted-foreground">
            By continuing you agree to our{' '}
            <Link to="/terms" className="font-medium text-primary underline underline-offset-4">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="font-medium text-primary underline underline-offset-4">
              Privacy Policy
            </Link>
            .
          </p>
        </CardFooter>
      </Card>
      {registrationNotice && (
        <Suspense fallback={null}>
          <RegistrationClosedDialog open onOpenChange={closeRegistrationNotice} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
