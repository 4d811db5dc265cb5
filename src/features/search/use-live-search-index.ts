// One live search index per open user database (issue 13). The index and its engine (MiniSearch) are
// not part of the chat's first load: they are loaded and the index is built from Dexie when search
// is first wanted — a pointer over or focus on the search button, Ctrl/Cmd pressed (the start of
// Ctrl/Cmd+K), or the dialog opening. From then on it follows Dexie (every write, from any tab,
// including the sync engine's) and stops with the session (sign-out closes the database). Until it
// is built the dialog says "Preparing search…"; results are complete and current once it is.
import { useCallback, useEffect, useState } from 'react';
import { onDemand, useOnDemand } from '../../components/ui/on-demand.ts';
import type { AppDb } from '../../db/app-db.ts';
import type { LiveSearchIndex } from './live-search-index.ts';

const searchCode = onDemand(() => import('./live-search-index.ts'));

export interface SearchIndexHandle {
  /** The index once search was wanted and its code loaded (it may still be building: `ready`). */
  live: LiveSearchIndex | null;
  /** Search is wanted (intent or opening): load the code and build the index, once. */
  prepare: () => void;
}

export function useLiveSearchIndex(db: AppDb, enabled: boolean): SearchIndexHandle {
  const [wanted, setWanted] = useState(false);
  const code = useOnDemand(searchCode, enabled && wanted);
  const [live, setLive] = useState<LiveSearchIndex | null>(null);
  useEffect(() => {
    if (!enabled || !wanted || !code) return;
    const index = new code.LiveSearchIndex(db);
    setLive(index);
    index.start().catch((error: unknown) => console.error('Building the search index failed', error));
    return () => {
      index.stop();
      setLive(null);
    };
  }, [db, enabled, wanted, code]);
  const prepare = useCallback(() => setWanted(true), []);
  return { live, prepare };
}
