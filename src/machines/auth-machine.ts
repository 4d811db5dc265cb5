// Authentication state (spec §4 "Authentication"): loading, then signed in or signed out, driven by
// supabase-js' auth events. What it guarantees:
// - Nothing is decided before supabase has reported its initial session (or an earlier sign-in):
//   guards show a spinner while `loading`, so a signed-in user is never bounced to /login.
// - A stored session counts as signed in while the network is away. supabase-js keeps the session
//   when a refresh fails for network reasons but reports "no session" at start; the `authEvents`
//   actor then reports the stored session with `offline: true`. Network errors never sign anyone out.
// - Signing out (button or inactivity) goes through `signingOut`, whose `signOut` actor runs the
//   registered sign-out tasks before revoking the session, and always ends in `signedOut`, even
//   when the server cannot be reached. A sign-out that happens elsewhere (another tab, a revoked
//   refresh token) runs the same tasks, so no user's local data outlives their session.
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export type SignOutReason = 'user' | 'inactivity' | 'session_ended';

export type AuthEvent =
  | { type: 'auth.initial_session'; session: Session | null; offline?: boolean }
  | { type: 'auth.signed_in'; session: Session }
  | { type: 'auth.token_refreshed'; session: Session }
  | { type: 'auth.user_updated'; session: Session | null }
  | { type: 'auth.password_recovery'; session: Session | null }
  | { type: 'auth.signed_out' }
  /** A request from the app (sign-out button, inactivity), not a report from supabase. */
  | { type: 'auth.sign_out'; reason?: SignOutReason };

/** What the `authEvents` actor reports: supabase's events in the machine's vocabulary. */
export type AuthSourceEvent = Exclude<AuthEvent, { type: 'auth.sign_out' }>;

export interface AuthContext {
  session: Session | null;
  user: User | null;
  /** The session came from a password-recovery link (the user is about to choose a new password). */
  recovery: boolean;
  /** Signed in from the stored session while the auth server could not be reached. */
  offline: boolean;
  /** Why the last sign-out happened; null while signed in or before any sign-out. */
  signOutReason: SignOutReason | null;
}

export interface SignOutInput {
  user: User | null;
  reason: SignOutReason;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signingOut' | 'signedOut';

/** Maps a supabase-js auth event to the machine's event; null for events the machine ignores. */
export function authEventFromSupabase(
  event: AuthChangeEvent,
  session: Session | null,
): AuthSourceEvent | null {
  switch (event) {
    case 'INITIAL_SESSION':
      return { type: 'auth.initial_session', session };
    case 'SIGNED_IN':
    case 'MFA_CHALLENGE_VERIFIED':
      return session ? { type: 'auth.signed_in', session } : null;
    case 'TOKEN_REFRESHED':
      return session ? { type: 'auth.token_refreshed', session } : null;
    case 'USER_UPDATED':
      return { type: 'auth.user_updated', session };
    case 'PASSWORD_RECOVERY':
      return { type: 'auth.password_recovery', session };
    case 'SIGNED_OUT':
      return { type: 'auth.signed_out' };
    default:
      return null;
  }
}

function sessionOf(event: AuthEvent): Session | null {
  return 'session' in event ? event.session : null;
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    /** Reports supabase's auth events (an `onAuthStateChange` subscription). Provided by the app. */
    authEvents: fromCallback<AuthEvent>(() => {
      throw new Error('authMachine: the authEvents actor must be provided');
    }),
    /** Runs the sign-out tasks, then revokes the session. Provided by the app. */
    signOut: fromPromise<void, SignOutInput>(async () => {
      throw new Error('authMachine: the signOut actor must be provided');
    }),
  },
  guards: {
    hasSession: ({ event }) => sessionOf(event) !== null,
  },
  actions: {
    assignSession: assign(({ event }) => {
      const session = sessionOf(event);
      return {
        session,
        user: session?.user ?? null,
        offline: event.type === 'auth.initial_session' ? Boolean(event.offline) : false,
        signOutReason: null,
      };
    }),
    assignRecovery: assign({ recovery: true }),
    assignSignOutReason: assign({
      signOutReason: ({ event }) =>
        event.type === 'auth.sign_out' ? (event.reason ?? 'user') : 'session_ended',
    }),
    clearSession: assign({ session: null, user: null, recovery: false, offline: false }),
    reportSignOutError: (_, params: { error: unknown }) => {
      console.error('Sign-out did not finish cleanly', params.error);
    },
  },
}).createMachine({
  id: 'auth',
  context: { session: null, user: null, recovery: false, offline: false, signOutReason: null },
  // The subscription lives as long as the machine, in every state.
  invoke: { id: 'authEvents', src: 'authEvents' },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'auth.initial_session': [
          { guard: 'hasSession', target: 'signedIn', actions: 'assignSession' },
          { target: 'signedOut' },
        ],
        'auth.signed_in': { target: 'signedIn', actions: 'assignSession' },
        'auth.token_refreshed': { target: 'signedIn', actions: 'assignSession' },
        'auth.user_updated': { guard: 'hasSession', target: 'signedIn', actions: 'assignSession' },
        'auth.password_recovery': [
          { guard: 'hasSession', target: 'signedIn', actions: ['assignSession', 'assignRecovery'] },
          { target: 'signedOut' },
        ],
        'auth.signed_out': { target: 'signedOut' },
      },
    },
    signedIn: {
      on: {
        'auth.initial_session': { guard: 'hasSession', actions: 'assignSession' },
        'auth.signed_in': { actions: 'assignSession' },
        'auth.token_refreshed': { actions: 'assignSession' },
        'auth.user_updated': { guard: 'hasSession', actions: 'assignSession' },
        'auth.password_recovery': { guard: 'hasSession', actions: ['assignSession', 'assignRecovery'] },
        'auth.signed_out': { target: 'signingOut', actions: 'assignSignOutReason' },
        'auth.sign_out': { target: 'signingOut', actions: 'assignSignOutReason' },
      },
    },
    signingOut: {
      // supabase's own SIGNED_OUT (caused by the actor) and stray refreshes are ignored here.
      invoke: {
        src: 'signOut',
        input: ({ context }) => ({ user: context.user, reason: context.signOutReason ?? 'user' }),
        onDone: { target: 'signedOut' },
        onError: {
          target: 'signedOut',
          actions: { type: 'reportSignOutError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedOut: {
      entry: 'clearSession',
      on: {
        'auth.initial_session': { guard: 'hasSession', target: 'signedIn', actions: 'assignSession' },
        'auth.signed_in': { target: 'signedIn', actions: 'assignSession' },
        'auth.token_refreshed': { target: 'signedIn', actions: 'assignSession' },
        'auth.password_recovery': {
          guard: 'hasSession',
          target: 'signedIn',
          actions: ['assignSession', 'assignRecovery'],
        },
      },
    },
  },
});

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export function authStatus(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches('signedOut')) return 'signedOut';
  return 'loading';
}
