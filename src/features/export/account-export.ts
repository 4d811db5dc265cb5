// "Export all my data" (issue 13): the user's profile, profile of assumptions (issue 23), conversations,
// messages and scenarios (issue 22) as one JSON file.
// This device's copy (Dexie) is always there, offline too, and includes what has not reached the
// server yet; online, the server's rows are fetched as well (through RLS, the user's own rows only),
// so conversations and messages never pulled to this device are in the file. `complete` says whether
// the server was reached.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ConversationRow, MessageRow } from '../../../supabase/functions/_shared/protocol.ts';
import {
  ASSUMPTION_FIELDS,
  assumptionsOf,
  isEmptyAssumptions,
  type Assumptions,
  type AssumptionsRow,
} from '../../../supabase/functions/_shared/assumptions.ts';
import type { ScenarioRow } from '../../../supabase/functions/_shared/scenario.ts';
import type {
  AppDb,
  AssumptionsRecord,
  ConversationRecord,
  MessageRecord,
  OutboxEntry,
  ScenarioRecord,
} from '../../db/app-db.ts';
import { readAssumptions } from '../../db/assumptions-repository.ts';
import { conversationFromServer, messageFromServer } from '../../db/merge.ts';
import { fetchProfile, type Profile } from '../account/profile-api.ts';
import { conversationExport, type ConversationExport } from './conversation-export.ts';

export const ACCOUNT_EXPORT_FORMAT = 'hearth.account';

export interface AccountExport {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  version: 1;
  exported_at: string;
  /** True when the server's copy was included; false when only this device's could be read. */
  complete: boolean;
  user: { id: string; email: string | null };
  profile: Pick<Profile, 'display_name' | 'created_at' | 'updated_at'> | null;
  /** The profile of assumptions the analyst uses (issue 23), or null when none is set. */
  assumptions: (Assumptions & { updated_at: string | null }) | null;
  conversations: Array<
    ConversationExport['conversation'] & {
      messages: ConversationExport['messages'];
      scenarios: ExportedScenario[];
    }
  >;
}

/** A saved scenario as exported: its name and the card as saved (calculator, inputs, outputs). */
export type ExportedScenario = Pick<
  ScenarioRecord,
  'id' | 'name' | 'message_id' | 'calculation' | 'created_at' | 'updated_at'
>;

export interface ServerData {
  profile: Profile | null;
  /** Absent from servers before issue 23's profile of assumptions. */
  assumptions?: AssumptionsRow | null;
  conversations: ConversationRow[];
  messages: MessageRow[];
  /** Live rows only (tombstones are not the user's data any more). */
  scenarios?: ScenarioRow[];
}

const PAGE = 1000;

async function allRows<T>(
  client: SupabaseClient,
  table: 'conversations' | 'messages' | 'scenarios',
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    let query = client.from(table).select('*');
    if (table !== 'messages') query = query.is('deleted_at', null);
    const { data, error } = await query
      .order('created_at')
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw new Error(error.message);
    rows.push(...(data as T[]));
    if (data.length < PAGE) return rows;
  }
}

/** The user's rows on the server (RLS: their own only). Throws when the server cannot be read. */
export async function fetchServerData(client: SupabaseClient, userId: string): Promise<ServerData> {
  const [profile, conversations, messages, scenarios, assumptions] = await Promise.all([
    fetchProfile(client, userId),
    allRows<ConversationRow>(client, 'conversations'),
    allRows<MessageRow>(client, 'messages'),
    // A backend from before scenarios has no such table: the rest still goes out.
    allRows<ScenarioRow>(client, 'scenarios').catch(() => []),
    fetchAssumptions(client),
  ]);
  return { profile, conversations, messages, scenarios, assumptions };
}

async function fetchAssumptions(client: SupabaseClient): Promise<AssumptionsRow | null> {
  const { data, error } = await client
    .from('assumption_profiles')
    .select(`user_id,${ASSUMPTION_FIELDS.join(',')},created_at,updated_at`)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) return null;
  const row = data as unknown as Record<string, unknown>;
  return {
    ...assumptionsOf(row),
    user_id: String(row.user_id),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
  };
}

/** A profile's fields and when it last changed, without the bookkeeping around them. */
function exportOf(profile: Assumptions & { updated_at: string | null }): AccountExport['assumptions'] {
  const fields = Object.fromEntries(ASSUMPTION_FIELDS.map((f) => [f, profile[f]])) as unknown as Assumptions;
  return isEmptyAssumptions(fields) ? null : { ...fields, updated_at: profile.updated_at };
}

/** A change waiting on this device wins; else the server's profile; else this device's copy. */
function exportedAssumptions(
  local: AssumptionsRecord | null | undefined,
  server: ServerData | null,
): AccountExport['assumptions'] {
  if (local?.pending || !server || server.assumptions === undefined) return local ? exportOf(local) : null;
  return server.assumptions ? exportOf(server.assumptions) : null;
}

