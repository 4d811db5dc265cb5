// @vitest-environment happy-dom
import '../chat/testing/dom-test-setup.ts';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNewChatShortcut } from './use-new-chat-shortcut.ts';

function Probe({ onOpen, enabled }: { onOpen: () => void; enabled?: boolean }) {
  useNewChatShortcut(onOpen, enabled);
  return <textarea aria-label="somewhere" />;
}

describe('useNewChatShortcut', () => {
  it('opens on Ctrl+K and Cmd+K, preventing the browser default', () => {
    const onOpen = vi.fn();
    render(<Probe onOpen={onOpen} />);
    const ctrl = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    window.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(true);
    fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('works while typing in a field', () => {
    const onOpen = vi.fn();
    const { getByLabelText } = render(<Probe onOpen={onOpen} />);
    fireEvent.keyDown(getByLabelText('somewhere'), { key: 'k', ctrlKey: true });
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('ignores K alone, other modifiers, repeats and when disabled', () => {
    const onOpen = vi.fn();
    const { rerender } = render(<Probe onOpen={onOpen} />);
    fireEvent.keyDown(document.body, { key: 'k' });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, altKey: true });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, repeat: true });
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    rerender(<Probe onOpen={onOpen} enabled={false} />);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Probe onOpen={first} />);
    rerender(<Probe onOpen={second} />);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
