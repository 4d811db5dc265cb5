// Keeps `/chat/<id>` and the active conversation in step (issues 13 and 20). Two directions:
// - the active conversation leads: a selection (sidebar, search, a new chat) pushes a history entry,
//   so Back returns to the previous conversation; the first activation after load, and moving on from
//   a conversation that no longer exists (deleted), replace the entry instead, so Back never lands on
//   a conversation that is gone; no active conversation is plain `/chat`;
// - Back/Forward lead: the URL's conversation is selected when it exists here; one that does not (a
//   deleted conversation, an id from elsewhere) is replaced by the active one.
// Start-up reads the URL itself (chat-actors.ts), so reloads and pasted links open the conversation.
// The query string and hash are kept as they are. A URL naming a conversation this device does not
// have is reported (`onMissing`), so the screen says so instead of silently showing another one
// (issue 23 §9); should it arrive later (a first sync), it is opened then.
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { ConversationRecord } from '../../db/app-db.ts';
import { conversationIdFromPath, conversationPath } from '../../lib/conversation-url.ts';

export function useConversationUrl(options: {
  ready: boolean;
  activeId: string | null;
  conversations: readonly ConversationRecord[] | undefined;
  select: (conversationId: string) => void;
  /** The URL named a conversation that is not here (null: the notice is over). */
  onMissing?: (conversationId: string | null) => void;
}): void {
  const { ready, activeId } = options;
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const previousActive = useRef<string | null>(null);
  const missing = useRef<string | null>(null);
  const reportMissing = (id: string | null) => {
    if (missing.current === id) return;
    missing.current = id;
    options.onMissing?.(id);
  };

  const exists = (id: string) => options.conversations?.some((c) => c.id === id) ?? false;
  const show = (conversationId: string | null, replace: boolean) =>
    navigate(
      { pathname: conversationPath(conversationId), search: location.search, hash: location.hash },
      { replace },
    );

  const followActive = useEffectEvent((active: string | null) => {
    const previous = previousActive.current;
    previousActive.current = active;
    const inUrl = conversationIdFromPath(location.pathname);
    if (active === inUrl && (active !== null || location.pathname === conversationPath(null))) return;
    // The page opened at a conversation start-up could not find: say so (a choice ends the notice).
    if (previous === null && inUrl !== null && options.conversations !== undefined && !exists(inUrl))
      reportMissing(inUrl);
    else if (previous !== null && active !== previous) reportMissing(null);
    const replace = previous === null || active === null || inUrl === null || !exists(previous);
    show(active, replace);
  });

  const followHistory = useEffectEvent(() => {
    if (navigationType !== 'POP') return;
    const inUrl = conversationIdFromPath(location.pathname);
    // `/chat/<not an id>`: shown as the active conversation's URL.
    if (inUrl === null && location.pathname !== conversationPath(null)) show(activeId, true);
    if (inUrl === null || inUrl === activeId) return;
    if (exists(inUrl)) options.select(inUrl);
    else {
      if (options.conversations !== undefined) reportMissing(inUrl);
      show(activeId, true);
    }
  });

  // A missing conversation that arrives after all (the first pull on a new device): open it.
  const openIfArrived = useEffectEvent(() => {
    const id = missing.current;
    if (id !== null && exists(id)) {
      reportMissing(null);
      options.select(id);
    }
  });

  useEffect(() => {
    if (ready) followActive(activeId);
  }, [ready, activeId]);

  useEffect(() => {
    if (ready) followHistory();
  }, [ready, location.key]);

  useEffect(() => {
    if (ready) openIfArrived();
  }, [ready, options.conversations]);
}
