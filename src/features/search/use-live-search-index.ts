// One live search index per open user database (issue 13). It is built shortly after the chat is
// ready, in chunks, so the first Ctrl/Cmd+K finds it built; it follows Dexie from then on and stops
// with the session (sign-out closes the database).
import { useEffect, useState } from 'react';
import type { AppDb } from '../../db/app-db.ts';
import { LiveSearchIndex } from './live-search-index.ts';

/** How long after start-up the index is built (the conversation on screen comes first). */
export const SEARCH_INDEX_DELAY_MS = 1500;

export function useLiveSearchIndex(db: AppDb, enabled: boolean): LiveSearchIndex | null {
  const [live, setLive] = useState<LiveSearchIndex | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const index = new LiveSearchIndex(db);
    const timer = setTimeout(() => {
      setLive(index);
      index.start().catch((error: unknown) => console.error('Building the search index failed', error));
    }, SEARCH_INDEX_DELAY_MS);
    return () => {
      clearTimeout(timer);
      index.stop();
      setLive(null);
    };
  }, [db, enabled]);
  return live;
}
