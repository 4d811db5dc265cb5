// @vitest-environment happy-dom
// A menu whose code is not loaded yet (this file never preloads it before the first test): its
// trigger is a look-alike, and a first press made before the code is there still opens the menu.
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

describe('DropdownMenu (code loaded on intent)', () => {
  it('a press on the look-alike before the code loads opens the menu once it has', async () => {
    const onRename = vi.fn();
    render(<Menu onRename={onRename} />);
    const lookAlike = trigger();
    expect(lookAlike).toHaveAttribute('aria-haspopup', 'menu');
    expect(lookAlike).toHaveAttribute('aria-expanded', 'false');
    expect(lookAlike).toHaveAttribute('data-state', 'closed');
    // As a touch screen does it: no hover first, the press is the first sign of intent.
    fireEvent.pointerDown(lookAlike, { button: 0, pointerType: 'touch' });
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 }); // the first load takes a while under Vitest
    expect(trigger()).not.toBe(lookAlike);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(onRename).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('once the code is loaded, a menu mounted later is live from the start', async () => {
    const user = userEvent.setup();
    render(<Menu onRename={() => {}} />);
    expect(trigger()).toHaveAttribute('id');
    await user.click(trigger());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
  });
});
