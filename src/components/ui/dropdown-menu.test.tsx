// @vitest-environment happy-dom
// The menu as users meet it: a press or the keyboard opens it, items are menu items, Esc closes it and
// focus returns to the trigger.
import '../../features/chat/testing/dom-test-setup.ts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

function Menu({ onRename }: { onRename: () => void }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button type="button" aria-label="Conversation options">
          ⋯
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onRename}>Rename</DropdownMenuItem>
        <DropdownMenuItem>Delete</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Conversation options' });

describe('DropdownMenu', () => {
  it('a press opens it; the trigger says so; an item picks', async () => {
    const onRename = vi.fn();
    render(<Menu onRename={onRename} />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    // As a touch screen does it: no hover first.
    fireEvent.pointerDown(trigger(), { button: 0, pointerType: 'touch' });
    const menu = await screen.findByRole('menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(onRename).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('Enter opens it at its first item; Esc closes it and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    render(<Menu onRename={() => {}} />);
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger()).toHaveFocus();
  });
});
