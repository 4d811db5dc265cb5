// "Forgot password?" (spec §2 "Login", §7, §8): sends the recovery e-mail, whose link lands on
// /reset-password with a recovery session.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { authClient } from '../../session/auth-client.ts';
import { messageOr, RESET_MESSAGES } from '../../lib/errors.ts';
import { readBackendConfig } from '../../lib/backend-config.ts';
import { wrongOriginMessage } from '../../lib/wrong-origin.ts';

export interface ResetRequestFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

export function resetRedirectUrl(origin: string = window.location.origin): string {
  return `${origin}/reset-password`;
}

export function ResetRequestForm({ email, onEmailChange, onBack }: ResetRequestFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The view replaced the login form: move the keyboard to its start.
  useEffect(() => headingRef.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { error } = await authClient().resetPasswordForEmail(email.trim(), {
        redirectTo: resetRedirectUrl(),
      });
      if (error) throw error;
      notify.success(RESET_MESSAGES.sentTitle, { description: RESET_MESSAGES.sentDescription });
    } catch (error) {
      notify.error(RESET_MESSAGES.failedTitle, {
        description:
          wrongOriginMessage(error, location.origin, readBackendConfig()?.supabaseUrl) ??
          messageOr(error, RESET_MESSAGES.failedFallback),
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit} aria-labelledby="reset-password-heading">
      <div className="grid gap-1">
        <h2 id="reset-password-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
          Reset Password
        </h2>
        <p className="text-sm text-muted-foreground">
          Enter the email address of your account and we will send you a link to choose a new password.
        </p>
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <Button type="submit" className="w-full" loading={submitting}>
        Send Reset Link
      </Button>
      <Button variant="link" className="justify-self-center text-sm" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
