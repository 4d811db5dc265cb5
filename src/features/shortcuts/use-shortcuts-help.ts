// The keyboard shortcuts help's strings and its key (issue 13): ? pressed anywhere but in a text
// field. Apart from the dialog (keyboard-shortcuts-dialog.tsx), which loads when it first opens.
import { useEffect, useEffectEvent } from 'react';
import { isShortcutsHelpKey } from './shortcut-list.ts';

export const SHORTCUTS_STRINGS = {
  title: 'Keyboard shortcuts',
  description: 'Work faster in Hearth without leaving the keyboard.',
  menuItem: 'Keyboard shortcuts',
} as const;

/** Opens the help on ? pressed anywhere but in a text field (and not while another dialog is open). */
export function useShortcutsHelpKey(onOpen: () => void, enabled = true): void {
  const open = useEffectEvent(onOpen);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !isShortcutsHelpKey(event)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
