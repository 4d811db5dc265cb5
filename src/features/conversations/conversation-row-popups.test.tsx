// @vitest-environment happy-dom
// The rows' tooltip and menu arrive after the first paint (conversation-row-popups.tsx). Its own file:
// the popups module is loaded once per file, and these tests need it not loaded yet.
import '../chat/testing/dom-test-setup.ts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationListItem } from './conversation-list-item.ts';
import { rowPopups } from './conversation-row.tsx';
import { ConversationSidebar } from './conversation-sidebar.tsx';

const conversations: ConversationListItem[] = [
  { id: 'c1', title: 'Austin condos', last_activity_at: '2025-06-15T11:59:00Z' },
  { id: 'c2', title: 'Duplex in Dallas', last_activity_at: '2025-06-15T11:00:00Z' },
];

// The browser's idle time, under the test's control: tasks wait here until the test runs them.
const idleTasks = vi.hoisted(() => [] as (() => void)[]);
vi.mock('../../lib/after-paint.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/after-paint.ts')>()),
  whenIdle: (task: () => void) => {
    idleTasks.push(task);
    return () => undefined;
  },
}));

describe('the sidebar rows before and after their popups load', () => {
  it('shows titles at once, the menus once idle, and keeps a row focused across the change', async () => {
    render(
      <ConversationSidebar
        conversations={conversations}
        activeId="c1"
        now={Date.parse('2025-06-15T12:00:00Z')}
        onSelect={vi.fn()}
        onNewChat={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Austin condos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Conversation options/ })).toBeNull();
    expect(rowPopups.current()).toBeNull();

    const user = userEvent.setup();
    await user.tab(); // New Chat
    await user.tab(); // the first row
    const firstRow = () =>
      within(
        within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem')[0]!,
      ).getAllByRole('button')[0];
    expect(firstRow()).toHaveFocus();

    // The browser goes idle: the popups load, and the row's button is now the tooltip's trigger.
    await act(async () => {
      for (const task of idleTasks.splice(0)) task();
      await rowPopups.load();
    });
    expect(screen.getByRole('button', { name: 'Conversation options: Austin condos' })).toBeInTheDocument();
    expect(firstRow()).toHaveFocus();
  });
});
