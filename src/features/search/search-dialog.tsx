// Search across all conversations (issue 13), opened from the sidebar and Ctrl/Cmd+K: a Radix dialog
// with a combobox input and a listbox of results (the conversation's title and a snippet with the
// terms marked). ↑/↓ move through the results, Enter opens one, Esc closes. Results come from the
// live index in memory (offline, as the user types); snippets are read from Dexie.
import { useLiveQuery } from 'dexie-react-hooks';
import { MessageSquare, Search } from 'lucide-react';
import { useDeferredValue, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import type { AppDb } from '../../db/app-db.ts';
import { sidebarTitleTooltip } from '../../lib/conversation-title.ts';
import type { LiveSearchIndex } from './live-search-index.ts';
import type { SearchHit } from './search-index.ts';
import { SEARCH_STRINGS } from './search-strings.ts';
import { highlightSegments, snippetSegments, type TextSegment } from './text-matches.ts';

/** What choosing a result asks for: open this conversation at this message, marking these words. */
export interface SearchChoice {
  conversationId: string;
  messageId: string | null;
  terms: string[];
}

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  db: AppDb;
  live: LiveSearchIndex | null;
  onChoose: (choice: SearchChoice) => void;
}

interface ResultView {
  hit: SearchHit;
  title: string;
  snippet: TextSegment[] | null;
}

export function Marked({ segments }: { segments: readonly TextSegment[] }): ReactNode {
  return segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text));
}

export function SearchDialog({ open, onOpenChange, db, live, onChoose }: SearchDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-3 p-4 sm:p-5" style={{ maxWidth: '36rem' }}>
        {open ? (
          <SearchPanel
            db={db}
            live={live}
            onChoose={(choice) => {
              onOpenChange(false);
              onChoose(choice);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SearchPanel({
  db,
  live,
  onChoose,
}: {
  db: AppDb;
  live: LiveSearchIndex | null;
  onChoose: (choice: SearchChoice) => void;
}) {
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const deferredQuery = useDeferredValue(query);
  const listId = useId();
  const version = useSyncExternalStore(
    live?.subscribe ?? noSubscribe,
    live?.getVersion ?? zero,
    live?.getVersion ?? zero,
  );
  const ready = live?.ready ?? false;

  const results = useLiveQuery(async (): Promise<{ query: string; views: ResultView[] }> => {
    // A half-built index (first opening, still reading Dexie) would give incomplete results: none
    // until it is built ("Preparing search…"); the query typed meanwhile runs then.
    if (!live || !live.ready || !deferredQuery.trim()) return { query: deferredQuery, views: [] };
    const hits = live.index.search(deferredQuery);
    const messageIds = hits.flatMap((h) => (h.messageId ? [h.messageId] : []));
    const messages = await db.messages.bulkGet(messageIds);
    const texts = new Map(messages.flatMap((m) => (m ? [[m.id, m.content_text] as const] : [])));
    const views = hits.flatMap((hit): ResultView[] => {
      const title = sidebarTitleTooltip(live.index.title(hit.conversationId));
      if (hit.messageId === null) return [{ hit, title, snippet: null }];
      const text = texts.get(hit.messageId);
      return text === undefined ? [] : [{ hit, title, snippet: snippetSegments(text, hit.terms) }];
    });
    return { query: deferredQuery, views };
  }, [db, live, deferredQuery, version]);
  const views = results?.views ?? [];
  const active = Math.min(activeIndex, Math.max(views.length - 1, 0));
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (view: ResultView | undefined) => {
    if (!view) return;
    onChoose({
      conversationId: view.hit.conversationId,
      messageId: view.hit.messageId,
      terms: view.hit.terms,
    });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (views.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + views.length) % views.length;
      setActiveIndex(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(views[active]);
    }
  };

  const status = !ready
    ? SEARCH_STRINGS.preparing
    : !query.trim()
      ? SEARCH_STRINGS.hint
      : results && results.query === deferredQuery && views.length === 0
        ? SEARCH_STRINGS.noResults(query.trim())
        : null;

  return (
    <>
      <DialogTitle className="sr-only">{SEARCH_STRINGS.title}</DialogTitle>
      <DialogDescription className="sr-only">{SEARCH_STRINGS.description}</DialogDescription>
      <div className="flex items-center gap-2 rounded-lg border border-input bg-background px-3 pr-10">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          role="combobox"
          aria-label={SEARCH_STRINGS.title}
          aria-expanded={views.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={views.length > 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={SEARCH_STRINGS.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
          className="h-11 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
        />
      </div>
      <p role="status" className={cn('px-1 text-sm text-muted-foreground', status ? '' : 'sr-only')}>
        {status ?? `${views.length} results`}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={SEARCH_STRINGS.results}
        className={cn('max-h-[60vh] overflow-y-auto', views.length === 0 && 'hidden')}
      >
        {views.map((view, i) => (
          <li
            key={`${view.hit.conversationId}:${view.hit.messageId ?? ''}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onMouseMove={() => setActiveIndex(i)}
            onClick={() => choose(view)}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg px-3 py-2',
              i === active ? 'bg-accent text-accent-foreground' : 'text-surface-foreground',
            )}
          >
            <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0 opacity-70" />
            <div className="min-w-0 flex-1">
              <div className="truncate text-sm font-medium">
                {view.snippet === null ? (
                  <Marked segments={highlightSegments(view.title, view.hit.terms)} />
                ) : (
                  view.title
                )}
              </div>
              {view.snippet ? (
                <div className={cn('line-clamp-2 text-sm', i === active ? '' : 'text-muted-foreground')}>
                  <Marked segments={view.snippet} />
                </div>
              ) : (
                <div className={cn('text-xs', i === active ? '' : 'text-muted-foreground')}>
                  {SEARCH_STRINGS.titleMatch}
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

const noSubscribe = () => () => {};
const zero = () => 0;
