// Runs the auth machine (fed by supabase's auth events) and the inactivity machine, and hands the
// auth state to <AuthProvider> (auth-provider.tsx), which loads this module only when a session may
// exist. The inactivity countdown runs only while a user is signed in; when it expires it asks the
// auth machine to sign out.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { waitFor, type AnyActorLogic } from 'xstate';
import { notify } from '../components/ui/toast.tsx';
import { refreshSessionOnReconnect } from '../features/pwa/session-refresh.ts';
import { authMachine, authStatus, type SignOutReason } from '../machines/auth-machine.ts';
import { inactivityMachine } from '../machines/inactivity-machine.ts';
import { appAuthSession } from '../session/auth-session.ts';
import type { AuthContextValue } from '../session/auth-context.ts';
import { INACTIVITY_SIGN_OUT_MESSAGE } from '../session/auth-strings.ts';
import { keptUnsentText, takeKeptUnsent } from '../lib/kept-unsent.ts';
import { appActivity, supabaseAuthEvents, supabaseSignOut } from '../session/supabase-auth-actors.ts';

export interface AuthActors {
  authEvents?: AnyActorLogic;
  signOut?: AnyActorLogic;
  activity?: AnyActorLogic;
}

export interface AuthRuntimeProps {
  /** Replacements for the machines' I/O (component tests); the app uses supabase and the DOM. */
  actors?: AuthActors;
  /** Receives every new auth state, before the browser paints it. */
  onChange: (value: AuthContextValue) => void;
}

let reconnectRefreshStarted = false;

export default function AuthRuntime({ actors, onChange }: AuthRuntimeProps) {
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
    if (actors || reconnectRefreshStarted) return;
    reconnectRefreshStarted = true;
    try {
      refreshSessionOnReconnect(appAuthSession());
    } catch {
      // No backend configured: the auth machine reports it; there is no session to care for.
    }
  }, [actors]);

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

  useLayoutEffect(() => onChange(value), [onChange, value]);
  return null;
}
