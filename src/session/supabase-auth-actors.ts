// The auth machine's I/O, on the app's session client (auth-session.ts: supabase's auth client,
// loaded once it has something to do; supabase-js' `auth` fits as well).
import type { Session } from '@supabase/auth-js';
import { fromCallback, fromPromise } from 'xstate';
import { authEventFromSupabase, type AuthEvent, type SignOutInput } from '../machines/auth-machine.ts';
import { ACTIVITY_EVENTS, type InactivityEvent } from '../machines/inactivity-machine.ts';
import { runSignOutTasks } from './sign-out-tasks.ts';
import { clearActiveConversationId } from '../db/active-conversation.ts';
import { AUTH_REFRESH_MARGIN_MS } from '../sync/realtime-config.ts';
import type { SessionClient } from '../sync/session-client.ts';
import { appAuthSession, openedWithAuthInUrl } from './auth-session.ts';
import { safeLocalStorage, storedSession, tokenGoodFor } from './auth-storage.ts';

/** What the actors use: the session client and where it stores the session. */
export interface AuthHolder {
  auth: SessionClient & { readonly storageKey: string };
}

const appAuth = (): AuthHolder => ({ auth: appAuthSession() });

/**
 * supabase's auth events. When supabase starts with no usable session but one is still stored, a
 * refresh failed for network reasons (supabase removes a session the server rejected): the stored
 * session is reported instead, marked offline, so the app opens signed in from its local data.
 */
export function supabaseAuthEvents(getClient: () => AuthHolder = appAuth) {
  return fromCallback<AuthEvent>(({ sendBack }) => {
    let client: AuthHolder;
    try {
      client = getClient();
    } catch (error) {
      console.error(error);
      sendBack({ type: 'auth.initial_session', session: null });
      return;
    }
    // Offline with an expired access token, supabase retries the refresh for up to 30 s before it
    // reports anything; the stored session lets the app open at once instead. Online, a stored access
    // token good for longer than supabase's refresh margin is exactly the session supabase will
    // report once started (its start-up only reads storage and checks the expiry): reported at once
    // too, so a warm start does not wait for the auth client's start-up.
    const offline = isOffline();
    const stored = readStoredSession(client);
    if (stored && (offline || (tokenGoodFor(stored, AUTH_REFRESH_MARGIN_MS) && !openedWithAuthInUrl()))) {
      // After the machine has finished starting this actor.
      queueMicrotask(() => sendBack({ type: 'auth.initial_session', session: stored, offline }));
    }
    const { data } = client.auth.onAuthStateChange((event, session) => {
      const mapped = authEventFromSupabase(event, session);
      if (!mapped) return;
      if (mapped.type === 'auth.initial_session' && !mapped.session) {
        const stored = readStoredSession(client);
        if (stored) {
          sendBack({ type: 'auth.initial_session', session: stored, offline: true });
          return;
        }
      }
      sendBack(mapped);
    });
    return () => data.subscription.unsubscribe();
  });
}

/**
 * Runs the sign-out tasks, then revokes this device's session on the server (scope 'local': other
 * devices stay signed in). When the server cannot be reached the session is forgotten locally anyway.
 */
export function supabaseSignOut(getClient: () => AuthHolder = appAuth) {
  return fromPromise<void, SignOutInput>(async ({ input }) => {
    const userId = input.user?.id ?? null;
    await runSignOutTasks({ userId, reason: input.reason });
    // The chat session's task stops sync and wipes its data; a tab that never opened the chat has no
    // such task, so the user's local data is wiped here as well (a no-op when already gone).
    await wipeLocalData(userId);
    // The session is already gone (signed out in another tab, or the server revoked it).
    if (input.reason === 'session_ended') return;
    const client = getClient();
    const { error } = await client.auth.signOut({ scope: 'local' });
    if (error) {
      if (!isNetworkFailure(error)) console.error('Sign-out failed on the server', error);
      await forgetLocalSession(client);
    }
  });
}

async function wipeLocalData(userId: string | null): Promise<void> {
  try {
    clearActiveConversationId();
    // Loaded here: the database code is not needed to sign in or to read the session.
    if (userId) await (await import('../db/app-db.ts')).deleteUserDatabase(userId);
  } catch (error) {
    console.error('Could not delete the local data on sign-out', error);
  }
}

/** The session supabase-js keeps in localStorage, if any and well-formed. */
export function readStoredSession(
  client: AuthHolder,
  storage: Storage | null = safeLocalStorage(),
): Session | null {
  return storedSession(client.auth.storageKey, storage);
}

/**
 * auth-js' `isAuthRetryableFetchError` (the server could not be reached), by the name auth-js gives
 * that error: importing the helper would put the auth client's code in this module's chunk.
 */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'AuthRetryableFetchError';
}

/**
 * auth-js keeps the session when the revoke call fails (offline, or the server refused), which would
 * leave the user signed in after pressing Sign out. The session is removed from the storage the app
 * gave auth-js (auth-client.ts), then auth-js signs out locally again: with nothing stored it makes no
 * server call and does its ordinary local sign-out (the rest of its keys, SIGNED_OUT to every
 * subscriber and to the other tabs).
 */
async function forgetLocalSession(client: AuthHolder): Promise<void> {
  const storage = safeLocalStorage();
  storage?.removeItem(client.auth.storageKey);
  const { error } = await client.auth.signOut({ scope: 'local' });
  if (error) console.error('Could not end the local session', error);
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

const ACTIVITY_CHANNEL = 'hearth.activity';
const ACTIVITY_BROADCAST_INTERVAL_MS = 10_000;

/**
 * Activity for the inactivity machine: this tab's mouse downs, key presses, scrolls and touches,
 * plus activity in the user's other tabs (a BroadcastChannel, at most one message per 10 s), since
 * the sign-out it leads to ends the session in every tab.
 */
export const appActivity = fromCallback<InactivityEvent>(({ sendBack }) => {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ACTIVITY_CHANNEL) : null;
  let lastBroadcast = 0;
  const onLocalActivity = () => {
    sendBack({ type: 'user.activity' });
    const now = Date.now();
    if (channel && now - lastBroadcast >= ACTIVITY_BROADCAST_INTERVAL_MS) {
      lastBroadcast = now;
      channel.postMessage('activity');
    }
  };
  const onRemoteActivity = () => sendBack({ type: 'user.activity' });
  channel?.addEventListener('message', onRemoteActivity);
  for (const name of ACTIVITY_EVENTS)
    window.addEventListener(name, onLocalActivity, { capture: true, passive: true });
  return () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onLocalActivity, { capture: true });
    channel?.removeEventListener('message', onRemoteActivity);
    channel?.close();
  };
});
