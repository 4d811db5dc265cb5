// The conversations sidebar (spec §2 Sidebar): title, 'New Chat', and the list with its loading
// and empty states. Dialogs are the caller's: 'New Chat', Rename and Delete only call back.
// Issue 13: pinned conversations come first; archived ones sit apart in a collapsible
// "Archived (n)" section at the bottom.
import { ChevronRight, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useOnDemandAfterPaint } from '../../components/ui/on-demand.ts';
import type { TimeInput } from '../../lib/relative-time.ts';
import { groupConversations, type ConversationListItem } from './conversation-list-item.ts';
import { ConversationRow, preloadRowPopups, rowPopups } from './conversation-row.tsx';
import type { ConversationRowProps } from './conversation-row-props.ts';
import { useNow } from './use-now.ts';

export const SIDEBAR_STRINGS = {
  title: 'Conversations',
  newChat: 'New Chat',
  loading: 'Loading conversations...',
  emptyTitle: 'No conversations yet',
  emptyText: 'Create your first chat to get started',
  archived: 'Archived',
  allArchived: 'Every conversation is archived.',
} as const;

/** Each row's actions, passed on to the rows as they are. */
type RowActions = Pick<
  ConversationRowProps,
  'onSelect' | 'onRename' | 'onPin' | 'onArchive' | 'onDelete' | 'onExport' | 'onPrint' | 'onShare'
>;

export interface ConversationSidebarProps extends RowActions {
  conversations: readonly ConversationListItem[];
  /** The first load is under way; shown only while the list is still empty. */
  loading?: boolean;
  activeId: string | null | undefined;
  /** 'New Chat' (and Ctrl/Cmd+Shift+O, through `useNewChatShortcut`): open the Create New Chat dialog. */
  onNewChat: () => void;
  /** A pointer over or focus on 'New Chat' (the dialog's code can start loading). */
  onNewChatIntent?: () => void;
  /** A row's menu opened (its items open dialogs). */
  onRowMenuOpen?: () => void;
  /** A pointer over or focus in the list: another conversation may be opened next. */
  onOpenIntent?: () => void;
  /** Whether the rows' tooltips and menus may load once the browser is idle (else only on intent). */
  popupsReady?: boolean;
  /** Extra controls under the heading (the search button). */
  tools?: ReactNode;
  /** The time relative labels are computed against; default the clock, refreshed every 30 s. */
  now?: TimeInput;
  className?: string;
}

export function ConversationSidebar({
  conversations,
  loading = false,
  activeId,
  onSelect,
  onNewChat,
  onRename,
  onPin,
  onArchive,
  onDelete,
  onExport,
  onPrint,
  onShare,
  onNewChatIntent,
  onRowMenuOpen,
  onOpenIntent,
  popupsReady = true,
  tools,
  now,
  className,
}: ConversationSidebarProps) {
  const clock = useNow(30_000, now === undefined);
  const at = now ?? clock;
  const [archivedOpen, setArchivedOpen] = useState(false);
  const groups = groupConversations(conversations);
  // The rows' tooltips and menus come once the browser is idle after the rows' first paint, or on intent.
  const popups = useOnDemandAfterPaint(rowPopups, popupsReady && conversations.length > 0);
  const openIntent = () => {
    preloadRowPopups();
    onOpenIntent?.();
  };
  const renderRow = (conversation: ConversationListItem) => (
    <ConversationRow
      key={conversation.id}
      conversation={conversation}
      active={conversation.id === activeId}
      now={at}
      onSelect={onSelect}
      onRename={onRename}
      onPin={onPin}
      onArchive={onArchive}
      onDelete={onDelete}
      onExport={onExport}
      onPrint={onPrint}
      onShare={onShare}
      onMenuOpen={onRowMenuOpen}
    />
  );

  return (
    <div className={cn('flex h-full min-h-0 flex-col', className)}>
      <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-3">
        <h2 className="text-base font-semibold">{SIDEBAR_STRINGS.title}</h2>
        <Button
          size="sm"
          onClick={onNewChat}
          onPointerEnter={onNewChatIntent}
          onFocus={onNewChatIntent}
          aria-keyshortcuts="Control+Shift+O Meta+Shift+O"
        >
          <Plus aria-hidden="true" />
          {SIDEBAR_STRINGS.newChat}
        </Button>
      </div>
      {tools}
      {/* Rows never scroll sideways: a title wider than the sidebar is cut by width (below). */}
      <div
        className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto p-2"
        onPointerEnter={openIntent}
        onFocus={openIntent}
      >
        {conversations.length === 0 ? (
          loading ? (
            <p role="status" className="px-2 py-6 text-center text-sm text-muted-foreground">
              {SIDEBAR_STRINGS.loading}
            </p>
          ) : (
            <div className="px-2 py-8 text-center">
              <p className="text-sm font-medium">{SIDEBAR_STRINGS.emptyTitle}</p>
              <p className="mt-1 text-sm text-muted-foreground">{SIDEBAR_STRINGS.emptyText}</p>
            </div>
          )
        ) : (
          <RowsTooltipGroup popups={popups}>
            {/* minmax(0, 1fr): a grid column would otherwise grow to the widest title's full width and
                push every row's menu button out of the sidebar. */}
            {groups.pinned.length + groups.recent.length > 0 ? (
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-1" aria-label={SIDEBAR_STRINGS.title}>
                {groups.pinned.map(renderRow)}
                {groups.recent.map(renderRow)}
              </ul>
            ) : (
              <p className="px-2 py-6 text-center text-sm text-muted-foreground">
                {SIDEBAR_STRINGS.allArchived}
              </p>
            )}
            {groups.archived.length > 0 ? (
              <section className="mt-3 border-t border-border pt-2">
                <button
                  type="button"
                  aria-expanded={archivedOpen}
                  aria-controls={archivedOpen ? 'archived-conversations' : undefined}
                  onClick={() => setArchivedOpen((open) => !open)}
                  className="flex w-full items-center gap-1.5 rounded-md px-2 py-1.5 text-left text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  <ChevronRight
                    aria-hidden="true"
                    className={cn('size-4 transition-transform', archivedOpen && 'rotate-90')}
                  />
                  {`${SIDEBAR_STRINGS.archived} (${groups.archived.length})`}
                </button>
                {archivedOpen ? (
                  <ul
                    id="archived-conversations"
                    className="mt-1 grid grid-cols-[minmax(0,1fr)] gap-1"
                    aria-label={SIDEBAR_STRINGS.archived}
                  >
                    {groups.archived.map(renderRow)}
                  </ul>
                ) : null}
              </section>
            ) : null}
          </RowsTooltipGroup>
        )}
      </div>
    </div>
  );
}

type RowPopups = typeof import('./conversation-row-popups.tsx');

/**
 * One tooltip group for every row once the popups are loaded: while one title's tooltip is open, and
 * for 300 ms after, the next opens without the 500 ms delay, so moving along the list shows each title.
 */
function RowsTooltipGroup({ popups, children }: { popups: RowPopups | null; children: ReactNode }) {
  return popups ? <popups.TooltipProvider delayDuration={500}>{children}</popups.TooltipProvider> : children;
}
