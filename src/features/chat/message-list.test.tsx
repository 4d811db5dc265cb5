// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageView } from './chat-message.ts';
import { MessageList } from './message-list.tsx';
import { virtualizer } from './virtualizer.ts';

// virtua loads on demand; these tests start with it loaded (message-list-on-demand.test.tsx covers
// the moment before).
beforeAll(() => virtualizer.load());

function messages(count: number): ChatMessageView[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    type: i % 2 === 0 ? 'user' : 'assistant',
    content: `message ${i}`,
  }));
}

/** happy-dom does no layout: give the scroll container a fixed viewport over `height()` of content. */
function fakeScroll(el: HTMLElement, height: () => number, viewport = 400) {
  let top = 0;
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: height });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => viewport });
  Object.defineProperty(el, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(value, height() - viewport));
    },
  });
  return {
    get top() {
      return top;
    },
    userScrollTo(value: number) {
      el.scrollTop = value;
      fireEvent.scroll(el);
    },
  };
}

describe('MessageList', () => {
  it('shows the empty hint when there are no messages', () => {
    render(<MessageList messages={[]} />);
    expect(screen.getByText('Start a conversation by sending a message below.')).toBeInTheDocument();
  });

  it('renders user messages right and assistant messages left, in order', () => {
    render(<MessageList messages={messages(3)} assetHost="h.example" />);
    const log = screen.getByRole('log', { name: 'Messages' });
    const articles = within(log).getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('data-message-type'))).toEqual(['user', 'assistant', 'user']);
    expect(articles[0]).toHaveClass('items-end');
    expect(articles[1]).toHaveClass('items-start');
    expect(articles[2]).toHaveTextContent('message 2');
  });

  it('shows typing dots when waiting for a reply', () => {
    render(<MessageList messages={messages(1)} typing />);
    expect(screen.getByRole('status', { name: 'Assistant is typing' })).toBeInTheDocument();
  });

  it('follows a growing reply, stops when the user scrolls up, and "Jump to latest" returns', async () => {
    let height = 1000;
    const list = messages(2);
    const streaming = (content: string): ChatMessageView[] => [
      ...list,
      { id: 'a', type: 'assistant', content, isStreaming: true, sendState: 'streaming' },
    ];
    const { rerender } = render(<MessageList messages={streaming('Hello')} />);
    const log = screen.getByRole('log');
    const scroll = fakeScroll(log, () => height);

    // Grows while following: pinned to the bottom.
    height = 1200;
    rerender(<MessageList messages={streaming('Hello there')} />);
    expect(scroll.top).toBe(800);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();

    // The user scrolls up: growth no longer moves the view, and the button appears.
    scroll.userScrollTo(300);
    height = 1500;
    rerender(<MessageList messages={streaming('Hello there, friend')} />);
    expect(scroll.top).toBe(300);
    const jump = screen.getByRole('button', { name: 'Jump to latest' });

    await userEvent.setup().click(jump);
    expect(scroll.top).toBe(1100);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();

    height = 1700;
    rerender(<MessageList messages={streaming('Hello there, friend. More.')} />);
    expect(scroll.top).toBe(1300);
  });

  it('scrolling back down to the bottom follows again', () => {
    let height = 1000;
    const { rerender } = render(<MessageList messages={messages(2)} />);
    const log = screen.getByRole('log');
    const scroll = fakeScroll(log, () => height);
    scroll.userScrollTo(600);
    scroll.userScrollTo(100);
    expect(screen.getByRole('button', { name: 'Jump to latest' })).toBeInTheDocument();
    scroll.userScrollTo(590);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
    height = 1300;
    rerender(<MessageList messages={messages(3)} />);
    expect(scroll.top).toBe(900);
  });

  it('jumps to the bottom when the user sends, even after scrolling up', () => {
    let height = 1000;
    const { rerender } = render(<MessageList messages={messages(2)} />);
    const log = screen.getByRole('log');
    const scroll = fakeScroll(log, () => height);
    scroll.userScrollTo(600);
    scroll.userScrollTo(0);
    height = 1100;
    rerender(
      <MessageList messages={[...messages(2), { id: 'new', type: 'user', content: 'next question' }]} />,
    );
    expect(scroll.top).toBe(700);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  });

  it('with a conversationId, jumps on a conversation change but not when older messages are prepended', () => {
    let height = 1000;
    const list = messages(4).slice(2);
    const { rerender } = render(<MessageList messages={list} conversationId="c1" />);
    const log = screen.getByRole('log');
    const scroll = fakeScroll(log, () => height);
    scroll.userScrollTo(600);
    scroll.userScrollTo(0);
    height = 1500;
    rerender(<MessageList messages={[...messages(2), ...list]} conversationId="c1" />);
    expect(scroll.top).toBe(0);
    rerender(<MessageList messages={messages(3)} conversationId="c2" />);
    expect(scroll.top).toBe(1100);
  });

  it('renders the newest replies as markdown first and the older ones once painted', async () => {
    const replies: ChatMessageView[] = Array.from({ length: 20 }, (_, i) => ({
      id: `r${i}`,
      type: 'assistant',
      content: `**reply ${i}**`,
    }));
    render(<MessageList messages={replies} conversationId="c1" />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(20);
    // Above the fold at first: the text as written, nothing interpreted.
    expect(articles[0]!.querySelector('strong')).toBeNull();
    expect(articles[0]).toHaveTextContent('**reply 0**');
    expect(articles[19]!.querySelector('strong')).toHaveTextContent('reply 19');
    await waitFor(() => expect(articles[0]!.querySelector('strong')).toHaveTextContent('reply 0'));
    expect(screen.getAllByRole('article')).toHaveLength(20);
  });

  it("marks a search result's terms in its message (the marking code loads with the first result)", async () => {
    const focus = { messageId: 'm3', terms: ['message'], key: 1 };
    render(<MessageList messages={messages(5)} focus={focus} conversationId="c1" />);
    await waitFor(() =>
      expect(document.querySelector('[data-message-id="m3"] mark')).toHaveTextContent('message'),
    );
    expect(document.querySelectorAll('mark')).toHaveLength(1);
  });

  it('renders every message up to the threshold and virtualises beyond it', () => {
    const { rerender } = render(<MessageList messages={messages(50)} virtualizeAfter={50} />);
    expect(screen.getAllByRole('article')).toHaveLength(50);
    rerender(<MessageList messages={messages(500)} virtualizeAfter={50} />);
    // happy-dom has no layout, so virtua sees a zero-height viewport: what matters here is that the
    // list stops mounting every message (the browser harness checks what it does show).
    expect(screen.queryAllByRole('article').length).toBeLessThan(500);
  });

  it('renders up to 100 messages whole and virtualises more from the first render by default', () => {
    const { unmount } = render(<MessageList messages={messages(100)} />);
    expect(screen.getAllByRole('article')).toHaveLength(100);
    unmount();
    render(<MessageList messages={messages(200)} />);
    expect(screen.queryAllByRole('article').length).toBeLessThan(200);
  });
});
