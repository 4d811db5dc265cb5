// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatHeaderTitle, EmptyConversationHint } from './chat-header-title.tsx';

describe('ChatHeaderTitle', () => {
  it('shows the active conversation title and the intro text', () => {
    render(<ChatHeaderTitle title="Austin condos" />);
    expect(screen.getByRole('heading', { name: 'Austin condos' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ask me anything about real estate, property values, market trends, or investment strategies.',
      ),
    ).toBeInTheDocument();
  });

  it.each([null, undefined, '', '   '])('falls back to "Hearth Assistant" for %j', (title) => {
    render(<ChatHeaderTitle title={title} />);
    expect(screen.getByRole('heading', { name: 'Hearth Assistant' })).toBeInTheDocument();
  });

  it('can hide the intro', () => {
    render(<ChatHeaderTitle title="x" showIntro={false} />);
    expect(screen.queryByText(/Ask me anything/)).toBeNull();
  });
});

describe('EmptyConversationHint', () => {
  it('says to start by sending a message', () => {
    render(<EmptyConversationHint />);
    expect(screen.getByText('Start a conversation by sending a message below.')).toBeInTheDocument();
  });
});
