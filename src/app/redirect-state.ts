// "Remembering where they came from" (spec §2 guards): the protected route puts the path in the
// router's location state, the login screen reads it back. Only same-origin app paths are accepted,
// so a crafted state can never send a freshly signed-in user elsewhere.

export interface RedirectState {
  from?: string;
}

export const DEFAULT_SIGNED_IN_PATH = '/chat';

/** The remembered path from `location.state`, or null if absent or not a safe in-app path. */
export function rememberedPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as RedirectState).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\'))
    return null;
  if (from === '/login' || from.startsWith('/login?') || from.startsWith('/login#')) return null;
  return from;
}

/** Where a user goes after signing in. */
export function pathAfterSignIn(state: unknown): string {
  return rememberedPath(state) ?? DEFAULT_SIGNED_IN_PATH;
}
