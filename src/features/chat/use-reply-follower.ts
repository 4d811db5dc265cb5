// Binds the reply follower (src/sync/reply-follower.ts) to the chat screen: it follows the active
// conversation's unanswered question in this tab (after a reload, in a second tab, on another device)
// and reports questions nothing is answering, for the "No reply — Retry" notice.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { appAuthSession } from '../../session/auth-session.ts';
import { liveMessages } from '../../db/live-queries.ts';
import { readBackendConfig } from '../../lib/backend-config.ts';
import { ReplyFollower } from '../../sync/reply-follower.ts';
import type { ChatSession } from '../chat-session/chat-session-context.ts';

export function useReplyFollower(session: ChatSession, activeId: string | null | undefined) {
  const { db, engine } = session;
  const [follower] = useState(
    () =>
      new ReplyFollower({
        streaming: engine.replies,
        follow: async (conversationId, questionId, signal) => {
          const config = readBackendConfig();
          const token = (await appAuthSession().getSession()).data.session?.access_token;
          if (!config || !token) return new Response(null, { status: 401 });
          const url = `${config.supabaseUrl}/functions/v1/voiceflow-proxy/conversations/${conversationId}/interact/stream?client_msg_id=${encodeURIComponent(questionId)}`;
          return fetch(url, {
            headers: { Authorization: `Bearer ${token}`, apikey: config.anonKey },
            signal,
          });
        },
        hasReply: async (replyId) => Boolean((await db.messages.get(replyId))?.server_id),
        deliveredHere: async (questionId) =>
          (await db.outbox.where('message_id').equals(questionId).first())?.claimed_by === engine.tabId,
      }),
  );
  const messages = useLiveQuery(
    async () => ({ activeId, messages: activeId ? await liveMessages(db, activeId)() : [] }),
    [db, activeId],
  );
  useEffect(() => {
    if (!messages || messages.activeId !== activeId) return;
    follower.update(activeId ?? null, messages.messages);
  }, [follower, messages, activeId]);
  useEffect(() => () => follower.stop(), [follower]);
  const unanswered = useSyncExternalStore(follower.subscribe, follower.getUnanswered);
  const last = messages?.activeId === activeId ? messages?.messages.at(-1) : undefined;
  return {
    /** The active conversation's last question, when the server says nothing is answering it. */
    unansweredQuestionId: last && last.role === 'user' && unanswered.has(last.id) ? last.id : null,
    retry: (questionId: string) => {
      follower.forget(questionId);
      engine.retrySend(questionId).catch((error: unknown) => console.error('Retrying failed', error));
    },
  };
}
