// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageBubble } from './message-bubble.tsx';
import { EmptyConversationPrompts, PROMPT_STRINGS } from './prompt-buttons.tsx';
import { SUGGESTED_PROMPTS } from './suggested-prompts.ts';

describe('suggested prompts (issue 13)', () => {
  it("one per area of the landing page's six (spec §2, word for word)", () => {
    expect(SUGGESTED_PROMPTS.map((p) => p.area)).toEqual([
      'Instant Answers',
      'Market Analysis',
      'Property Research',
      'Investment Strategies',
      'Location Intelligence',
      'Commercial Insights',
    ]);
  });

  it('shows the empty hint and asks a prompt when clicked', async () => {
    const onAsk = vi.fn();
    render(<EmptyConversationPrompts onAsk={onAsk} />);
    expect(screen.getByText('Start a conversation by sending a message below.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: PROMPT_STRINGS.suggestions });
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    await userEvent.click(
      within(list).getByRole('button', { name: /How do school districts affect home values\?/ }),
    );
    expect(onAsk).toHaveBeenCalledWith('How do school districts affect home values?');
  });
});

describe('related topics (issue 13)', () => {
  const reply = {
    id: 'r1',
    type: 'assistant' as const,
    content:
      '### Rate locks\n\nA rate lock holds a rate.\n\n**Related topics**\n\n- Discount points\n- [Escrow](javascript:alert(1))\n',
    sendState: 'sent' as const,
  };

  it('become buttons that ask the topic; the markdown no longer lists them; no link is made', async () => {
    const onAsk = vi.fn();
    const { container } = render(<MessageBubble message={reply} onAsk={onAsk} />);
    const list = screen.getByRole('list', { name: PROMPT_STRINGS.relatedTopics });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Discount points', 'Escrow']);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent?.match(/Discount points/g)).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Escrow' }));
    expect(onAsk).toHaveBeenCalledWith('Escrow');
  });

  it('stay plain markdown while streaming or without onAsk', () => {
    const { rerender } = render(
      <MessageBubble message={{ ...reply, isStreaming: true, sendState: 'streaming' }} onAsk={vi.fn()} />,
    );
    expect(screen.queryByRole('list', { name: PROMPT_STRINGS.relatedTopics })).toBeNull();
    rerender(<MessageBubble message={reply} />);
    expect(screen.queryByRole('list', { name: PROMPT_STRINGS.relatedTopics })).toBeNull();
    expect(screen.getByText('Discount points')).toBeInTheDocument();
  });
});
