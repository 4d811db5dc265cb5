// The conversation service's routes for the user's profile of assumptions (issue 23), run with the
// caller's own token so that the migration's RLS decides (supabase/migrations/*_assumption_profile.sql):
//   GET    assumptions → { assumptions: row | null }
//   PUT    assumptions { location, budget, down_payment_percent, down_payment_amount, credit_band, role }
//          → { assumptions: row }: the whole profile, replaced (a field left out or null is cleared).
//   DELETE assumptions → { assumptions: null }: "Clear profile".
// Each is idempotent, so a change the outbox delivers twice lands once. `readCallerAssumptions` is what a
// turn uses to give the assistant the caller's profile.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  ASSUMPTION_FIELDS,
  assumptionsOf,
  checkAssumptions,
  type Assumptions,
  type AssumptionsRow,
} from '../assumptions.ts';
import { HttpError, json } from '../http-errors.ts';
import { dbError } from './queries.ts';

const TABLE = 'assumption_profiles';
const COLUMNS = `user_id,${ASSUMPTION_FIELDS.join(',')},created_at,updated_at`;

function rowOf(data: Record<string, unknown>): AssumptionsRow {
  return {
    user_id: String(data.user_id),
    ...assumptionsOf(data),
    created_at: String(data.created_at),
    updated_at: String(data.updated_at),
  };
}

export async function getAssumptions(db: SupabaseClient): Promise<Response> {
  const { data, error } = await db.from(TABLE).select(COLUMNS).maybeSingle();
  if (error) throw dbError(error);
  return json({ assumptions: data ? rowOf(data as unknown as Record<string, unknown>) : null });
}

export async function putAssumptions(db: SupabaseClient, caller: string, body: unknown): Promise<Response> {
  const checked = checkAssumptions(body);
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0] as [string, string];
    throw new HttpError('invalid_request', message, field);
  }
  const { data, error } = await db
    .from(TABLE)
    .upsert({ user_id: caller, ...checked.value }, { onConflict: 'user_id' })
    .select(COLUMNS)
    .single();
  if (error) {
    // The table's constraints say the same as checkAssumptions; its name says which rule.
    if (error.code === '23514') throw new HttpError('invalid_request', error.message);
    throw dbError(error);
  }
  return json({ assumptions: rowOf(data as unknown as Record<string, unknown>) });
}

export async function deleteAssumptions(db: SupabaseClient): Promise<Response> {
  // RLS limits the delete to the caller's own row; the filter is only there because PostgREST wants one.
  const { error } = await db.from(TABLE).delete().not('user_id', 'is', null);
  if (error) throw dbError(error);
  return json({ assumptions: null });
}

/**
 * The caller's profile for a turn, or null when there is none. A failure to read it is logged and
 * answered without it: the profile only fills gaps, and a question must not fail for it.
 */
export async function readCallerAssumptions(db: SupabaseClient): Promise<Assumptions | null> {
  try {
    const { data, error } = await db.from(TABLE).select(ASSUMPTION_FIELDS.join(',')).maybeSingle();
    if (error) throw error;
    return data ? assumptionsOf(data as unknown as Record<string, unknown>) : null;
  } catch (error) {
    console.error('conversation service: the profile of assumptions could not be read', error);
    return null;
  }
}
