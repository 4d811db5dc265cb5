// Spec §3 Conversation as the chat machines hold it. Messages are not held by any machine: the pane
// reads them from Dexie plus the sync engine's overlay of the reply streaming now.

import type { ConversationRow } from '../../supabase/functions/_shared/protocol.ts';

/** Spec §3 Conversation: the fields the chat shows. Same names as the wire row, so rows fit as they are. */
export type Conversation = Pick<ConversationRow, 'id' | 'title' | 'created_at' | 'last_activity_at'>;
