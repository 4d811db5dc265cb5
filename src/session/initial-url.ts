// The URL the app was opened with. supabase-js consumes a session in the hash (and clears it) as soon
// as the client starts, so the pages that explain a failed e-mail link read the hash from here.

let captured: URL | null = null;

/** Called once from main.tsx, before the supabase client exists. */
export function captureInitialUrl(href: string = globalThis.location?.href ?? 'http://localhost/'): void {
  captured ??= new URL(href);
}

export function initialUrl(): URL | null {
  return captured;
}

/** A session or an auth error in a link's hash (`#access_token=…`, `#error=…`), as supabase reads it. */
export function hashCarriesAuth(hash: string): boolean {
  return /(^#|&)(access_token|error|error_code)=/.test(hash);
}

export interface HashError {
  /** GoTrue's error code, e.g. 'otp_expired'. */
  code: string | null;
  description: string;
}

/**
 * The error an auth redirect puts in the hash (`#error=access_denied&error_code=otp_expired&
 * error_description=Email+link+is+invalid+or+has+expired`), or null when the hash carries none.
 */
export function hashErrorOf(hash: string): HashError | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const description = params.get('error_description');
  const code = params.get('error_code');
  const error = params.get('error');
  if (!description && !code && !error) return null;
  return { code, description: description || code || error || '' };
}

/** The auth error the app was opened with, if it was opened from a failed e-mail link. */
export function initialHashError(): HashError | null {
  const url = captured ?? (globalThis.location ? new URL(globalThis.location.href) : null);
  return url ? hashErrorOf(url.hash) : null;
}

/** Test hook: forget the captured URL. */
export function resetInitialUrl(): void {
  captured = null;
}
