// Password sign-in (spec §2 "Login", §8). On success supabase reports SIGNED_IN and the public-only
// guard around /login takes the user on (to the remembered page, else /chat).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { authClient } from '../../session/auth-client.ts';
import { LOGIN_MESSAGES, messageOr } from '../../lib/errors.ts';
import { readBackendConfig } from '../../lib/backend-config.ts';
import { wrongOriginMessage } from '../../lib/wrong-origin.ts';

export interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  /** Put the keyboard in the Email field on mount (coming back from the Reset Password view). */
  focusOnMount?: boolean;
}

export function LoginForm({ email, onEmailChange, onForgotPassword, focusOnMount = false }: LoginFormProps) {
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) emailRef.current?.focus();
  }, [focusOnMount]);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { error } = await authClient().signInWithPassword({ email: email.trim(), password });
      if (error) throw error;
      notify.success(LOGIN_MESSAGES.successTitle, { description: LOGIN_MESSAGES.successDescription });
    } catch (error) {
      notify.error(LOGIN_MESSAGES.failedTitle, {
        description:
          wrongOriginMessage(error, location.origin, readBackendConfig()?.supabaseUrl) ??
          messageOr(error, LOGIN_MESSAGES.failedFallback),
      });
      setSubmitting(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit} aria-label="Sign in">
      <TextField
        ref={emailRef}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" className="w-full" loading={submitting}>
        Sign In
      </Button>
      {/* After Sign In, so Tab goes Email → Password → Sign In: a password typed after one Tab never
          lands on this link (whose Enter would open the reset view). */}
      <Button variant="link" className="justify-self-center text-sm" onClick={onForgotPassword}>
        Forgot password?
      </Button>
    </form>
  );
}
