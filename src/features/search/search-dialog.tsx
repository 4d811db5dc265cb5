// Search across all conversations (issue 13), opened from the sidebar and Ctrl/Cmd+K: a Radix dialog
// with a combobox input and a listbox of results, one per conversation (issue 23 §6): its title, the
// snippet of its best matching message with the terms marked, how many of its messages matched, and
// "Archived" for an archived one. Before anything is typed, the recent conversations are listed.
// ↑/↓ move through the results, Enter opens one, Esc closes. Results come from the live index in
// memory (offline, as the user types); snippets and conversations are read from Dexie.
import { useLiveQuery } from 'dexie-react-hooks';
import { MessageSquare, Search } from 'lucide-react';
import { useDeferredValue, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import type { AppDb } from '../../db/app-db.ts';
import { liveConversations } from '../../db/live-queries.ts';
import { sidebarTitleTooltip } from '../../lib/conversation-title.ts';
import type { LiveSearchIndex } from './live-search-index.ts';
import type { ConversationHit } from './search-index.ts';
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
  conversationId: string;
  /** Where the conversation opens (its best matching message), if anywhere in particular. */
  messageId: string | null;
  terms: string[];
  title: string;
  /** The title with the terms marked, when the title matched. */
  markedTitle: TextSegment[] | null;
  snippet: TextSegment[] | null;
  /** How many of its messages matched (0 for a recent conversation or a title-only match). */
  matches: number;
  archived: boolean;
}

/** How many recent conversations show before anything is typed. */
const RECENT_COUNT = 5;

async function recentViews(db: AppDb): Promise<ResultView[]> {
  const recent = (await liveConversations(db)()).filter((c) => !c.archived_at).slice(0, RECENT_COUNT);
  return recent.map((c) => ({
    conversationId: c.id,
    messageId: null,
    terms: [],
    title: sidebarTitleTooltip(c.title),
    markedTitle: null,
    snippet: null,
    matches: 0,
    archived: false,
  }));
}

async function resultViews(db: AppDb, rows: readonly ConversationHit[]): Promise<ResultView[]> {
  const conversations = await db.conversations.bulkGet(rows.map((r) => r.conversationId));
  const messages = await db.messages.bulkGet(
    rows.flatMap((r) => (r.best?.messageId ? [r.best.messageId] : [])),
  );
  const texts = new Map(messages.flatMap((m) => (m ? [[m.id, m.content_text] as const] : [])));
  return rows.flatMap((row, i): ResultView[] => {
    const conversation = conversations[i];
    if (!conversation || conversation.deleted_at) return [];
    const title = sidebarTitleTooltip(conversation.title);
    const text = row.best?.messageId ? texts.get(row.best.messageId) : undefined;
    if (!row.titleMatched && text === undefined) return [];
    return [
      {
        conversationId: row.conversationId,
        messageId: text === undefined ? null : row.best!.messageId,
        terms: row.terms,
        title,
        markedTitle: row.titleMatched ? highlightSegments(title, row.terms) : null,
        snippet: text === undefined ? null : snippetSegments(text, row.best!.terms),
        matches: row.messageMatches,
        archived: Boolean(conversation.archived_at),
      },
    ];
  });
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
    if (!deferredQuery.trim()) return { query: deferredQuery, views: await recentViews(db) };
    // A half-built index (first opening, still reading Dexie) would give incomplete results: none
    // until it is built ("Preparing search…"); the query typed meanwhile runs then.
    if (!live || !live.ready) return { query: deferredQuery, views: [] };
    return {
      query: deferredQuery,
      views: await resultViews(db, live.index.searchConversations(deferredQuery)),
    };
  }, [db, live, deferredQuery, version]);
  const views = results?.views ?? [];
  const active = Math.min(activeIndex, Math.max(views.length - 1, 0));
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (view: ResultView | undefined) => {
    if (!view) return;
    onChoose({ conversationId: view.conversationId, messageId: view.messageId, terms: view.terms });
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

  const typed = query.trim() !== '';
  const status = !typed
    ? SEARCH_STRINGS.hint
    : !ready
      ? SEARCH_STRINGS.preparing
      : results && results.query === deferredQuery && views.length === 0
        ? SEARCH_STRINGS.noResults(query.trim())
        : null;

  return (
    <>
      <DialogTitle className="sr-only">{SEARCH_STRINGS.title}</DialogTitle>
      <DialogDescription className="sr-only">{SEARCH_STRINGS.description}</DialogDescription>
      {/* Ends before the dialog's × (top right), which it used to run under (issue 23 §6). */}
      <div className="mr-9 flex items-center gap-2 rounded-lg border border-input bg-background px-3">
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
        aria-label={typed ? SEARCH_STRINGS.results : SEARCH_STRINGS.recent}
        className={cn('max-h-[60vh] overflow-y-auto', views.length === 0 && 'hidden')}
      >
        {views.map((view, i) => (
          <li
            key={view.conversationId}
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
              <div className="flex items-baseline gap-2">
                <span className="min-w-0 flex-1 truncate text-sm font-medium">
                  {view.markedTitle ? <Marked segments={view.markedTitle} /> : view.title}
                </span>
                {view.archived ? (
                  <span className="shrink-0 rounded border border-border px-1.5 text-xs">
                    {SEARCH_STRINGS.archived}
                  </span>
                ) : null}
              </div>
              {view.snippet ? (
                <div className={cn('line-clamp-2 text-sm', i === active ? '' : 'text-muted-foreground')}>
                  <Marked segments={view.snippet} />
                </div>
              ) : null}
              {typed ? (
                <div className={cn('text-xs', i === active ? '' : 'text-muted-foreground')}>
                  {view.matches > 0 ? SEARCH_STRINGS.matches(view.matches) : SEARCH_STRINGS.titleMatch}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

const noSubscribe = () => () => {};
const zero = () => 0;
