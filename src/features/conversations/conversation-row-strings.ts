// The sidebar row's strings (spec §2 Sidebar), shared by the row and its popups.
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
