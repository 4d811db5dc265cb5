// @vitest-environment happy-dom
// A dialog whose code is not loaded yet (this file never preloads it): it opens once the code is
// there, exactly as it always did — named, described, focused inside, Esc closes.
import '../../features/chat/testing/dom-test-setup.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rename Chat</DialogTitle>
            <DialogDescription>Pick a new title.</DialogDescription>
          </DialogHeader>
          <input aria-label="Title" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog (code loaded on first open)', () => {
  it('renders nothing while closed, opens once its code is loaded, and behaves as before', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    // The first load of the code takes a while under Vitest's transforms.
    const dialog = await screen.findByRole('dialog', { name: 'Rename Chat' }, { timeout: 10_000 });
    expect(dialog).toHaveAccessibleDescription('Pick a new title.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Loaded now: the next opening is immediate.
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Rename Chat' })).toBeInTheDocument();
  });
});
