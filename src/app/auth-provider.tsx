// Runs the auth machine (fed by supabase's auth events) and the inactivity machine for the whole
// app, and shares the auth state through context. The inactivity countdown runs only while a user
// is signed in; when it expires it asks the auth machine to sign out.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { waitFor, type AnyActorLogic } from 'xstate';
import { notify } from '../components/ui/toast.tsx';
import { authMachine, authStatus, type SignOutReason } from '../machines/auth-machine.ts';
import { inactivityMachine } from '../machines/inactivity-machine.ts';
import { takeKeptUnsent, type KeptUnsent } from '../sync/sign-out.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { appActivity, supabaseAuthEvents, supabaseSignOut } from './supabase-auth-actors.ts';

export const INACTIVITY_SIGN_OUT_MESSAGE = 'You were signed out after 30 minutes of inactivity.';

/** The toast's description when an inactivity sign-out kept unsent work on this device. */
export function keptUnsentText(kept: KeptUnsent): string {
  const parts = [
    kept.messages > 0 ? `${kept.messages} unsent ${kept.messages === 1 ? 'change' : 'changes'}` : '',
    kept.drafts > 0 ? `${kept.drafts} ${kept.drafts === 1 ? 'draft' : 'drafts'}` : '',
  ].filter(Boolean);
  return `${parts.join(' and ')} kept on this device: sign in again to deliver ${parts.length > 1 || kept.messages + kept.drafts > 1 ? 'them' : 'it'}.`;
}

export interface AuthProviderProps {
  children: ReactNode;
  /** Replacements for the machines' I/O (component tests); the app uses supabase and the DOM. */
  actors?: { authEvents?: AnyActorLogic; signOut?: AnyActorLogic; activity?: AnyActorLogic };
}

export function AuthProvider({ children, actors }: AuthProviderProps) {
  const [authLogic] = useState(() =>
    authMachine.provide({
      actors: {
        authEvents: (actors?.authEvents ?? supabaseAuthEvents()) as never,
        signOut: (actors?.signOut ?? supabaseSignOut()) as never,
      },
    }),
  );
  const auth = useActorRef(authLogic);

  const [inactivityLogic] = useState(() =>
    inactivityMachine.provide({
      actors: { activity: (actors?.activity ?? appActivity) as never },
      actions: { signOut: () => auth.send({ type: 'auth.sign_out', reason: 'inactivity' }) },
    }),
  );
  const inactivity = useActorRef(inactivityLogic);

  const status = useSelector(auth, authStatus);
  const context = useSelector(auth, (snapshot) => snapshot.context);

  useEffect(() => {
    inactivity.send({ type: status === 'signedIn' ? 'session.started' : 'session.ended' });
  }, [inactivity, status]);

  // Tell the user why they suddenly see the login screen.
  const previousStatus = useRef(status);
  useEffect(() => {
    if (
      previousStatus.current !== 'signedOut' &&
      status === 'signedOut' &&
      context.signOutReason === 'inactivity'
    ) {
      const kept = takeKeptUnsent();
      notify.info(INACTIVITY_SIGN_OUT_MESSAGE, {
        id: 'inactivity-sign-out',
        duration: kept ? 30_000 : 10_000,
        // S20: what could not be delivered first is kept on this device, never dropped unannounced.
        ...(kept ? { description: keptUnsentText(kept) } : {}),
      });
    }
    previousStatus.current = status;
  }, [status, context.signOutReason]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      session: context.session,
      user: context.user,
      recovery: context.recovery,
      offline: context.offline,
      signOutReason: context.signOutReason,
      actor: auth,
      signOut: async (reason: SignOutReason = 'user') => {
        auth.send({ type: 'auth.sign_out', reason });
        await waitFor(auth, (snapshot) => !snapshot.matches('signedIn') && !snapshot.matches('signingOut'));
      },
    }),
    [auth, status, context],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
