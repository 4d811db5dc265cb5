// The search dialog's strings (issue 13), apart from the dialog, which loads when search is first wanted.
export const SEARCH_STRINGS = {
  title: 'Search conversations',
  description: 'Titles and messages, on this device. ↑ ↓ to move, Enter to open, Esc to close.',
  placeholder: 'Search…',
  results: 'Results',
  preparing: 'Preparing search…',
  hint: 'Type to search your conversations.',
  noResults: (query: string) => `No results for \u201c${query}\u201d`,
  titleMatch: 'Title',
  recent: 'Recent conversations',
  archived: 'Archived',
  matches: (n: number) => (n === 1 ? '1 matching message' : `${n} matching messages`),
} as const;
