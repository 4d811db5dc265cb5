// Target of the password-reset e-mail (spec §2): the link signs the user in with a recovery session;
// here they choose a new password (same rules as onboarding) and go on to /chat.
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../session/auth-context.ts';
import { initialHashError } from '../session/initial-url.ts';
import { usePageTitle } from './page-title.ts';
import { authClient } from '../session/auth-client.ts';
import { buttonClasses } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { notify } from '../components/ui/toast.tsx';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { NewPasswordForm } from '../features/auth/new-password-form.tsx';
import { messageOr } from '../lib/errors.ts';
import type { LoginLocationState } from './login-page.tsx';

export const RESET_PASSWORD_TEXT = {
  title: 'Choose a new password',
  description: 'Enter a new password for your account.',
  invalidLink: 'This password reset link is invalid or has expired. Request a new one from the login page.',
  saveFailedFallback: 'We could not update your password. Please try again.',
  savedTitle: 'Password updated',
  savedDescription: 'You are signed in with your new password.',
} as const;

export default function ResetPasswordPage() {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  usePageTitle('Reset password');
  const linkError = initialHashError();

  async function save(password: string): Promise<string | null> {
    const { error } = await authClient().updateUser({ password });
    if (error) return messageOr(error, RESET_PASSWORD_TEXT.saveFailedFallback);
    notify.success(RESET_PASSWORD_TEXT.savedTitle, { description: RESET_PASSWORD_TEXT.savedDescription });
    navigate('/chat', { replace: true });
    return null;
  }

  let body;
  if (status === 'loading') {
    body = (
      <div className="flex justify-center py-6 text-primary">
        <Spinner size="lg" label="Checking your reset link…" />
      </div>
    );
  } else if (status === 'signedIn' && user) {
    body = (
      <NewPasswordForm
        passwordLabel="New password"
        confirmLabel="Confirm password"
        submitLabel="Update password"
        onSave={save}
      >
        <div className="grid gap-2">
          <Label htmlFor="reset-email">Email</Label>
          <Input id="reset-email" type="email" value={user.email ?? ''} readOnly />
        </div>
      </NewPasswordForm>
    );
  } else {
    const state: LoginLocationState = { view: 'reset' };
    body = (
      <div className="grid gap-4">
        <p role="alert" className="text-sm text-destructive-text">
          {linkError?.description || RESET_PASSWORD_TEXT.invalidLink}
        </p>
        <Link to="/login" state={state} className={buttonClasses({ className: 'w-full' })}>
          Request a new link
        </Link>
      </div>
    );
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">{RESET_PASSWORD_TEXT.title}</CardTitle>
          <CardDescription>{RESET_PASSWORD_TEXT.description}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </AuthLayout>
  );
}
