// The beta-invite service's storage and auth, over supabase-js with the service role: the
// beta_invites table (RLS on, no policies: nobody else reaches it) and GoTrue's admin API.
import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import { BetaInviteError } from './beta-invite-errors.ts';
import type { InviteAuth, InviteRecord, InviteStore } from './beta-invite-service.ts';

const INVITE_COLUMNS = 'id,email,invited_by,expires_at,accepted_at,accepted_by';

export function supabaseInviteStore(serviceClient: SupabaseClient): InviteStore {
  const table = () => serviceClient.from('beta_invites');
  return {
    async insert(invite) {
      const { error } = await table().insert(invite);
      if (error) throw storageFailure('insert', error);
    },
    async findByHash(tokenHash) {
      const { data, error } = await table().select(INVITE_COLUMNS).eq('token_hash', tokenHash).maybeSingle();
      if (error) throw storageFailure('read', error);
      return (data as InviteRecord | null) ?? null;
    },
    async countOpen(email, now) {
      const { count, error } = await table()
        .select('id', { count: 'exact', head: true })
        .eq('email', email)
        .is('accepted_at', null)
        .gt('expires_at', now.toISOString());
      if (error) throw storageFailure('count', error);
      return count ?? 0;
    },
    async accept(id, userId, now) {
      const at = now.toISOString();
      const { data, error } = await table()
        .update({ accepted_at: at, accepted_by: userId })
        .eq('id', id)
        .is('accepted_at', null)
        .gt('expires_at', at)
        .select('id');
      if (error) throw storageFailure('update', error);
      return (data?.length ?? 0) === 1;
    },
  };
}

export function supabaseInviteAuth(serviceClient: SupabaseClient): InviteAuth {
  const auth = serviceClient.auth;
  return {
    async userFor(accessToken) {
      const { data, error } = await auth.getUser(accessToken);
      if (error) {
        // 401/403 (bad_jwt, session_not_found, user_not_found): a token that names no live session.
        if (error.status && error.status >= 400 && error.status < 500) return null;
        throw authFailure(error);
      }
      return { id: data.user.id, email: data.user.email ?? null };
    },

    async signInLink(email, redirectTo, data) {
      const invited = await auth.admin.generateLink({ type: 'invite', email, options: { redirectTo, data } });
      if (!invited.error) return invited.data.properties.action_link;
      if (isEmailExists(invited.error)) return null;
      throw authFailure(invited.error);
    },

    async emailSignInLink(email, redirectTo, data) {
      const invited = await auth.admin.inviteUserByEmail(email, { redirectTo, data });
      if (!invited.error) return true;
      if (isEmailExists(invited.error)) return false;
      throw authFailure(invited.error);
    },

    async resetLink(email, redirectTo) {
      const reset = await auth.admin.generateLink({ type: 'recovery', email, options: { redirectTo } });
      if (reset.error) throw authFailure(reset.error);
      return reset.data.properties.action_link;
    },
  };
}

function isEmailExists(error: AuthError): boolean {
  return error.code === 'email_exists' || /already (been )?registered/i.test(error.message);
}

function authFailure(error: AuthError): BetaInviteError {
  if (error.status === 400 || error.status === 422) {
    return new BetaInviteError('invalid_request', `The auth server refused: ${error.message}`, 'email');
  }
  if (error.status === 429) {
    return new BetaInviteError('rate_limited');
  }
  console.error('beta-invite: auth server error', error);
  return new BetaInviteError('upstream_failed');
}

function storageFailure(operation: string, error: { message: string; code?: string }): BetaInviteError {
  console.error(`beta-invite: could not ${operation} beta_invites`, error);
  return new BetaInviteError('internal');
}
