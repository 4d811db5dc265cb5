// The composer's text per conversation, kept in Dexie (src/db/draft-repository.ts) so that a reload, a
// switch to another conversation or going offline never loses what was typed. Typing is saved after a
// short pause and at once when the page is hidden, the conversation changes or the screen unmounts; a
// cleared input (a send) removes the draft at once, so a reload never brings back a sent message.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppDb } from '../../db/app-db.ts';
import { readDraft, saveDraft } from '../../db/draft-repository.ts';

export const DRAFT_SAVE_DELAY_MS = 300;

export function useConversationDraft(
  db: AppDb,
  conversationId: string | null | undefined,
): [text: string, setText: (text: string) => void] {
  const [state, setState] = useState<{ id: string | null; text: string }>({ id: null, text: '' });
  const pending = useRef<{ id: string; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Text typed before the stored draft was read wins over it.
  const typedRef = useRef<() => void>(() => undefined);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const draft = pending.current;
    pending.current = null;
    if (draft) saveDraft(db, draft.id, draft.text).catch((error: unknown) => console.error(error));
  }, [db]);

  useEffect(() => {
    if (!conversationId) return;
    let cancelled = false;
    let typedMeanwhile = false;
    setState({ id: conversationId, text: '' });
    readDraft(db, conversationId)
      .then((text) => {
        if (!cancelled && !typedMeanwhile) setState({ id: conversationId, text });
      })
      .catch((error: unknown) => console.error(error));
    const markTyped = () => {
      typedMeanwhile = true;
    };
    typedRef.current = markTyped;
    return () => {
      cancelled = true;
      flush();
    };
  }, [db, conversationId, flush]);

  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [flush]);

  const setText = useCallback(
    (text: string) => {
      if (!conversationId) return;
      typedRef.current();
      setState({ id: conversationId, text });
      pending.current = { id: conversationId, text };
      if (text.trim() === '') flush();
      else {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
      }
    },
    [conversationId, flush],
  );

  return [state.id === conversationId ? state.text : '', setText];
}
