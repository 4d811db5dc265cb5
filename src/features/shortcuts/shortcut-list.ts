// The keyboard shortcuts the help dialog lists (issue 13), with the platform's modifier name: ⌘ on
// Apple devices, Ctrl elsewhere. Where a shortcut is handled: New chat and Search in
// src/features/conversations/use-new-chat-shortcut.ts, Send and New line in the composer, Stop in the
// composer while a reply streams, Esc by every dialog (Radix), ? in use-shortcuts-help.ts.

export interface Shortcut {
  action: string;
  /** The keys pressed together, as shown (each in its own <kbd>). */
  keys: string[];
}

export function isApplePlatform(
  nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined = globalThis.navigator,
): boolean {
  if (!nav) return false;
  const platform =
    (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ||
    nav.platform ||
    nav.userAgent;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

export function shortcutList(apple: boolean): Shortcut[] {
  const mod = apple ? '⌘' : 'Ctrl';
  return [
    { action: 'New chat', keys: [mod, 'Shift', 'O'] },
    { action: 'Search conversations', keys: [mod, 'K'] },
    { action: 'Send message', keys: ['Enter'] },
    { action: 'New line', keys: ['Shift', 'Enter'] },
    { action: 'Stop generating (in the message box)', keys: ['Esc'] },
    { action: 'Close dialog or menu', keys: ['Esc'] },
    { action: 'Show keyboard shortcuts', keys: ['?'] },
  ];
}

/** '?' typed outside any text field, without Ctrl, ⌘ or Alt (Shift is how most layouts type it). */
export function isShortcutsHelpKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): boolean {
  if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return false;
  return !isTypingTarget(event.target);
}

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}
