// Scenarios (issue 22 §3): an adjusted calculation card kept under a name in its conversation. The row
// both ends speak and the rules both ends apply; the table is supabase/migrations/*_scenarios.sql, the
// routes conversation-service/scenarios.ts. A deleted scenario stays as a tombstone (name and card
// cleared) so that delta sync tells the user's other devices; deleting the conversation removes them.
import type { CalculationResult } from './calculation-result.ts';
import { TITLE_MAX_LENGTH } from './protocol.ts';

/** A scenario's name follows the conversation title's rules: 1 to 40 characters, trimmed. */
export const SCENARIO_NAME_MAX_LENGTH = TITLE_MAX_LENGTH;

/** The most scenarios the compare view sets side by side. */
export const COMPARE_MAX = 3;

/** One scenario as the conversation service returns it. */
export interface ScenarioRow {
  /** Chosen on the device that saved it (idempotent retries). */
  id: string;
  conversation_id: string;
  user_id: string;
  /** The reply whose card was saved (its client_msg_id), when known. */
  message_client_msg_id: string | null;
  /** Null on a tombstone. */
  name: string | null;
  /** The card as saved: the calculator, its inputs (values and sources) and outputs. Null on a tombstone. */
  calculation: CalculationResult | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A page of the caller's scenarios changed since a cursor (`GET conversations/scenarios?since=`). */
export interface ScenarioPage {
  scenarios: ScenarioRow[];
  next_cursor: string;
  has_more: boolean;
}

/** What `PUT conversations/{id}/scenarios/{scenario_id}` takes: saves or renames, the same call. */
export interface ScenarioInput {
  name: string;
  message_id: string | null;
  calculation: CalculationResult;
}
