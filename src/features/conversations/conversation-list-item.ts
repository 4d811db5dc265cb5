/** What a sidebar row shows of a conversation (spec §3 Conversation). Dexie rows and wire rows fit. */
export interface ConversationListItem {
  id: string;
  title: string | null | undefined;
  created_at?: string | null;
  last_activity_at?: string | null;
}
