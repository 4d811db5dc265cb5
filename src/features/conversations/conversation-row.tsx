// One conversation in the sidebar (spec §2 Sidebar): the title cut to 24 characters with the full
// title as tooltip, the relative time of its last activity, and a menu with Rename, Pin/Unpin,
// Archive/Unarchive (issue 13) and Delete. A pinned conversation shows a pin mark.
// 24 characters of wide letters can still be wider than the row: the title is then also cut by
// width (an ellipsis, never overflow), so the menu button always stays inside the sidebar.
import {
  Archive,
  ArchiveRestore,
  Ellipsis,
  FileJson,
  FileText,
  Pencil,
  Pin,
  PinOff,
  Printer,
  Share2,
  Trash2,
} from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { sidebarTitle, sidebarTitleTooltip } from '../../lib/conversation-title.ts';
import { conversationActivityAt, conversationTimeLabel, type TimeInput } from '../../lib/relative-time.ts';
import type { ConversationListItem } from './conversation-list-item.ts';

export const CONVERSATION_OPTIONS_LABEL = 'Conversation options';

export const CONVERSATION_ROW_STRINGS = {
  rename: 'Rename',
  pin: 'Pin',
  unpin: 'Unpin',
  pinned: 'Pinned',
  archive: 'Archive',
  unarchive: 'Unarchive',
  delete: 'Delete',
  exportMarkdown: 'Export as Markdown',
  exportJson: 'Export as JSON',
  print: 'Print',
  share: 'Share…',
} as const;

export interface ConversationRowProps {
  conversation: ConversationListItem;
  active: boolean;
  /** The time relative labels are computed against. */
  now: TimeInput;
  onSelect: (id: string) => void;
  /** The Rename item shows only when given. */
  onRename?: (conversation: ConversationListItem) => void;
  /** Pin/Unpin shows only when given; called with the wanted state. */
  onPin?: (conversation: ConversationListItem, pinned: boolean) => void;
  /** Archive/Unarchive shows only when given; called with the wanted state. */
  onArchive?: (conversation: ConversationListItem, archived: boolean) => void;
  onDelete: (conversation: ConversationListItem) => void;
  /** Export as Markdown / JSON show only when given. */
  onExport?: (conversation: ConversationListItem, format: 'markdown' | 'json') => void;
  /** Print shows only when given, and only on the open conversation (it prints the page). */
  onPrint?: () => void;
  /** Share… (a read-only link, issue 22 §7) shows only when given. */
  onShare?: (conversation: ConversationListItem) => void;
  /** The menu opened: its items open dialogs, whose code can start loading now. */
  onMenuOpen?: () => void;
}

/** The tooltip's delay comes from a `TooltipProvider` (ConversationSidebar provides one). */
export function ConversationRow({
  conversation,
  active,
  now,
  onSelect,
  onRename,
  onPin,
  onArchive,
  onDelete,
  onExport,
  onPrint,
  onShare,
  onMenuOpen,
}: ConversationRowProps) {
  const pinned = Boolean(conversation.pinned_at);
  const archived = Boolean(conversation.archived_at);
  const fullTitle = sidebarTitleTooltip(conversation.title);
  const shortTitle = sidebarTitle(conversation.title);
  const at = conversationActivityAt(conversation);
  const timeLabel = conversationTimeLabel(conversation, now);

  return (
    <li className="group relative min-w-0">
      <Tooltip
        side="right"
        sideOffset={8}
        className="z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-sm break-words text-background shadow-md"
        content={fullTitle}
      >
        <button
          type="button"
          aria-current={active ? 'true' : undefined}
          onClick={() => onSelect(conversation.id)}
          className={cn(
            'flex w-full min-w-0 flex-col items-start gap-0.5 rounded-lg py-2 pr-11 pl-3 text-left transition-colors',
            active ? 'bg-accent text-accent-foreground' : 'text-surface-foreground hover:bg-muted',
          )}
        >
          <span className={cn('w-full truncate text-sm font-medium', pinned && 'pr-5')} title={fullTitle}>
            {shortTitle}
          </span>
          {/* After the title, so the row's name still starts with it ("Title Pinned 2m ago"). */}
          {pinned ? (
            <Pin
              aria-label={CONVERSATION_ROW_STRINGS.pinned}
              role="img"
              className="absolute top-3 right-11 size-3.5 rotate-45"
            />
          ) : null}
          {timeLabel ? (
            <time
              dateTime={at ?? undefined}
              className={cn('text-xs', active ? 'text-accent-foreground/80' : 'text-muted-foreground')}
            >
              {timeLabel}
            </time>
          ) : null}
        </button>
      </Tooltip>
      {/* Not modal: the items open dialogs, and a modal menu closing under an opening dialog can
          leave the page without pointer events. */}
      <DropdownMenu modal={false} onOpenChange={(open) => open && onMenuOpen?.()}>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            aria-label={`${CONVERSATION_OPTIONS_LABEL}: ${fullTitle}`}
            className={cn(
              'absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md',
              'text-muted-foreground hover:bg-border hover:text-foreground data-[state=open]:bg-border',
            )}
          >
            <Ellipsis aria-hidden="true" className="size-4" />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-36">
          {onRename ? (
            <DropdownMenuItem onSelect={() => onRename(conversation)}>
              <Pencil aria-hidden="true" />
              {CONVERSATION_ROW_STRINGS.rename}
            </DropdownMenuItem>
          ) : null}
          {onPin && !archived ? (
            <DropdownMenuItem onSelect={() => onPin(conversation, !pinned)}>
              {pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
              {pinned ? CONVERSATION_ROW_STRINGS.unpin : CONVERSATION_ROW_STRINGS.pin}
            </DropdownMenuItem>
          ) : null}
          {onArchive ? (
            <DropdownMenuItem onSelect={() => onArchive(conversation, !archived)}>
              {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
              {archived ? CONVERSATION_ROW_STRINGS.unarchive : CONVERSATION_ROW_STRINGS.archive}
            </DropdownMenuItem>
          ) : null}
          {onExport ? (
            <>
              <DropdownMenuItem onSelect={() => onExport(conversation, 'markdown')}>
                <FileText aria-hidden="true" />
                {CONVERSATION_ROW_STRINGS.exportMarkdown}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onExport(conversation, 'json')}>
                <FileJson aria-hidden="true" />
                {CONVERSATION_ROW_STRINGS.exportJson}
              </DropdownMenuItem>
            </>
          ) : null}
          {onShare ? (
            <DropdownMenuItem onSelect={() => onShare(conversation)}>
              <Share2 aria-hidden="true" />
              {CONVERSATION_ROW_STRINGS.share}
            </DropdownMenuItem>
          ) : null}
          {onPrint && active ? (
            <DropdownMenuItem onSelect={onPrint}>
              <Printer aria-hidden="true" />
              {CONVERSATION_ROW_STRINGS.print}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem destructive onSelect={() => onDelete(conversation)}>
            <Trash2 aria-hidden="true" />
            {CONVERSATION_ROW_STRINGS.delete}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
