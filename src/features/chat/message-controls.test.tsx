// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../../../supabase/functions/_shared/protocol.ts';
import type { ChatMessageView } from './chat-message.ts';
import { MessageBubble } from './message-bubble.tsx';

function msg(partial: Partial<ChatMessageView>): ChatMessageView {
  return { id: 'm1', type: 'assistant', content: 'An answer', sendState: 'sent', ...partial };
}

const handlers = () => ({
  onRegenerate: vi.fn(),
  onContinue: vi.fn(),
  onEdit: vi.fn(),
  onSelectVersion: vi.fn(),
});

describe('version controls under a bubble', () => {
  it('offers Regenerate only on the reply the pane marks, and calls back with its id', async () => {
    const on = handlers();
    const { rerender } = render(<MessageBubble message={msg({})} {...on} />);
    expect(screen.queryByRole('button', { name: 'Regenerate response' })).toBeNull();
    rerender(<MessageBubble message={msg({ canRegenerate: true })} {...on} />);
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate response' }));
    expect(on.onRegenerate).toHaveBeenCalledWith('m1');
  });

  it('‹ n/m › shows the position and moves to the neighbouring versions; the ends are disabled', async () => {
    const on = handlers();
    const versions = { index: 2, count: 2, parentKey: 'q1', previousId: 'r1', nextId: null };
    render(<MessageBubble message={msg({ id: 'r2', versions })} {...on} />);
    expect(screen.getByRole('group', { name: 'Version 2 of 2' })).toHaveTextContent('2/2');
    expect(screen.getByRole('button', { name: 'Next version' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous version' }));
    expect(on.onSelectVersion).toHaveBeenCalledWith('q1', 'r1');
  });

  it('Continue shows next to Stopped and calls back with the reply', async () => {
    const on = handlers();
    render(<MessageBubble message={msg({ sendState: 'stopped', canContinue: true })} {...on} />);
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue the response' }));
    expect(on.onContinue).toHaveBeenCalledWith('m1');
  });

  it('Edit turns a question into an editor: Cancel keeps it, Save & send sends the new text', async () => {
    const on = handlers();
    render(<MessageBubble message={msg({ type: 'user', content: 'What is NOI?', canEdit: true })} {...on} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit message' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your message' });
    expect(editor).toHaveValue('What is NOI?');
    // Unchanged text is not sent again.
    expect(screen.getByRole('button', { name: 'Save & send' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(on.onEdit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit message' }));
    const again = screen.getByRole('textbox', { name: 'Edit your message' });
    await userEvent.clear(again);
    await userEvent.type(again, 'What is DSCR?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save & send' }));
    expect(on.onEdit).toHaveBeenCalledWith('m1', 'What is DSCR?');
  });

  it('the editor keeps the composer’s length limit', async () => {
    const on = handlers();
    render(<MessageBubble message={msg({ type: 'user', content: 'Short', canEdit: true })} {...on} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit message' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your message' });
    await userEvent.click(editor);
    await userEvent.paste('x'.repeat(MESSAGE_MAX_LENGTH));
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/the limit is 8,000/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save & send' })).toBeDisabled();
  });
});
