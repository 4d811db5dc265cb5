// Beta onboarding (spec §2 "Beta onboarding", §4, §5, §8): validate the invite, choose a password,
// complete the invite, go to the workspace.
import { Link, useNavigate } from 'react-router-dom';
import { authClient } from '../../session/auth-client.ts';
import { supabase } from '../../session/supabase-client.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { messageOr, ONBOARDING_MESSAGES } from '../../lib/errors.ts';
import { NewPasswordForm } from '../auth/new-password-form.tsx';
import { completeInvite, inviteLine, type InviteDetails } from './onboarding-api.ts';
import { useInviteValidation } from './use-invite-validation.ts';

export const SUPPORT_EMAIL = 'support@hearth.local';

export const ONBOARDING_TEXT = {
  title: 'Finish setting up your beta access',
  description: 'Choose a password to finish creating your account.',
  validating: 'Checking your invitation…',
  resendHelp:
    'If your invitation has expired or was already used, contact the partner who invited you and ask them to send you a new one.',
  tryAgain: 'Try again',
  signIn: 'Sign in',
  resetPassword: 'Reset password',
  passwordLabel: 'Create a password',
  confirmLabel: 'Confirm password',
  submit: 'Save and continue',
} as const;

export function OnboardingCard({ token }: { token: string | null }) {
  const validation = useInviteValidation(token);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{ONBOARDING_TEXT.title}</CardTitle>
        {validation.phase === 'ready' ? (
          <CardDescription>{ONBOARDING_TEXT.description}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {validation.phase === 'checking' ? (
          <div className="flex justify-center py-6 text-primary">
            <Spinner size="lg" label={ONBOARDING_TEXT.validating} />
          </div>
        ) : validation.phase === 'failed' ? (
          <div className="grid gap-4">
            <p role="alert" className="font-medium text-destructive-text">
              {validation.error}
            </p>
            <p className="text-sm text-muted-foreground">{ONBOARDING_TEXT.resendHelp}</p>
            {/* The way forward when the invite was already completed: sign in, or reset the password. */}
            <div className="grid gap-2 sm:grid-cols-2">
              <Link to="/login" className={buttonClasses()}>
                {ONBOARDING_TEXT.signIn}
              </Link>
              <Link to="/login" state={{ view: 'reset' }} className={buttonClasses({ variant: 'outline' })}>
                {ONBOARDING_TEXT.resetPassword}
              </Link>
            </div>
            <Button variant="ghost" onClick={() => window.location.reload()}>
              {ONBOARDING_TEXT.tryAgain}
            </Button>
          </div>
        ) : (
          <PasswordStep token={token} invite={validation.invite} />
        )}
      </CardContent>
      <CardFooter>
        <p className="text-sm text-muted-foreground">
          Need help? Forward your invitation e-mail to{' '}
          <a
            className="font-medium text-primary underline underline-offset-4"
            href={`mailto:${SUPPORT_EMAIL}`}
          >
            {SUPPORT_EMAIL}
          </a>{' '}
          and we will get you in.
        </p>
      </CardFooter>
    </Card>
  );
}

const WELCOME_TOAST_ID = 'onboarding-welcome';
/** How long the welcome toast is read on this page before the redirect it announces. */
const REDIRECT_NOTICE_MS = 1_500;

function PasswordStep({ token, invite }: { token: string | null; invite: InviteDetails }) {
  const navigate = useNavigate();

  async function save(password: string): Promise<string | null> {
    if (!token) return ONBOARDING_MESSAGES.tokenMissing;
    const auth = authClient();
    const {
      data: { session },
    } = await auth.getSession();
    if (!session) return ONBOARDING_MESSAGES.sessionExpired;

    const { error } = await auth.updateUser({ password });
    if (error) return messageOr(error, ONBOARDING_MESSAGES.setPasswordFailedFallback);

    const completion = await completeInvite(supabase(), token);
    if (completion.ok) {
      // "Redirecting you to the workspace..." is true while it shows: here, before the redirect, and
      // gone once the workspace opens (issue 23 §9).
      notify.success(ONBOARDING_MESSAGES.successTitle, {
        id: WELCOME_TOAST_ID,
        description: ONBOARDING_MESSAGES.successDescription,
        duration: Infinity,
      });
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_NOTICE_MS));
      notify.dismiss(WELCOME_TOAST_ID);
    } else {
      // The password is saved, so the account works: warn, and let them in anyway.
      notify.error(ONBOARDING_MESSAGES.completeWarningTitle, {
        description: completion.error ?? ONBOARDING_MESSAGES.completeWarningFallback,
      });
    }
    navigate('/chat', { replace: true });
    return null;
  }

  return (
    <NewPasswordForm
      passwordLabel={ONBOARDING_TEXT.passwordLabel}
      confirmLabel={ONBOARDING_TEXT.confirmLabel}
      submitLabel={ONBOARDING_TEXT.submit}
      onSave={save}
    >
      <div className="grid gap-2">
        <Label htmlFor="onboarding-email">Email</Label>
        <Input
          id="onboarding-email"
          type="email"
          value={invite.email}
          readOnly
          aria-describedby="onboarding-invite"
        />
        <p id="onboarding-invite" className="text-sm text-muted-foreground">
          {inviteLine(invite)}
        </p>
      </div>
    </NewPasswordForm>
  );
}
