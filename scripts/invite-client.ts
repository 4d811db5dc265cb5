// Invites a beta tester through any Supabase-compatible backend (the local stack or a Supabase
// project) given its URL and service-role key, and returns the onboarding link to hand them.
// With the `beta-invite` function deployed, it creates a tracked invite (single-use token, expiry);
// without it, it falls back to a plain auth invite link that lands on the onboarding page.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export interface InviteOptions {
  url: string;
  serviceRoleKey: string;
  email: string;
  inviter?: string;
  /** Where the app is served; defaults to the backend URL (one origin for the local stack). */
  siteUrl?: string;
}

export interface InviteResult {
  link: string;
  /** 'function' when the beta-invite function created it, 'auth' for the plain auth invite. */
  via: 'function' | 'auth';
}

export async function inviteTester(options: InviteOptions): Promise<InviteResult> {
  const admin = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js wants one even though this client never subscribes.
    realtime: { transport: WebSocket as never },
  });
  const siteUrl = options.siteUrl ?? options.url;
  const viaFunction = await admin.functions.invoke('beta-invite', {
    body: { action: 'create', email: options.email, invited_by: options.inviter, site_url: siteUrl },
  });
  if (!viaFunction.error) {
    const link = (viaFunction.data as { link?: string } | null)?.link;
    if (link) return { link, via: 'function' };
  } else if ((viaFunction.error as { context?: Response }).context?.status !== 404) {
    const body = await (viaFunction.error as { context?: Response }).context?.text().catch(() => '');
    throw new Error(`The beta-invite function refused the invite: ${body || viaFunction.error.message}`);
  }
  const generated = await admin.auth.admin.generateLink({
    type: 'invite',
    email: options.email,
    options: { redirectTo: `${siteUrl}/beta/onboarding`, data: { invited_by: options.inviter ?? null } },
  });
  if (generated.error) throw new Error(`Could not invite ${options.email}: ${generated.error.message}`);
  return { link: generated.data.properties.action_link, via: 'auth' };
}
