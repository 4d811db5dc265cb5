// Safe serving: which names the stack answers to, and which peers count as "this machine".
//
// DNS rebinding: a web page on evil.example can make its own name resolve to 127.0.0.1 and then talk to
// a loopback-only stack from the victim's browser. The browser still sends `Host: evil.example`, so the
// stack answers only the names it is meant to be reached by (loopback names, SITE_URL's host, the bound
// address and ALLOWED_HOSTS) and refuses every other Host with 403, WebSocket upgrades included.
import type { StackConfig } from '../config.ts';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/** True for an address or host name that can only be reached from this machine. */
export function isLoopback(hostOrAddress: string): boolean {
  const host = stripBrackets(hostOrAddress.toLowerCase());
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  // IPv4 loopback, also as an IPv4-mapped IPv6 address (::ffff:127.0.0.1).
  return /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/.test(host);
}

/** The host names (no port, lower case, IPv6 without brackets) the stack answers to. */
export function allowedHostnames(
  config: Pick<StackConfig, 'host' | 'siteUrl' | 'allowedHosts'>,
): Set<string> {
  const names = new Set(LOOPBACK_NAMES);
  if (config.siteUrl) names.add(stripBrackets(new URL(config.siteUrl).hostname.toLowerCase()));
  if (!isWildcard(config.host)) names.add(stripBrackets(config.host.toLowerCase()));
  for (const name of config.allowedHosts) names.add(stripBrackets(name.trim().toLowerCase()));
  return names;
}

/** Whether a Host header value (`name`, `name:port`, `[v6]:port`) names this stack. */
export function isAllowedHost(hostHeader: string | undefined | null, allowed: Set<string>): boolean {
  if (!hostHeader) return false;
  const hostname = hostnameOf(hostHeader);
  return (
    hostname !== null &&
    (allowed.has(hostname) || (hostname.endsWith('.localhost') && allowed.has('localhost')))
  );
}

export function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]' || host === '';
}

function hostnameOf(hostHeader: string): string | null {
  try {
    return stripBrackets(new URL(`http://${hostHeader.trim()}`).hostname.toLowerCase());
  } catch {
    return null;
  }
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

export const HOST_NOT_ALLOWED = {
  code: 'host_not_allowed',
  message: 'This host name is not served here. Set SITE_URL (or ALLOWED_HOSTS) to the address people use.',
} as const;
