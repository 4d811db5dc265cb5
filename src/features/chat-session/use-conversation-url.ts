// Keeps `/chat?c=<id>` and the active conversation in step (issue 13). Two directions:
// - the active conversation leads: a selection (sidebar, search, a new chat) pushes a history entry,
//   so Back returns to the previous conversation; the first activation after load, and moving on from
//   a conversation that no longer exists (deleted), replace the entry instead, so Back never lands on
//   a conversation that is gone; no active conversation removes `c`;
// - Back/Forward lead: the URL's conversation is selected when it exists here; one that does not (a
//   deleted conversation, an id from elsewhere) is replaced by the active one.
// Start-up reads `?c=` itself (chat-actors.ts), so reloads and pasted links open the conversation.
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from '../../app/navigation.tsx';
import type { ConversationRecord } from '../../db/app-db.ts';
import { conversationIdFromSearch, searchWithConversation } from '../../lib/conversation-url.ts';

export function useConversationUrl(options: {
  ready: boolean;
  activeId: string | null;
  conversations: readonly ConversationRecord[] | undefined;
  select: (conversationId: string) => void;
}): void {
  const { ready, activeId } = options;
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const previousActive = useRef<string | null>(null);

  const exists = (id: string) => options.conversations?.some((c) => c.id === id) ?? false;

  const followActive = useEffectEvent((active: string | null) => {
    const previous = previousActive.current;
    previousActive.current = active;
    const inUrl = conversationIdFromSearch(location.search);
    if (active === inUrl && active !== null) return;
    const search = searchWithConversation(location.search, active);
    if (search === location.search) return;
    const replace = previous === null || active === null || inUrl === null || !exists(previous);
    navigate({ pathname: location.pathname, search, hash: location.hash }, { replace });
  });

  const followHistory = useEffectEvent(() => {
    if (navigationType !== 'POP') return;
    const inUrl = conversationIdFromSearch(location.search);
    if (inUrl === null || inUrl === activeId) return;
    if (exists(inUrl)) options.select(inUrl);
    else
      navigate(
        {
          pathname: location.pathname,
          search: searchWithConversation(location.search, activeId),
          hash: location.hash,
        },
        { replace: true },
      );
  });

  useEffect(() => {
    if (ready) followActive(activeId);
  }, [ready, activeId]);

  useEffect(() => {
    if (ready) followHistory();
  }, [ready, location.key]);
}
