// The user's profile row (spec §3, §7): read with select * eq id single, written by upsert with the
// changed fields and a fresh updated_at. Reads never throw (errors are logged: no profile); a save
// without a signed-in user fails with 'User not authenticated'.
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { PROFILE_MESSAGES } from '../../lib/errors.ts';

export const DISPLAY_NAME_MAX_LENGTH = 80;

export interface Profile {
  id: string;
  display_name: string | null;
  created_at?: string;
  updated_at: string;
}

export type ProfileChanges = Partial<Pick<Profile, 'display_name'>>;

export async function fetchProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  const { data, error } = await client.from('profiles').select('*').eq('id', userId).single();
  if (error) {
    console.error('Could not load the profile', error);
    return null;
  }
  return data as Profile;
}

export async function saveProfile(
  client: SupabaseClient,
  user: Pick<User, 'id'> | null,
  changes: ProfileChanges,
  now: () => Date = () => new Date(),
): Promise<Profile> {
  if (!user) throw new Error(PROFILE_MESSAGES.notAuthenticated);
  const { data, error } = await client
    .from('profiles')
    .upsert({ id: user.id, ...changes, updated_at: now().toISOString() })
    .select()
    .single();
  if (error) throw new Error(error.message);
  return data as Profile;
}