/**
 * One document from this device's records and, when given, the server's rows. A record here that
 * still has changes waiting for the server wins over the server's row (it is newer); everything the
 * server has and this device does not is added.
 */
export function accountExport(input: {
  user: { id: string; email: string | null };
  local: {
    conversations: readonly ConversationRecord[];
    messages: readonly MessageRecord[];
    scenarios?: readonly ScenarioRecord[];
    /** This device's outbox: a scenario deleted here but not on the server yet is left out. */
    outbox?: readonly OutboxEntry[];
    assumptions?: AssumptionsRecord | null;
  };
  server: ServerData | null;
  exportedAt: Date;
}): AccountExport {
  const { local, server, exportedAt } = input;
  const conversations = new Map<string, ConversationRecord>();
  for (const row of server?.conversations ?? []) conversations.set(row.id, conversationFromServer(row));
  for (const record of local.conversations) {
    if (record.deleted_at) {
      conversations.delete(record.id);
      continue;
    }
    const pending = record.pending.create || record.pending.rename || record.pending.update;
    if (pending || !conversations.has(record.id)) conversations.set(record.id, record);
  }
  const messages = new Map<string, MessageRecord>();
  for (const row of server?.messages ?? []) messages.set(row.client_msg_id, messageFromServer(row));
  for (const record of local.messages) if (!messages.has(record.id)) messages.set(record.id, record);

  const byConversation = new Map<string, MessageRecord[]>();
  for (const message of messages.values()) {
    const list = byConversation.get(message.conversation_id) ?? [];
    list.push(message);
    byConversation.set(message.conversation_id, list);
  }
  const scenarios = exportedScenarios(local, server);

  const ordered = [...conversations.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: 1,
    exported_at: exportedAt.toISOString(),
    complete: server !== null,
    user: input.user,
    profile: server?.profile
      ? {
          display_name: server.profile.display_name,
          created_at: server.profile.created_at,
          updated_at: server.profile.updated_at,
        }
      : null,
    assumptions: exportedAssumptions(local.assumptions, server),
    conversations: ordered.map((conversation) => {
      const list = (byConversation.get(conversation.id) ?? []).sort((a, b) =>
        a.sort_key.localeCompare(b.sort_key),
      );
      const { conversation: fields, messages: exported } = conversationExport(conversation, list, exportedAt);
      return { ...fields, messages: exported, scenarios: scenarios.get(conversation.id) ?? [] };
    }),
  };
}

/** Scenarios by conversation, oldest first: the server's, with this device's changes laid over them. */
function exportedScenarios(
  local: { scenarios?: readonly ScenarioRecord[]; outbox?: readonly OutboxEntry[] },
  server: ServerData | null,
): Map<string, ExportedScenario[]> {
  const deletedHere = new Set(
    (local.outbox ?? []).flatMap((e) => (e.kind === 'scenario.delete' ? [e.payload.scenario_id] : [])),
  );
  const byId = new Map<string, ScenarioRecord | ScenarioRow>();
  for (const row of server?.scenarios ?? []) if (!deletedHere.has(row.id)) byId.set(row.id, row);
  for (const record of local.scenarios ?? [])
    if (record.pending || !byId.has(record.id)) byId.set(record.id, record);
  const result = new Map<string, ExportedScenario[]>();
  for (const item of byId.values()) {
    if (!item.name || !item.calculation) continue;
    const list = result.get(item.conversation_id) ?? [];
    list.push({
      id: item.id,
      name: item.name,
      message_id: 'message_id' in item ? item.message_id : item.message_client_msg_id,
      calculation: item.calculation,
      created_at: item.created_at,
      updated_at: item.updated_at,
    });
    result.set(item.conversation_id, list);
  }
  for (const list of result.values()) list.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return result;
}

/** Reads this device's copy, adds the server's when it can, and builds the document. */
export async function collectAccountExport(input: {
  user: { id: string; email: string | null };
  db: AppDb | null;
  client: SupabaseClient | null;
  online: boolean;
  exportedAt?: Date;
}): Promise<AccountExport> {
  const [localConversations, localMessages, localScenarios, localOutbox, localAssumptions] = input.db
    ? await Promise.all([
        input.db.conversations.toArray(),
        input.db.messages.toArray(),
        input.db.scenarios.toArray(),
        input.db.outbox.toArray(),
        readAssumptions(input.db),
      ])
    : [[], [], [], [], null];
  let server: ServerData | null = null;
  if (input.client && input.online) {
    try {
      server = await fetchServerData(input.client, input.user.id);
    } catch (error) {
      // This device's copy still goes out, marked incomplete.
      console.error('Export: the server could not be read', error);
    }
  }
  return accountExport({
    user: input.user,
    local: {
      conversations: localConversations,
      messages: localMessages,
      scenarios: localScenarios,
      outbox: localOutbox,
      assumptions: localAssumptions,
    },
    server,
    exportedAt: input.exportedAt ?? new Date(),
  });
}
