/** What a sidebar row shows of a conversation (spec §3 Conversation). Dexie rows and wire rows fit. */
export interface ConversationListItem {
  id: string;
  title: string | null | undefined;
  created_at?: string | null;
  last_activity_at?: string | null;
  /** Set when pinned (issue 13): listed first, with a pin mark. */
  pinned_at?: string | null;
  /** Set when archived (issue 13): listed apart, under "Archived (n)". */
  archived_at?: string | null;
}

export interface ConversationGroups<T extends ConversationListItem> {
  /** Pinned and not archived, in the order given (most recent activity first). */
  pinned: T[];
  /** Neither pinned nor archived, in the order given. */
  recent: T[];
  /** Archived (pinned or not), in the order given. */
  archived: T[];
}

/** Splits the sidebar list: pinned first, then the rest; archived ones kept apart (issue 13). */
export function groupConversations<T extends ConversationListItem>(
  conversations: readonly T[],
): ConversationGroups<T> {
  const groups: ConversationGroups<T> = { pinned: [], recent: [], archived: [] };
  for (const conversation of conversations) {
    if (conversation.archived_at) groups.archived.push(conversation);
    else if (conversation.pinned_at) groups.pinned.push(conversation);
    else groups.recent.push(conversation);
  }
  return groups;
}
