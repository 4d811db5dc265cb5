// What the app knows about the signed-in user, for any component: `useAuth()`.
import type { Session, User } from '@supabase/auth-js';
import { createContext, useContext } from 'react';
import type { AuthActorRef, AuthStatus, SignOutReason } from '../machines/auth-machine.ts';

export interface AuthContextValue {
  /** 'loading' until supabase has reported the initial session; 'signingOut' while sign-out chores run. */
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** The session came from a password-recovery link. */
  recovery: boolean;
  /** Signed in from the stored session while the auth server is unreachable. */
  offline: boolean;
  /** Why the last sign-out happened (null while signed in). */
  signOutReason: SignOutReason | null;
  /** Runs the sign-out tasks, revokes the session and resolves once signed out. Never rejects. */
  signOut: (reason?: SignOutReason) => Promise<void>;
  /** The auth machine itself, for `useSelector` and `snapshot.can(event)`; null until it runs. */
  actor: AuthActorRef | null;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user, or null. */
export function useUser(): User | null {
  return useAuth().user;
}

/** The current session (its access token for bearer calls), or null. */
export function useSession(): Session | null {
  return useAuth().session;
}
