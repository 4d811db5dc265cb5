// The chat screen's global shortcuts (issue 13): Ctrl/Cmd+K opens search, Ctrl/Cmd+Shift+O opens New
// Chat (as in ChatGPT). Both work while typing in a field and prevent the browser's default.
import { useEffect, useEffectEvent } from 'react';

type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Ctrl+Shift+O (Cmd+Shift+O on macOS): the New Chat dialog. */
export function isNewChatShortcut(event: ShortcutEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && event.shiftKey && event.key.toLowerCase() === 'o'
  );
}

/** Ctrl+K (Cmd+K on macOS): search across conversations. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/** Calls `onMatch` on every (non-repeated) keydown anywhere on the page that `matches`. */
export function useShortcut(
  matches: (event: KeyboardEvent) => boolean,
  onMatch: () => void,
  enabled = true,
): void {
  const fire = useEffectEvent(onMatch);
  const test = useEffectEvent(matches);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !test(event)) return;
      event.preventDefault();
      fire();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

export function useNewChatShortcut(onOpen: () => void, enabled = true): void {
  useShortcut(isNewChatShortcut, onOpen, enabled);
}

export function useSearchShortcut(onOpen: () => void, enabled = true): void {
  useShortcut(isSearchShortcut, onOpen, enabled);
}
