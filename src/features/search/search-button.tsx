// The sidebar's way into search (issue 13); Ctrl/Cmd+K does the same from anywhere on the screen.
import { Search } from 'lucide-react';
import { SEARCH_STRINGS } from './search-strings.ts';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** `onIntent`: a pointer over it or focus on it (search's code and index start loading then). */
export function SearchButton({ onClick, onIntent }: { onClick: () => void; onIntent?: () => void }) {
  return (
    <div className="border-b border-border px-3 py-2">
      <button
        type="button"
        onClick={onClick}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex w-full items-center gap-2 rounded-lg border border-input bg-background px-3 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="flex-1 text-left">{SEARCH_STRINGS.title}</span>
        {/* A touch screen has no keyboard shortcut to hint at (issue 23 §4). */}
        <kbd
          aria-hidden="true"
          className="rounded border border-border px-1.5 font-sans text-xs pointer-coarse:hidden"
        >
          {isMac() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
    </div>
  );
}
