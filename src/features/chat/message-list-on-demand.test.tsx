// @vitest-environment happy-dom
// A long list before its virtualiser (virtua, loaded on demand) is there. Each test file has its own
// module registry, so virtua starts unloaded here (once loaded, it stays: one test).
import './testing/dom-test-setup.ts';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessageView } from './chat-message.ts';
import { CHAT_STRINGS } from './chat-strings.ts';
import { MessageList } from './message-list.tsx';
import { virtualizer } from './virtualizer.ts';

function messages(count: number): ChatMessageView[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    type: i % 2 === 0 ? 'user' : 'assistant',
    content: `message ${i}`,
  }));
}

const shownIds = () =>
  Array.from(document.querySelectorAll('[data-message-id]'), (row) => row.getAttribute('data-message-id'));

describe('MessageList before virtua has loaded', () => {
  it('a long list shows its newest messages whole, then virtualises; a search result waits for it', async () => {
    const { rerender } = render(<MessageList messages={messages(50)} virtualizeAfter={50} />);
    expect(shownIds()).toHaveLength(50);
    expect(virtualizer.current()).toBeNull(); // a short list does not load it

    // A search result older than the newest 30, in a long conversation.
    const focus = { messageId: 'm3', terms: ['message'], key: 1 };
    rerender(<MessageList messages={messages(500)} virtualizeAfter={50} focus={focus} conversationId="c1" />);
    // The first render, before virtua is there: the newest 30 (more than a screen), in order, ending
    // with the last, and the focus not handled yet (the list still follows the bottom).
    expect(shownIds()).toEqual(Array.from({ length: 30 }, (_, i) => `m${470 + i}`));
    expect(screen.queryByRole('button', { name: CHAT_STRINGS.jumpToLatest })).toBeNull();

    await waitFor(() => expect(virtualizer.current()).not.toBeNull());
    // happy-dom has no layout, so virtua sees a zero-height viewport and mounts only a few rows.
    await waitFor(() => expect(shownIds().length).toBeLessThan(30));
    // The result is then opened: the list stops following the bottom.
    expect(screen.getByRole('button', { name: CHAT_STRINGS.jumpToLatest })).toBeVisible();
  });
});
