// The `beta-invite` function as the onboarding page uses it (spec §7): validate the invite behind the
// token, then mark it complete once the password is set. Failures come back as values carrying the
// server's own wording when it sent one (its `error`, else its `message`), never as exceptions.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PRODUCT_NAME } from '../../../supabase/functions/_shared/product.ts';

export const BETA_INVITE_FUNCTION = 'beta-invite';

export interface InviteDetails {
  email: string;
  invitedBy: string | null;
  expiresAt: string | null;
}

export type InviteOutcome<T> = { ok: true; value: T } | { ok: false; error: string | null };

interface FunctionBody {
  ok?: unknown;
  email?: unknown;
  invited_by?: unknown;
  expires_at?: unknown;
  error?: unknown;
  message?: unknown;
}

export async function validateInvite(
  client: SupabaseClient,
  token: string,
): Promise<InviteOutcome<InviteDetails>> {
  const result = await callBetaInvite(client, { action: 'validate', token });
  if (!result.ok) return result;
  const body = result.value;
  if (typeof body.email !== 'string') return { ok: false, error: serverText(body) };
  return {
    ok: true,
    value: {
      email: body.email,
      invitedBy: nonBlank(body.invited_by),
      expiresAt: nonBlank(body.expires_at),
    },
  };
}

export async function completeInvite(client: SupabaseClient, token: string): Promise<InviteOutcome<null>> {
  const result = await callBetaInvite(client, { action: 'complete', token });
  return result.ok ? { ok: true, value: null } : result;
}

async function callBetaInvite(
  client: SupabaseClient,
  body: { action: 'validate' | 'complete'; token: string },
): Promise<InviteOutcome<FunctionBody>> {
  try {
    const { data, error } = await client.functions.invoke<FunctionBody>(BETA_INVITE_FUNCTION, { body });
    if (error) {
      const context = (error as { context?: unknown }).context;
      const errorBody = context instanceof Response ? await readJson(context) : null;
      return { ok: false, error: errorBody ? serverText(errorBody) : null };
    }
    if (!data || typeof data !== 'object' || data.ok === false) {
      return { ok: false, error: data && typeof data === 'object' ? serverText(data) : null };
    }
    return { ok: true, value: data };
  } catch (error) {
    console.error('beta-invite call failed', error);
    return { ok: false, error: null };
  }
}

async function readJson(response: Response): Promise<FunctionBody | null> {
  try {
    const value: unknown = await response.clone().json();
    return typeof value === 'object' && value !== null ? (value as FunctionBody) : null;
  } catch {
    return null;
  }
}

function serverText(body: FunctionBody): string | null {
  return nonBlank(body.error) ?? nonBlank(body.message);
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** 'Invited by {inviter} · Invite expires {date}' (spec §2), with the spec's fallbacks. */
export function inviteLine(details: Pick<InviteDetails, 'invitedBy' | 'expiresAt'>, locale?: string): string {
  return `Invited by ${details.invitedBy ?? DEFAULT_INVITER} · Invite expires ${formatExpiry(details.expiresAt, locale)}`;
}

export const DEFAULT_INVITER = `the ${PRODUCT_NAME} team`;

export function formatExpiry(expiresAt: string | null, locale?: string): string {
  if (!expiresAt) return 'soon';
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return 'soon';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The invite token from the query string, trimmed; null when missing or blank (spec §5). */
export function inviteTokenFrom(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return nonBlank(params.get('token')?.trim());
}
