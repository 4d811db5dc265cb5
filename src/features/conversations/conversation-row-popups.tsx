// The sidebar row's popups, Radix's tooltip and dropdown menu: loaded once the browser is idle after
// the first paint (or on intent, a pointer over the list or focus in it), not with the chat route, so
// the rows and the composer are there sooner. Until then a row shows its title and time only; the
// title's full text is also the title span's native tooltip.
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
import type { ReactElement } from 'react';
import { cn } from '../../components/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import type { ConversationRowProps } from './conversation-row-props.ts';
import { CONVERSATION_OPTIONS_LABEL, CONVERSATION_ROW_STRINGS } from './conversation-row-strings.ts';

export { TooltipProvider } from '../../components/ui/tooltip.tsx';

/** The full title beside the row, after a pointer rests on it or at once on keyboard focus. */
export function TitleTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip
      side="right"
      sideOffset={8}
      className="z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-sm break-words text-background shadow-md"
      content={title}
    >
      {children}
    </Tooltip>
  );
}

type MenuProps = ConversationRowProps & { fullTitle: string };

/** The row's options: Rename, Pin/Unpin, Archive/Unarchive, exports, Share, Print, Delete. */
export function ConversationMenu({
  conversation,
  active,
  fullTitle,
  onRename,
  onPin,
  onArchive,
  onDelete,
  onExport,
  onPrint,
  onShare,
  onMenuOpen,
}: MenuProps) {
  const pinned = Boolean(conversation.pinned_at);
  const archived = Boolean(conversation.archived_at);
  return (
    <>
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
    </>
  );
}
