// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isApplePlatform, isShortcutsHelpKey, isTypingTarget, shortcutList } from './shortcut-list.ts';

describe('shortcutList', () => {
  it('names the modifier as the platform does: ⌘ on Apple devices, Ctrl elsewhere', () => {
    expect(shortcutList(true).find((s) => s.action === 'New chat')?.keys).toEqual(['⌘', 'Shift', 'O']);
    expect(shortcutList(false).find((s) => s.action === 'Search conversations')?.keys).toEqual(['Ctrl', 'K']);
  });

  it('lists every shortcut the issue asks for', () => {
    expect(shortcutList(false).map((s) => s.action)).toEqual([
      'New chat',
      'Search conversations',
      'Send message',
      'New line',
      'Stop generating (in the message box)',
      'Close dialog or menu',
      'Show keyboard shortcuts',
    ]);
  });

  it('tells Apple platforms apart', () => {
    expect(isApplePlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'iPhone', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'Win32', userAgent: '' })).toBe(false);
    expect(isApplePlatform({ platform: 'Linux x86_64', userAgent: '' })).toBe(false);
  });
});

describe('isShortcutsHelpKey', () => {
  const key = (target: EventTarget | null, extra: Partial<KeyboardEvent> = {}) =>
    isShortcutsHelpKey({ key: '?', ctrlKey: false, metaKey: false, altKey: false, target, ...extra });

  it('? outside text fields opens the help; typed into a field it is just a question mark', () => {
    const button = document.createElement('button');
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    document.body.append(button, input, textarea, editable);
    expect(key(document.body)).toBe(true);
    expect(key(button)).toBe(true);
    expect(key(null)).toBe(true);
    expect(key(input)).toBe(false);
    expect(key(textarea)).toBe(false);
    expect(key(inside)).toBe(false);
    expect(isTypingTarget(editable)).toBe(true);
  });

  it('not with Ctrl, ⌘ or Alt, and not for other keys', () => {
    expect(key(document.body, { ctrlKey: true })).toBe(false);
    expect(key(document.body, { metaKey: true })).toBe(false);
    expect(key(document.body, { altKey: true })).toBe(false);
    expect(key(document.body, { key: '/' })).toBe(false);
  });
});
