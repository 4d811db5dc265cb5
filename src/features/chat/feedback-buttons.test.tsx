// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDialogs } from '../../components/ui/dialog.tsx';
import type { ChatMessageView } from './chat-message.ts';
import { loadFeedbackNote } from './feedback-buttons.tsx';
import { FEEDBACK_STRINGS } from './feedback-strings.ts';
import { MessageBubble, sameBubbleProps } from './message-bubble.tsx';

// The note dialog opens at once when its code is there; it loads on demand (dialog.tsx and
// feedback-buttons.tsx).
beforeAll(() => Promise.all([loadDialogs(), loadFeedbackNote()]));

function reply(partial: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    id: 'r1',
    type: 'assistant',
    content: 'A cap rate is NOI over price.',
    sendState: 'sent',
    createdAt: '2026-11-26T09:32:10.000000Z',
    ...partial,
  };
}

const good = () => screen.getByRole('button', { name: FEEDBACK_STRINGS.good });
const bad = () => screen.getByRole('button', { name: FEEDBACK_STRINGS.bad });

describe('feedback on replies (issue 13)', () => {
  it('offers thumbs beside Copy on finished replies only, never on questions or streaming replies', () => {
    const onRate = vi.fn();
    const { rerender } = render(<MessageBubble message={reply()} onRate={onRate} />);
    expect(good()).toHaveAttribute('aria-pressed', 'false');
    expect(bad()).toHaveAttribute('aria-pressed', 'false');
    rerender(<MessageBubble message={reply({ sendState: 'stopped' })} onRate={onRate} />);
    expect(good()).toBeInTheDocument();
    for (const message of [
      reply({ type: 'user' }),
      reply({ isStreaming: true, sendState: 'streaming' }),
      reply({ sendState: 'failed' }),
      reply({ sendState: 'interrupted' }),
    ]) {
      rerender(<MessageBubble message={message} onRate={onRate} />);
      expect(screen.queryByRole('button', { name: FEEDBACK_STRINGS.good })).toBeNull();
    }
    rerender(<MessageBubble message={reply()} />);
    expect(screen.queryByRole('button', { name: FEEDBACK_STRINGS.good })).toBeNull();
  });

  it('shows the stored rating as the pressed thumb; pressing it again withdraws it', async () => {
    const onRate = vi.fn();
    render(<MessageBubble message={reply({ rating: 'up' })} onRate={onRate} />);
    expect(good()).toHaveAttribute('aria-pressed', 'true');
    expect(bad()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(good());
    expect(onRate).toHaveBeenCalledWith('r1', null);
  });

  it('thumbs down rates at once, then asks for an optional note: Send adds it', async () => {
    const onRate = vi.fn();
    render(<MessageBubble message={reply()} onRate={onRate} />);
    await userEvent.click(bad());
    expect(onRate).toHaveBeenCalledWith('r1', 'down');
    const dialog = screen.getByRole('dialog', { name: FEEDBACK_STRINGS.noteTitle });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: FEEDBACK_STRINGS.noteLabel }),
      'Too vague',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: FEEDBACK_STRINGS.send }));
    expect(onRate).toHaveBeenLastCalledWith('r1', 'down', 'Too vague');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Skip keeps the rating without a note; a note over the limit cannot be sent', async () => {
    const onRate = vi.fn();
    render(<MessageBubble message={reply()} onRate={onRate} />);
    await userEvent.click(bad());
    const dialog = screen.getByRole('dialog');
    const note = within(dialog).getByRole('textbox');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(1001));
    expect(within(dialog).getByText('1001/1000 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: FEEDBACK_STRINGS.send })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: FEEDBACK_STRINGS.skip }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onRate).toHaveBeenCalledTimes(1);
    expect(bad()).toHaveFocus();
  });

  it('thumbs up asks nothing', async () => {
    const onRate = vi.fn();
    render(<MessageBubble message={reply({ rating: 'down' })} onRate={onRate} />);
    await userEvent.click(good());
    expect(onRate).toHaveBeenCalledWith('r1', 'up');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a changed rating redraws the bubble', () => {
    const onRate = vi.fn();
    expect(sameBubbleProps({ message: reply(), onRate }, { message: reply({ rating: 'up' }), onRate })).toBe(
      false,
    );
    expect(sameBubbleProps({ message: reply(), onRate }, { message: reply(), onRate })).toBe(true);
  });
});

describe('message timestamps (issue 13)', () => {
  it('a <time> with the ISO instant and the full date as tooltip, on questions and replies', () => {
    const { rerender } = render(<MessageBubble message={reply()} />);
    const time = screen.getByTestId('message-time');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-26T09:32:10.000Z');
    expect(time.getAttribute('title')).toMatch(/2026/);
    expect(time.textContent).toMatch(/\d{1,2}:\d{2}/);
    rerender(<MessageBubble message={reply({ type: 'user' })} />);
    expect(screen.getByTestId('message-time')).toBeInTheDocument();
  });

  it('none while a reply streams', () => {
    render(<MessageBubble message={reply({ isStreaming: true, sendState: 'streaming', content: '' })} />);
    expect(screen.queryByTestId('message-time')).toBeNull();
  });
});
