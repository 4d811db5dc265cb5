// A page opened at another address than the one Hearth is served at (http://localhost:3000 while
// SITE_URL is https://beta.example.com) sends its auth calls to SITE_URL, and the Content-Security-
// Policy (connect-src 'self') or the network refuses them before any answer: the browser's only word
// for that is "Failed to fetch". This says what to do instead.

/** Fetch's own words for a request that got no answer at all (Chromium, Firefox, Safari, Node). */
const NO_ANSWER =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|fetch failed)$/i;

export function wrongOriginMessage(
  error: unknown,
  pageOrigin: string,
  backendUrl: string | undefined,
): string | null {
  if (!backendUrl || !noAnswer(error)) return null;
  let backendOrigin: string;
  try {
    backendOrigin = new URL(backendUrl).origin;
  } catch {
    return null;
  }
  if (backendOrigin === pageOrigin) return null;
  return `This page is not Hearth's address: open Hearth at ${backendOrigin} and sign in there.`;
}

function noAnswer(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'AuthRetryableFetchError' && (message === '{}' || message === '')) return true;
  return typeof message === 'string' && NO_ANSWER.test(message.trim());
}
