// Spec §4 "Onboarding": no token is an error; while the session loads, wait; no session is an
// error; otherwise the invite behind the token is validated (once per user and token).
import { useEffect, useState } from 'react';
import { useAuth } from '../../session/auth-context.ts';
import { initialHashError } from '../../session/initial-url.ts';
import { supabase } from '../../session/supabase-client.ts';
import { ONBOARDING_MESSAGES } from '../../lib/errors.ts';
import { validateInvite, type InviteDetails } from './onboarding-api.ts';

/** An invitation link opened again (or after it expired): the invite may well be done already. */
export const USED_LINK_MESSAGE =
  'This invitation link has already been used or has expired. If you already chose a password, sign in; if you forgot it, reset it.';

export type InviteValidation =
  { phase: 'checking' } | { phase: 'ready'; invite: InviteDetails } | { phase: 'failed'; error: string };

export function useInviteValidation(token: string | null): InviteValidation {
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  const [result, setResult] = useState<{ key: string; validation: InviteValidation } | null>(null);
  const key = `${userId}:${token}`;

  useEffect(() => {
    if (!token || !userId) return;
    let current = true;
    void validateInvite(supabase(), token).then((outcome) => {
      if (!current) return;
      setResult({
        key,
        validation: outcome.ok
          ? { phase: 'ready', invite: outcome.value }
          : { phase: 'failed', error: outcome.error ?? ONBOARDING_MESSAGES.validateFailedFallback },
      });
    });
    return () => {
      current = false;
    };
  }, [key, token, userId]);

  if (!token) return { phase: 'failed', error: ONBOARDING_MESSAGES.missingToken };
  if (status === 'loading') return { phase: 'checking' };
  // A used or expired link comes back without a session and with GoTrue's error in the hash: say
  // what happened and offer sign-in and password reset (OnboardingCard) instead of a dead end.
  if (!userId)
    return {
      phase: 'failed',
      error: initialHashError() ? USED_LINK_MESSAGE : ONBOARDING_MESSAGES.noSession,
    };
  return result?.key === key ? result.validation : { phase: 'checking' };
}
