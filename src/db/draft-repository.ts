// Composer drafts (schema version 2): the text typed in a conversation and not sent yet, one record per
// conversation. Kept across reloads, conversation switches and offline; a blank draft is no record.
// Sign-out deletes them with the rest of the user's database (S15), which is why sign-out asks first
// when anything typed has not been delivered (docs/sync-rules.md S20).
import type { AppDb } from './app-db.ts';
import { write } from './write.ts';

export async function readDraft(db: AppDb, conversationId: string): Promise<string> {
  return (await db.drafts.get(conversationId))?.text ?? '';
}

/** Stores the draft, or removes it when the text is blank. */
export function saveDraft(db: AppDb, conversationId: string, text: string, now = Date.now()): Promise<void> {
  return write(db, [db.drafts], async () => {
    if (text.trim() === '') await db.drafts.delete(conversationId);
    else await db.drafts.put({ conversation_id: conversationId, text, updated_at: now });
  });
}

/** How many live conversations hold a draft (what a sign-out would discard). */
export async function countDrafts(db: AppDb): Promise<number> {
  const drafts = await db.drafts.toArray();
  const conversations = await db.conversations.bulkGet(drafts.map((d) => d.conversation_id));
  return conversations.filter((c) => c && !c.deleted_at).length;
}
