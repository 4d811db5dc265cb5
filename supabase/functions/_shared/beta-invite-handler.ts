// The `beta-invite` function, built from its environment; shared by the Deno entry point and the
// local stack. SITE_URL (where the app is served) and INVITE_TTL_DAYS (default 7) configure it.
import { createBetaInviteService } from './beta-invite-service.ts';
import { supabaseInviteAuth, supabaseInviteStore } from './beta-invite-supabase.ts';
import { functionClients, type CreateClient } from './supabase-clients.ts';

export const DEFAULT_INVITE_TTL_DAYS = 7;

export function createBetaInviteHandler(
  env: Record<string, string | undefined>,
  createClient: CreateClient,
  options: { now?: () => Date } = {},
): (request: Request) => Promise<Response> {
  const { serviceClient } = functionClients(env, createClient);
  return createBetaInviteService({
    invites: supabaseInviteStore(serviceClient),
    auth: supabaseInviteAuth(serviceClient),
    now: options.now ?? (() => new Date()),
    ttlDays: inviteTtlDays(env.INVITE_TTL_DAYS),
    siteUrl: env.SITE_URL || undefined,
  });
}

function inviteTtlDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_INVITE_TTL_DAYS;
  const days = Number(value);
  if (!Number.isFinite(days) || days <= 0)
    throw new Error(`INVITE_TTL_DAYS must be a positive number, got "${value}"`);
  return days;
}
