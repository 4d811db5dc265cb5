// @vitest-environment happy-dom
// Keyboard use of a menu whose code is not loaded yet (its own file, so the code is cold): focus on
// the look-alike loads it and moves to the live trigger; Enter pressed before then still opens the
// menu with its first item focused, as Radix does for keyboard opening.
import '../../features/chat/testing/dom-test-setup.ts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

describe('DropdownMenu from the keyboard (code loaded on intent)', () => {
  it('Enter on the focused look-alike opens the menu at its first item once the code is there', async () => {
    render(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button type="button" aria-label="Account menu">
            ☺
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Profile</DropdownMenuItem>
          <DropdownMenuItem>Sign out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const lookAlike = screen.getByRole('button', { name: 'Account menu' });
    act(() => lookAlike.focus());
    fireEvent.keyDown(lookAlike, { key: 'Enter', code: 'Enter' });
    await screen.findByRole('menu', {}, { timeout: 10_000 }); // the first load takes a while under Vitest
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Profile' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const live = screen.getByRole('button', { name: 'Account menu' });
    expect(live).not.toBe(lookAlike);
    expect(live).toHaveFocus();
  });
});
