// Which hosts a message may load images from (issue 18): the site itself, and the hosts the operator
// allows (IMAGE_HOSTS on the local stack, VITE_IMAGE_HOSTS for a build served elsewhere). An image
// elsewhere would tell its host that someone read the message, and when, and could carry what a
// prompt-injected model put in its URL; it is shown as a link instead. The server's
// Content-Security-Policy (img-src) says the same to the browser.
import { readBackendConfig } from './backend-config.ts';

/** Host names from the backend config. */
export function allowedImageHosts(): readonly string[] {
  return readBackendConfig()?.imageHosts ?? [];
}

/** True when `src` (an absolute, sanitised URL) is on the site itself or an allowed host. */
export function imageHostAllowed(
  src: string,
  siteHost: string,
  allowed: readonly string[] = allowedImageHosts(),
): boolean {
  let host: string;
  try {
    host = new URL(src).host.toLowerCase();
  } catch {
    return false;
  }
  return host === siteHost.toLowerCase() || allowed.some((h) => h.toLowerCase() === host);
}
