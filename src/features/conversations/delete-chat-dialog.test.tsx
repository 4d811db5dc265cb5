// @vitest-environment happy-dom
import '../chat/testing/dom-test-setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDialogs } from '../../components/ui/dialog.tsx';
import { DeleteChatDialog } from './delete-chat-dialog.tsx';

// These dialogs render open from the start; the dialogs' code loads on demand (dialog.tsx).
beforeAll(loadDialogs);

describe('DeleteChatDialog', () => {
  it('names the chat and confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<DeleteChatDialog open onOpenChange={onOpenChange} title="Austin condos" onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Chat' });
    expect(dialog).toHaveAccessibleDescription('\u201cAustin condos\u201d and its messages will be deleted.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows "Deleting..." while deleting', () => {
    render(<DeleteChatDialog open onOpenChange={() => {}} title="" onConfirm={() => {}} deleting />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByText(/Untitled Chat/)).toBeInTheDocument();
  });
});
