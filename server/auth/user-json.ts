// The User object as GoTrue serialises it (wire protocol §2.6), and the token response carrying it:
// optional timestamps are omitted when null, `phone` is always a string, and identities swap
// `id`/`identity_id` for backward compatibility.
import type { IdentityRow, Queryable, UserRow } from './user-records.ts';
import { identitiesOf } from './user-records.ts';

export type UserJson = Record<string, unknown> & { id: string };

/** A session as the token endpoint and e-mail links hand it out. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export function userJson(user: UserRow, identities: IdentityRow[]): UserJson {
  const json: UserJson = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityJson),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: user.is_anonymous,
  };
  const optional = {
    email_confirmed_at: user.email_confirmed_at,
    confirmed_at: user.email_confirmed_at,
    confirmation_sent_at: user.confirmation_sent_at,
    recovery_sent_at: user.recovery_sent_at,
    invited_at: user.invited_at,
    last_sign_in_at: user.last_sign_in_at,
    banned_until: user.banned_until,
    deleted_at: user.deleted_at,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value) json[key] = value.toISOString();
  }
  return json;
}

function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at?.toISOString() ?? null,
    created_at: identity.created_at.toISOString(),
    updated_at: identity.updated_at.toISOString(),
    email: typeof identity.identity_data.email === 'string' ? identity.identity_data.email : '',
  };
}

export async function loadUserJson(db: Queryable, user: UserRow): Promise<UserJson> {
  return userJson(user, await identitiesOf(db, user.id));
}
