// Shares the auth state through context. The auth runtime (auth-runtime.tsx: supabase's auth client,
// the auth and inactivity machines) is loaded only when it can matter: a session may be stored, the
// page is one that reads a session from its link or needs a signed-in user, or something started the
// auth client (the sign-in form). A first visit to the landing page or /login has no stored session,
// so the visitor is known to be signed out without downloading any of it.
//
// The runtime is mounted once its module is there, not through React.lazy: a Suspense boundary that
// showed its fallback reveals its content no sooner than ~300 ms later (React 19's reveal throttle),
// which put 300 idle milliseconds on every signed-in start.
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '../session/auth-context.ts';
import {
  authClientStarted,
  mayHaveStoredSession,
  onAuthClientStarted,
  onStoredSessionChange,
} from '../session/auth-storage.ts';
import type { AuthActors, AuthRuntimeProps } from './auth-runtime.tsx';
import { hashCarriesAuth } from '../session/initial-url.ts';

export { INACTIVITY_SIGN_OUT_MESSAGE } from '../session/auth-strings.ts';

type AuthRuntimeComponent = ComponentType<AuthRuntimeProps>;

let runtimeModule: Promise<AuthRuntimeComponent> | null = null;
let loadedRuntime: AuthRuntimeComponent | null = null;

function loadAuthRuntime(): Promise<AuthRuntimeComponent> {
  return (runtimeModule ??= import('./auth-runtime.tsx').then((module) => (loadedRuntime = module.default)));
}

/** Starts loading the runtime before React's first render when the page will need it (main.tsx). */
export function preloadAuthRuntime(): void {
  if (runtimeNeededAtStart()) void loadAuthRuntime().catch(() => {});
}

/** The runtime component once loaded (at once when it already is); starts loading it when `wanted`. */
function useAuthRuntime(wanted: boolean): AuthRuntimeComponent | null {
  const [runtime, setRuntime] = useState<AuthRuntimeComponent | null>(() => loadedRuntime);
  useEffect(() => {
    if (!wanted || runtime) return;
    let live = true;
    loadAuthRuntime().then(
      (component) => {
        if (live) setRuntime(() => component);
      },
      (error: unknown) => console.error('Loading the auth runtime failed', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, runtime]);
  return wanted ? runtime : null;
}

/** Routes a visitor with no stored session can see without the auth runtime. */
const PUBLIC_PATHS = new Set(['/', '/login']);

export interface AuthProviderProps {
  children: ReactNode;
  /** Replacements for the machines' I/O (component tests); the app uses supabase and the DOM. */
  actors?: AuthActors;
  /** The path the app opened on (tests); the app uses the browser's. */
  initialPath?: string;
}

export function AuthProvider({ children, actors, initialPath }: AuthProviderProps) {
  const [wanted, setWanted] = useState(() => {
    const needed = actors !== undefined || runtimeNeededAtStart(initialPath);
    // Before the first render commits: the module is on its way while React renders the shell.
    if (needed) void loadAuthRuntime().catch(() => {});
    return needed;
  });
  const AuthRuntime = useAuthRuntime(wanted);
  // Known signed out before the runtime came: its own start-up ('loading') changes nothing on screen
  // (the login form stays, with what was typed, while the sign-in it started goes on).
  const [knownSignedOut] = useState(() => !wanted);
  const [runtimeValue, setRuntimeValue] = useState<AuthContextValue | null>(null);
  const onChange = useCallback(
    (value: AuthContextValue) =>
      setRuntimeValue((current) =>
        knownSignedOut && current === null && value.status === 'loading' ? null : value,
      ),
    [knownSignedOut],
  );

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const stopStarted = onAuthClientStarted(want);
    const stopStorage = onStoredSessionChange(want);
    if (authClientStarted()) want();
    return () => {
      stopStarted();
      stopStorage();
    };
  }, [wanted]);

  const value = runtimeValue ?? (wanted && !knownSignedOut ? LOADING : SIGNED_OUT);
  return (
    <AuthContext.Provider value={value}>
      {AuthRuntime && <AuthRuntime actors={actors} onChange={onChange} />}
      {children}
    </AuthContext.Provider>
  );
}

function runtimeNeededAtStart(initialPath?: string): boolean {
  const location = globalThis.location;
  const path = initialPath ?? location?.pathname ?? '/';
  // A session in the link (#access_token=…) is read by the auth client, wherever it lands.
  const linkCarriesAuth = !initialPath && hashCarriesAuth(location?.hash ?? '');
  return !PUBLIC_PATHS.has(path) || linkCarriesAuth || mayHaveStoredSession();
}

const SIGNED_OUT_BASE = {
  session: null,
  user: null,
  recovery: false,
  offline: false,
  signOutReason: null,
  actor: null,
  signOut: async () => {},
} as const;

/** No stored session and nothing started the auth client: a visitor. */
const SIGNED_OUT: AuthContextValue = { ...SIGNED_OUT_BASE, status: 'signedOut' };
/** The runtime is on its way. */
const LOADING: AuthContextValue = { ...SIGNED_OUT_BASE, status: 'loading' };
