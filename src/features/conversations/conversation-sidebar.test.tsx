// @vitest-environment happy-dom
import '../chat/testing/dom-test-setup.ts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationListItem } from './conversation-list-item.ts';
import { ConversationSidebar, type ConversationSidebarProps } from './conversation-sidebar.tsx';

const NOW = Date.parse('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

const LONG_TITLE = 'Investment strategies for duplexes in Austin'; // 44 > 40 is fine for display

const conversations: ConversationListItem[] = [
  { id: 'c1', title: 'Austin condos', last_activity_at: ago(30 * 1000), created_at: ago(60 * MIN) },
  { id: 'c2', title: LONG_TITLE, last_activity_at: null, created_at: ago(5 * MIN) },
  { id: 'c3', title: '   ', last_activity_at: ago(3 * 60 * MIN) },
  { id: 'c4', title: 'Old one', last_activity_at: ago(2 * 24 * 60 * MIN) },
];

function renderSidebar(props: Partial<ConversationSidebarProps> = {}) {
  const handlers = { onSelect: vi.fn(), onNewChat: vi.fn(), onRename: vi.fn(), onDelete: vi.fn() };
  render(
    <ConversationSidebar conversations={conversations} activeId="c1" now={NOW} {...handlers} {...props} />,
  );
  return { ...handlers, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');

describe('ConversationSidebar', () => {
  it('has the title "Conversations" and a "New Chat" button', async () => {
    const { onNewChat, user } = renderSidebar();
    expect(screen.getByRole('heading', { name: 'Conversations' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(onNewChat).toHaveBeenCalledOnce();
  });

  it('shows "Loading conversations..." while the first load runs', () => {
    renderSidebar({ conversations: [], loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading conversations...');
    expect(screen.queryByText('No conversations yet')).toBeNull();
  });

  it('shows the empty state', () => {
    renderSidebar({ conversations: [] });
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first chat to get started')).toBeInTheDocument();
  });

  it('keeps showing rows while loading more', () => {
    renderSidebar({ loading: true });
    expect(screen.queryByText('Loading conversations...')).toBeNull();
    expect(rows()).toHaveLength(4);
  });

  it('truncates long titles to 23 characters plus an ellipsis, with the full title as title attribute', () => {
    renderSidebar();
    const row = rows()[1]!;
    const shown = within(row).getByText('Investment strategies f\u2026');
    expect('Investment strategies f').toHaveLength(23);
    expect(shown).toHaveAttribute('title', LONG_TITLE);
    expect(within(row).queryByText(LONG_TITLE)).toBeNull();
  });

  it('shows the full title in a tooltip on keyboard focus', async () => {
    const { user } = renderSidebar();
    // The rows' tooltips and menus load once the page is idle after the first paint.
    await screen.findByRole('button', { name: 'Conversation options: Austin condos' });
    await user.tab(); // New Chat
    await user.tab(); // first row
    await user.tab(); // first row's menu
    await user.tab(); // second row
    expect(within(rows()[1]!).getAllByRole('button')[0]).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_TITLE);
  });

  it('shows "Untitled Chat" for a blank title', () => {
    renderSidebar();
    expect(within(rows()[2]!).getByText('Untitled Chat')).toHaveAttribute('title', 'Untitled Chat');
  });

  it('shows relative times against the injected now, from last_activity_at else created_at', () => {
    renderSidebar();
    const times = rows().map((row) => row.querySelector('time')?.textContent);
    expect(times).toEqual(['now', '5m ago', '3h ago', '2d ago']);
    expect(rows()[1]!.querySelector('time')).toHaveAttribute('datetime', conversations[1]!.created_at);
  });

  it('marks the active conversation with aria-current and selects on click', async () => {
    const { onSelect, user } = renderSidebar({ activeId: 'c2' });
    const [first, second] = rows().map((row) => within(row).getAllByRole('button')[0]!);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    await user.click(first!);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('c1');
  });

  it('the row menu offers Rename and Delete, each calling back with the conversation', async () => {
    const { onDelete, onRename, user } = renderSidebar();
    await user.click(await screen.findByRole('button', { name: 'Conversation options: Old one' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(conversations[3]);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Conversation options: Austin condos' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    expect(onRename).toHaveBeenCalledExactlyOnceWith(conversations[0]);
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('the row menu works from the keyboard', async () => {
    const { onDelete, user } = renderSidebar();
    (await screen.findByRole('button', { name: 'Conversation options: Austin condos' })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(conversations[0]);
  });

  it('hides Rename without an onRename callback', async () => {
    const { user } = renderSidebar({ onRename: undefined });
    await user.click(await screen.findByRole('button', { name: 'Conversation options: Old one' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Delete']);
  });
});

describe('ConversationSidebar pin and archive (issue 13)', () => {
  const organised: ConversationListItem[] = [
    { id: 'a', title: 'Recent one', last_activity_at: ago(MIN) },
    { id: 'b', title: 'Pinned one', last_activity_at: ago(2 * MIN), pinned_at: ago(MIN) },
    { id: 'c', title: 'Archived one', last_activity_at: ago(3 * MIN), archived_at: ago(MIN) },
    { id: 'd', title: 'Older one', last_activity_at: ago(4 * MIN) },
    { id: 'e', title: 'Pinned older', last_activity_at: ago(5 * MIN), pinned_at: ago(MIN) },
  ];
  const setup = () => {
    const onPin = vi.fn();
    const onArchive = vi.fn();
    const result = renderSidebar({ conversations: organised, onPin, onArchive });
    return { ...result, onPin, onArchive };
  };
  const titles = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('[title]')?.textContent);

  it('lists pinned conversations first, with a pin mark, and keeps archived ones out of the list', () => {
    setup();
    const main = screen.getByRole('list', { name: 'Conversations' });
    expect(titles(main)).toEqual(['Pinned one', 'Pinned older', 'Recent one', 'Older one']);
    expect(within(main).getAllByRole('img', { name: 'Pinned' })).toHaveLength(2);
    expect(screen.queryByText('Archived one')).toBeNull();
  });

  it('shows archived ones behind a collapsed "Archived (n)" section', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Archived (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(titles(screen.getByRole('list', { name: 'Archived' }))).toEqual(['Archived one']);
    await user.click(toggle);
    expect(screen.queryByRole('list', { name: 'Archived' })).toBeNull();
  });

  it('the menu offers Pin or Unpin and Archive or Unarchive by state', async () => {
    const { user, onPin, onArchive } = setup();
    const itemsOf = async (title: string) => {
      await user.click(screen.getByRole('button', { name: `Conversation options: ${title}` }));
      const menu = await screen.findByRole('menu');
      return within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    };
    expect(await itemsOf('Recent one')).toEqual(['Rename', 'Pin', 'Archive', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Pin' }));
    expect(onPin).toHaveBeenCalledExactlyOnceWith(organised[0], true);

    expect(await itemsOf('Pinned one')).toEqual(['Rename', 'Unpin', 'Archive', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Unpin' }));
    expect(onPin).toHaveBeenLastCalledWith(organised[1], false);

    await user.click(screen.getByRole('button', { name: 'Archived (1)' }));
    expect(await itemsOf('Archived one')).toEqual(['Rename', 'Unarchive', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Unarchive' }));
    expect(onArchive).toHaveBeenCalledExactlyOnceWith(organised[2], false);
  });

  it('says so when every conversation is archived', () => {
    renderSidebar({ conversations: [organised[2]!] });
    expect(screen.getByText('Every conversation is archived.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archived (1)' })).toBeInTheDocument();
  });
});

describe('ConversationSidebar clock', () => {
  it('without an injected now, relative times follow the clock', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      render(
        <ConversationSidebar
          conversations={[{ id: 'x', title: 'T', last_activity_at: new Date(NOW).toISOString() }]}
          activeId={null}
          onSelect={() => {}}
          onNewChat={() => {}}
          onDelete={() => {}}
        />,
      );
      expect(screen.getByText('now')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2 * MIN));
      expect(screen.getByText('2m ago')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
