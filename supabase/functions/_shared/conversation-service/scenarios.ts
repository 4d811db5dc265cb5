// The conversation service's scenario routes (issue 22 §3), run with the caller's own token so that the
// migration's RLS decides: a conversation that is not the caller's (someone else's, deleted) is simply
// not found.
//   PUT conversations/{id}/scenarios/{scenario_id}  { name, message_id, calculation }
//       → { scenario }: saves it under the device's id, or renames it (the same call, so a retried save
//       is stored once). A scenario deleted meanwhile stays deleted (404).
//   DELETE conversations/{id}/scenarios/{scenario_id} → { ok }: leaves a tombstone (name and card
//       cleared); deleting twice is fine.
//   GET conversations/scenarios?since=<cursor> → { scenarios, next_cursor, has_more }: the caller's
//       rows changed at or after the cursor (a time), tombstones included, oldest change first.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import { HttpError, json } from '../http-errors.ts';
import type { ScenarioPage, ScenarioRow } from '../scenario.ts';
import { conversationNotFound, dbError } from './queries.ts';
import type { scenarioBody } from './requests.ts';

const SCENARIO_COLUMNS =
  'id,conversation_id,user_id,message_client_msg_id,name,calculation,created_at,updated_at,deleted_at';
const SCENARIO_PAGE_SIZE = 500;

const scenarioNotFound = () => new HttpError('not_found', 'No such scenario in this conversation.');

async function findScenario(db: SupabaseClient, id: string) {
  const { data, error } = await db
    .from('scenarios')
    .select('conversation_id,deleted_at')
    .eq('id', id)
    .maybeSingle();
  if (error) throw dbError(error);
  return data as { conversation_id: string; deleted_at: string | null } | null;
}

export async function putScenario(
  db: SupabaseClient,
  conversationId: string,
  scenarioId: string,
  body: z.infer<typeof scenarioBody>,
): Promise<Response> {
  const fields = { name: body.name, calculation: body.calculation };
  const existing = await findScenario(db, scenarioId);
  if (existing && (existing.conversation_id !== conversationId || existing.deleted_at)) {
    throw scenarioNotFound();
  }
  const { data, error } = existing
    ? await db
        .from('scenarios')
        .update(fields)
        .eq('id', scenarioId)
        .is('deleted_at', null)
        .select(SCENARIO_COLUMNS)
        .maybeSingle()
    : await db
        .from('scenarios')
        .insert({
          id: scenarioId,
          conversation_id: conversationId,
          message_client_msg_id: body.message_id ?? null,
          ...fields,
        })
        .select(SCENARIO_COLUMNS)
        .maybeSingle();
  if (error) {
    // RLS refused the row: the conversation is not the caller's, or it was deleted.
    if (error.code === '42501') throw conversationNotFound();
    // The id is taken by a row the caller cannot see.
    if (error.code === '23505') throw new HttpError('conflict', 'This scenario id is taken.', 'id');
    if (error.code === '23514')
      throw new HttpError('invalid_request', 'The scenario is too large to keep.', 'calculation');
    throw dbError(error);
  }
  if (!data) throw scenarioNotFound();
  return json({ scenario: data as ScenarioRow });
}

export async function deleteScenario(
  db: SupabaseClient,
  conversationId: string,
  scenarioId: string,
): Promise<Response> {
  const { data, error } = await db
    .from('scenarios')
    .update({ deleted_at: new Date().toISOString(), name: null, calculation: null })
    .eq('id', scenarioId)
    .eq('conversation_id', conversationId)
    .is('deleted_at', null)
    .select('id');
  if (error) throw dbError(error);
  if (!data[0]) {
    // Deleting twice is fine (a retried delete); someone else's scenario is not found.
    const existing = await findScenario(db, scenarioId);
    if (existing?.conversation_id !== conversationId) throw scenarioNotFound();
  }
  return json({ ok: true, id: scenarioId });
}

export async function scenariosSince(db: SupabaseClient, since: string): Promise<Response> {
  if (since !== '' && Number.isNaN(Date.parse(since))) {
    throw new HttpError('invalid_request', 'since must be a cursor returned by this service.', 'since');
  }
  let query = db.from('scenarios').select(SCENARIO_COLUMNS);
  if (since !== '') query = query.gte('updated_at', since);
  const { data, error } = await query.order('updated_at').order('id').limit(SCENARIO_PAGE_SIZE);
  if (error) throw dbError(error);
  const rows = data as ScenarioRow[];
  const page: ScenarioPage = {
    scenarios: rows,
    next_cursor: rows.at(-1)?.updated_at ?? since,
    has_more: rows.length === SCENARIO_PAGE_SIZE,
  };
  return json(page);
}
