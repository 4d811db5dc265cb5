// What a sidebar row is given: shared by the row (conversation-row.tsx) and its popups, loaded later
// (conversation-row-popups.tsx), which would otherwise import each other.
import type { TimeInput } from '../../lib/relative-time.ts';
import type { ConversationListItem } from './conversation-list-item.ts';

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
