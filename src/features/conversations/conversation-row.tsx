// One conversation in the sidebar (spec §2 Sidebar): the title cut to 24 characters with the full
// title as tooltip, the relative time of its last activity, and a menu with Rename, Pin/Unpin,
// Archive/Unarchive (issue 13) and Delete. A pinned conversation shows a pin mark.
// 24 characters of wide letters can still be wider than the row: the title is then also cut by
// width (an ellipsis, never overflow), so the menu button always stays inside the sidebar.
import { Pin } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';
import { onDemand, preload, useOnDemand } from '../../components/ui/on-demand.ts';
import { useFocusAcrossRemount } from '../../components/ui/use-focus-across-remount.ts';
import { sidebarTitle, sidebarTitleTooltip } from '../../lib/conversation-title.ts';
import { conversationActivityAt, conversationTimeLabel } from '../../lib/relative-time.ts';
import type { ConversationRowProps } from './conversation-row-props.ts';
import { CONVERSATION_ROW_STRINGS } from './conversation-row-strings.ts';

/** The rows' tooltip and menu (Radix): loaded after the first paint (the sidebar starts it). */
export const rowPopups = onDemand(() => import('./conversation-row-popups.tsx'));

/** Starts loading the rows' popups now: a pointer over the list, or focus in it. */
export const preloadRowPopups = (): void => preload(rowPopups);

export { CONVERSATION_OPTIONS_LABEL, CONVERSATION_ROW_STRINGS } from './conversation-row-strings.ts';

/**
 * The title, time and pin mark render at once; the tooltip and the options menu once the popups'
 * code is there (`rowPopups`), with the tooltip's delay from the sidebar's `TooltipProvider`.
 */
export function ConversationRow(props: ConversationRowProps) {
  const { conversation, active, now, onSelect } = props;
  const popups = useOnDemand(rowPopups, false);
  // Remounted as the tooltip's trigger once the popups load: the new button keeps the old one's focus.
  const keepFocus = useFocusAcrossRemount<HTMLButtonElement>(`row:${conversation.id}`);
  const pinned = Boolean(conversation.pinned_at);
  const fullTitle = sidebarTitleTooltip(conversation.title);
  const shortTitle = sidebarTitle(conversation.title);
  const at = conversationActivityAt(conversation);
  const timeLabel = conversationTimeLabel(conversation, now);

  const row = (
    <button
      ref={keepFocus}
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
  );

  return (
    <li className="group relative min-w-0">
      {popups ? <popups.TitleTooltip title={fullTitle}>{row}</popups.TitleTooltip> : row}
      {popups ? <popups.ConversationMenu {...props} fullTitle={fullTitle} /> : null}
    </li>
  );
}
