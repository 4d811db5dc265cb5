// Which replies of a conversation can be shared as an analysis of their own (issue 22 §7): those on
// the visible path that the server has (sent or stopped) and that carry a calculation, newest first,
// each named by its calculation and the question it answered.
import { useLiveQuery } from 'dexie-react-hooks';
import type { AppDb, MessageRecord } from '../../db/app-db.ts';
import { conversationMessages } from '../../db/message-repository.ts';
import { calculationsFromParts } from '../../lib/message-content.ts';
import { visiblePath } from '../../lib/message-tree.ts';

/** A reply with a calculation, offered as a link of its own. */
export interface ShareableAnalysis {
  replyId: string;
  /** The calculation's title ("Mortgage payment"). */
  title: string;
  question: string;
}

export function shareableAnalyses(
  messages: readonly MessageRecord[],
  selections: Readonly<Record<string, string>>,
): ShareableAnalysis[] {
  const { visible } = visiblePath(messages, selections);
  const byId = new Map(visible.map((m) => [m.id, m]));
  return visible
    .filter((m) => m.role === 'assistant' && m.server_id !== null)
    .flatMap((m) => {
      const [first] = calculationsFromParts(m.content_json);
      if (!first) return [];
      const question = m.in_reply_to ? (byId.get(m.in_reply_to)?.content_text ?? '') : '';
      return [{ replyId: m.id, title: first.title, question }];
    })
    .reverse();
}

/** The conversation's shareable analyses, live from Dexie while `wanted`. */
export function useShareableAnalyses(
  db: AppDb,
  conversationId: string,
  wanted: boolean,
): ShareableAnalysis[] {
  return (
    useLiveQuery(async () => {
      if (!wanted) return [];
      const [conversation, messages] = await Promise.all([
        db.conversations.get(conversationId),
        conversationMessages(db, conversationId),
      ]);
      return shareableAnalyses(messages, conversation?.selections ?? {});
    }, [db, conversationId, wanted]) ?? []
  );
}
