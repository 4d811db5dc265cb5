// @vitest-environment happy-dom
import '../chat/testing/dom-test-setup.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDialogs } from '../../components/ui/dialog.tsx';
import { NewChatDialog, RenameDialog } from './title-dialogs.tsx';

// These dialogs render open from the start; the dialogs' code loads on demand (dialog.tsx).
beforeAll(loadDialogs);

function NewChatHarness({
  onCreate,
  creating = false,
}: {
  onCreate: (title: string) => void;
  creating?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <NewChatDialog open={open} onOpenChange={setOpen} onCreate={onCreate} creating={creating} />
    </>
  );
}

const input = () => screen.getByPlaceholderText('Enter chat title (1-40 characters)') as HTMLInputElement;
const create = () => screen.getByRole('button', { name: 'Create' });

describe('NewChatDialog', () => {
  it('is a dialog titled "Create New Chat" with the input focused, a counter, Cancel and Create', () => {
    render(<NewChatHarness onCreate={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Create New Chat' })).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(input()).toHaveAccessibleName('Chat title');
    expect(screen.getByText('0/40 characters')).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription('0/40 characters');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(create()).toBeDisabled();
  });

  it('counts characters live and enables Create for 1 to 40', async () => {
    render(<NewChatHarness onCreate={() => {}} />);
    await userEvent.setup().type(input(), 'Lofts');
    expect(screen.getByText('5/40 characters')).toBeInTheDocument();
    expect(create()).toBeEnabled();
  });

  it('caps the input at 40 characters as typed and pasted', async () => {
    const user = userEvent.setup();
    render(<NewChatHarness onCreate={() => {}} />);
    await user.type(input(), 'a'.repeat(45));
    expect(input().value).toBe('a'.repeat(40));
    expect(screen.getByText('40/40 characters')).toBeInTheDocument();
    expect(create()).toBeEnabled();
    fireEvent.change(input(), { target: { value: 'b'.repeat(41) } });
    expect(input().value).toBe('b'.repeat(40));
  });

  it('counts emoji as one character each', () => {
    render(<NewChatHarness onCreate={() => {}} />);
    fireEvent.change(input(), { target: { value: '\u{1F3E0}'.repeat(41) } });
    expect(screen.getByText('40/40 characters')).toBeInTheDocument();
    expect(create()).toBeEnabled();
  });

  it('keeps Create disabled for an empty or whitespace-only title', async () => {
    const onCreate = vi.fn();
    const user = userEvent.setup();
    render(<NewChatHarness onCreate={onCreate} />);
    expect(create()).toBeDisabled();
    await user.type(input(), '     ');
    expect(screen.getByText('5/40 characters')).toBeInTheDocument();
    expect(create()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('Enter creates with the trimmed title', async () => {
    const onCreate = vi.fn();
    render(<NewChatHarness onCreate={onCreate} />);
    await userEvent.setup().type(input(), '  Rent vs buy  {Enter}');
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Rent vs buy');
  });

  it('Create button creates', async () => {
    const onCreate = vi.fn();
    const user = userEvent.setup();
    render(<NewChatHarness onCreate={onCreate} />);
    await user.type(input(), 'Cap rates');
    await user.click(create());
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Cap rates');
  });

  it('shows "Creating..." and does not submit again while creating', async () => {
    const onCreate = vi.fn();
    render(<NewChatHarness onCreate={onCreate} creating />);
    const button = screen.getByRole('button', { name: 'Creating...' });
    expect(button).toBeDisabled();
    fireEvent.submit(button.closest('form')!);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('Escape and Cancel close it; reopening starts empty', async () => {
    const user = userEvent.setup();
    render(<NewChatHarness onCreate={() => {}} />);
    await user.type(input(), 'draft');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(input().value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('RenameDialog', () => {
  it('is titled "Rename Chat", starts from the current title and renames with the trimmed title', async () => {
    const onRename = vi.fn();
    const user = userEvent.setup();
    render(<RenameDialog open onOpenChange={() => {}} currentTitle="Old title" onRename={onRename} />);
    expect(screen.getByRole('dialog', { name: 'Rename Chat' })).toBeInTheDocument();
    expect(input().value).toBe('Old title');
    expect(screen.getByText('9/40 characters')).toBeInTheDocument();
    await user.clear(input());
    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.type(input(), ' New title {Enter}');
    expect(onRename).toHaveBeenCalledExactlyOnceWith('New title');
  });

  it('shows "Renaming..." while renaming', () => {
    render(<RenameDialog open onOpenChange={() => {}} currentTitle="x" onRename={() => {}} renaming />);
    expect(screen.getByRole('button', { name: 'Renaming...' })).toBeDisabled();
  });
});
