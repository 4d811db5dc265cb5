// Invites a beta tester through any Supabase-compatible backend (the local stack or a Supabase
// project) given its URL and service-role key, by calling the `beta-invite` function, which records a
// single-use, expiring invite and returns the auth link that signs the tester in and lands on
// /beta/onboarding?token=…. There is deliberately no fallback to a bare auth invite: without the
// function's token the onboarding page cannot validate anything.
import {
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
  type FunctionsError,
} from '@supabase/supabase-js';
import { createNodeClient } from './node-supabase-client.ts';

export interface InviteOptions {
  url: string;
  serviceRoleKey: string;
  email: string;
  inviter?: string;
  /**
   * Where the app is served. Left out, the backend's own SITE_URL decides (the local stack always
   * knows it); a Supabase project whose functions have no SITE_URL needs it.
   */
  siteUrl?: string;
  /** Milliseconds before giving up on the backend (default 30 s). */
  timeoutMs?: number;
}

export interface InviteResult {
  /** The onboarding link to hand the tester. */
  link: string;
  /** Always the function now; kept for callers written when a plain auth invite was the fallback. */
  via: 'function';
  expiresAt: string;
  /** Open invites for this address made before: the links handed over for them no longer work. */
  replaced: number;
}

/** The address already has an account: no invite was made. */
export interface AlreadyMember {
  member: true;
  email: string;
  /** A password-reset link to hand over if they forgot their password. */
  resetLink: string;
}

export type InviteFailure = 'unreachable' | 'not_deployed' | 'bad_key' | 'refused' | 'unexpected';

export class InviteError extends Error {
  override name = 'InviteError';
  constructor(
    readonly failure: InviteFailure,
    message: string,
    /** The function's stable error code, when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

interface CreatedBody {
  ok?: boolean;
  link?: string | null;
  email?: string;
  expires_at?: string;
  emailed?: boolean;
  replaced?: number;
  member?: boolean;
  reset_link?: string;
}

/** Creates the invite and returns its link (nothing is e-mailed), or says the address is a member. */
export async function inviteTester(options: InviteOptions): Promise<InviteResult | AlreadyMember> {
  const created = await createInvite(options, false);
  if (created.member) return alreadyMember(options, created);
  if (!created.link || !created.expires_at) throw unexpected(options.url, created);
  return {
    link: created.link,
    via: 'function',
    expiresAt: created.expires_at,
    replaced: created.replaced ?? 0,
  };
}

/** Creates the invite and has the auth server e-mail the link to the tester. */
export async function emailInvite(
  options: InviteOptions,
): Promise<{ expiresAt: string; replaced: number } | AlreadyMember> {
  const created = await createInvite(options, true);
  if (created.member) return alreadyMember(options, created);
  if (!created.emailed || !created.expires_at) throw unexpected(options.url, created);
  return { expiresAt: created.expires_at, replaced: created.replaced ?? 0 };
}

export function isMember(result: object): result is AlreadyMember {
  return 'member' in result && result.member === true;
}

function alreadyMember(options: InviteOptions, created: CreatedBody): AlreadyMember {
  if (!created.reset_link) throw unexpected(options.url, created);
  return { member: true, email: created.email ?? options.email, resetLink: created.reset_link };
}

async function createInvite(options: InviteOptions, sendEmail: boolean): Promise<CreatedBody> {
  const url = options.url.replace(/\/+$/, '');
  const admin = createNodeClient(url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await admin.functions.invoke<CreatedBody>('beta-invite', {
    body: {
      action: 'create',
      email: options.email,
      invited_by: options.inviter ?? null,
      ...(options.siteUrl ? { site_url: options.siteUrl.replace(/\/+$/, '') } : {}),
      ...(sendEmail ? { send_email: true } : {}),
    },
    timeout: options.timeoutMs ?? 30_000,
  });
  if (error) throw await describeFailure(error, url, options.email);
  if (!data?.ok) throw unexpected(url, data);
  return data;
}

function unexpected(url: string, body: unknown): InviteError {
  return new InviteError(
    'unexpected',
    `The beta-invite function at ${url} answered unexpectedly: ${JSON.stringify(body)}`,
  );
}

async function describeFailure(error: FunctionsError, url: string, email: string): Promise<InviteError> {
  if (error instanceof FunctionsFetchError) {
    const cause = error.context instanceof Error ? ` (${causeOf(error.context)})` : '';
    return new InviteError(
      'unreachable',
      `Could not reach the backend at ${url}${cause}. Is it running (npm start)?`,
    );
  }
  if (error instanceof FunctionsRelayError) {
    return new InviteError(
      'unexpected',
      `The backend at ${url} could not run the beta-invite function (relay error).`,
    );
  }
  if (!(error instanceof FunctionsHttpError)) return new InviteError('unexpected', error.message);
  const response = error.context as Response;
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (body?.ok === false && typeof body.error === 'string') {
    const code = typeof body.code === 'string' ? body.code : undefined;
    return new InviteError(
      'refused',
      `Could not invite ${email}: ${body.error}${code ? ` (${code})` : ''}`,
      code,
    );
  }
  // Not the function's own answer: the gateway's.
  if (response.status === 404) {
    return new InviteError(
      'not_deployed',
      `The beta-invite function is not deployed at ${url}. Deploy it with: supabase functions deploy beta-invite`,
    );
  }
  if (response.status === 401) {
    return new InviteError(
      'bad_key',
      `The backend at ${url} rejected the service-role key. Pass the project's service_role key with --service-key.`,
    );
  }
  return new InviteError(
    'unexpected',
    `The backend at ${url} answered ${response.status}: ${text.slice(0, 300)}`,
  );
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function causeOf(error: Error): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
