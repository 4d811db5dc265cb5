// @vitest-environment happy-dom
import '../chat/testing/dom-test-setup.ts';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNewChatShortcut, useSearchShortcut } from './use-new-chat-shortcut.ts';

function Probe({ onOpen, enabled }: { onOpen: () => void; enabled?: boolean }) {
  useNewChatShortcut(onOpen, enabled);
  return <textarea aria-label="somewhere" />;
}

describe('useNewChatShortcut', () => {
  it('opens on Ctrl+Shift+O and Cmd+Shift+O, preventing the browser default', () => {
    const onOpen = vi.fn();
    render(<Probe onOpen={onOpen} />);
    const ctrl = new KeyboardEvent('keydown', {
      key: 'O',
      ctrlKey: true,
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    window.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(true);
    fireEvent.keyDown(document.body, { key: 'o', metaKey: true, shiftKey: true });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('works while typing in a field', () => {
    const onOpen = vi.fn();
    const { getByLabelText } = render(<Probe onOpen={onOpen} />);
    fireEvent.keyDown(getByLabelText('somewhere'), { key: 'O', ctrlKey: true, shiftKey: true });
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('ignores O alone, Ctrl+K (search), other modifiers, repeats and when disabled', () => {
    const onOpen = vi.fn();
    const { rerender } = render(<Probe onOpen={onOpen} />);
    fireEvent.keyDown(document.body, { key: 'O', shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'o', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'O', ctrlKey: true, shiftKey: true, altKey: true });
    fireEvent.keyDown(document.body, { key: 'O', ctrlKey: true, shiftKey: true, repeat: true });
    rerender(<Probe onOpen={onOpen} enabled={false} />);
    fireEvent.keyDown(document.body, { key: 'O', ctrlKey: true, shiftKey: true });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Probe onOpen={first} />);
    rerender(<Probe onOpen={second} />);
    fireEvent.keyDown(document.body, { key: 'O', ctrlKey: true, shiftKey: true });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});

function SearchProbe({ onOpen }: { onOpen: () => void }) {
  useSearchShortcut(onOpen);
  return null;
}

describe('useSearchShortcut', () => {
  it('opens on Ctrl+K and Cmd+K only', () => {
    const onOpen = vi.fn();
    render(<SearchProbe onOpen={onOpen} />);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
