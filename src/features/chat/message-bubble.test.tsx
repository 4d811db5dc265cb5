// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mortgageInputs, resultOf } from '../../../supabase/functions/_shared/assistant/calculation-cards.ts';
import type { ChatMessageView } from './chat-message.ts';
import { extraImageUrls, MessageBubble, sameBubbleProps } from './message-bubble.tsx';

const HOST = 'app.example.com';

function msg(partial: Partial<ChatMessageView>): ChatMessageView {
  return { id: 'm1', type: 'assistant', content: '', ...partial };
}

function renderBubble(message: ChatMessageView, props: Partial<Parameters<typeof MessageBubble>[0]> = {}) {
  return render(<MessageBubble message={message} assetHost={HOST} {...props} />);
}

/** No anchor, image or script in the container carries the given dangerous scheme. */
function expectNothingDangerous(container: HTMLElement) {
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('iframe, object, embed, style')).toBeNull();
  for (const a of container.querySelectorAll('a')) {
    expect(a.getAttribute('href') ?? '').toMatch(/^(https?:|mailto:)/);
  }
  for (const img of container.querySelectorAll('img')) {
    expect(img.getAttribute('src') ?? '').toMatch(/^https?:/);
  }
  for (const el of container.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name).not.toMatch(/^on/i);
      expect(attr.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  }
}

describe('MessageBubble: assistant markdown', () => {
  it('renders a GFM table, lists, emphasis and code', () => {
    const content = [
      '# Market summary',
      '',
      'Prices are **up** and *steady*.',
      '',
      '- one',
      '- two',
      '',
      '1. first',
      '2. second',
      '',
      '| City | Median |',
      '| --- | ---: |',
      '| Austin | $450k |',
      '',
      'Use `calc()` or:',
      '',
      '```ts',
      'const rate = 0.065;',
      '```',
    ].join('\n');
    const { container } = renderBubble(msg({ content }));
    expect(screen.getByRole('heading', { name: 'Market summary' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('up');
    expect(container.querySelector('em')).toHaveTextContent('steady');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    const table = screen.getByRole('table');
    expect(table.querySelectorAll('th')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Austin' })).toBeInTheDocument();
    expect(container.querySelector('p code')).toHaveTextContent('calc()');
    expect(container.querySelector('pre code')).toHaveTextContent('const rate = 0.065;');
  });

  it('links open in a new tab with rel noopener noreferrer; scheme-less URLs get https', () => {
    renderBubble(msg({ content: 'See [Zillow](https://zillow.com/x) and [docs](example.com/a).' }));
    const zillow = screen.getByRole('link', { name: 'Zillow' });
    expect(zillow).toHaveAttribute('href', 'https://zillow.com/x');
    expect(zillow).toHaveAttribute('target', '_blank');
    expect(zillow).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com/a');
  });

  it.each([
    ['[x](javascript:alert(1))', 'javascript:'],
    ['[x](JaVaScRiPt:alert(1))', 'javascript:'],
    ['[x](data:text/html,<script>alert(1)</script>)', 'data:'],
    ['[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'data:'],
    ['[x](vbscript:msgbox(1))', 'vbscript:'],
    ['<javascript:alert(1)>', 'javascript:'],
    ['[x][r]\n\n[r]: javascript:alert(1)', 'javascript:'],
  ])('never makes a clickable link of %s', (content) => {
    const { container } = renderBubble(msg({ content }));
    expect(container.querySelector('a')).toBeNull();
    expectNothingDangerous(container);
  });

  it('renders an unsafe link as its text', () => {
    const { container } = renderBubble(msg({ content: 'Click [here](javascript:alert(1)) now' }));
    expect(container).toHaveTextContent('Click here now');
    expect(container.querySelector('a')).toBeNull();
  });

  it.each([
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml,<svg onload=alert(1)>)',
    '![x](vbscript:msgbox(1))',
  ])('never makes an image of %s', (content) => {
    const { container } = renderBubble(msg({ content }));
    expect(container.querySelector('img')).toBeNull();
    expectNothingDangerous(container);
  });

  it('renders safe markdown images, root-relative ones on the asset host', () => {
    const { container } = renderBubble(
      msg({ content: '![plan](/img/plan.png) ![photo](https://cdn.example.com/p.jpg)' }),
    );
    const srcs = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).toEqual(['https://app.example.com/img/plan.png']);
    expect(screen.getByRole('img', { name: 'plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Image: photo' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/p.jpg',
    );
  });

  it('shows <script> and raw HTML as text, never as elements', () => {
    const content = [
      '<script>alert(1)</script>',
      '',
      'Hello <img src=x onerror=alert(1)> <a href="javascript:alert(1)">bad</a> <b>bold?</b>',
      '',
      '<iframe src="https://evil.example"></iframe>',
    ].join('\n');
    const { container } = renderBubble(msg({ content }));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expectNothingDangerous(container);
  });

  it('shows typing dots while the reply is streaming and still empty', () => {
    renderBubble(msg({ content: '', isStreaming: true, sendState: 'streaming' }));
    expect(screen.getByRole('status', { name: 'Assistant is typing' })).toBeInTheDocument();
  });
});

describe('MessageBubble: user text', () => {
  it('renders plain text (no markdown) with markdown-style links in a new tab', () => {
    const { container } = renderBubble(
      msg({
        type: 'user',
        content: 'Is **this** listed? [listing](https://example.com/l/1) # not a heading',
      }),
    );
    expect(container.querySelector('strong, h1')).toBeNull();
    expect(container).toHaveTextContent('Is **this** listed? listing # not a heading');
    const link = screen.getByRole('link', { name: 'listing' });
    expect(link).toHaveAttribute('href', 'https://example.com/l/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives a scheme-less URL https', () => {
    renderBubble(msg({ type: 'user', content: '[site](zillow.com/homes)' }));
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://zillow.com/homes');
  });

  it('renders markdown-style images and keeps unsafe URLs as text', () => {
    const { container } = renderBubble(
      msg({
        type: 'user',
        content: '![house](//cdn.example.com/h.png) [x](javascript:alert(1)) ![y](data:image/png,AA)',
      }),
    );
    // Another host's image is a link to it (nothing loads from there); the unsafe link is text.
    expect(container.querySelector('img')).toBeNull();
    expect([...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Image: house', 'https://cdn.example.com/h.png'],
    ]);
    expect(container).toHaveTextContent('[x](javascript:alert(1)) ![y](data:image/png,AA)');
    expectNothingDangerous(container);
  });

  it('aligns user messages right and assistant messages left', () => {
    const { container, rerender } = renderBubble(msg({ type: 'user', content: 'hi' }));
    expect(container.querySelector('article')).toHaveClass('items-end');
    rerender(<MessageBubble message={msg({ type: 'assistant', content: 'hello' })} assetHost={HOST} />);
    expect(container.querySelector('article')).toHaveClass('items-start');
  });
});

describe('MessageBubble: images from imageUrls', () => {
  it('renders sanitised imageUrls not already in the text, never unsafe ones', () => {
    const { container } = renderBubble(
      msg({
        content: 'Floor plan: ![plan](https://cdn.example.com/plan.png)',
        imageUrls: [
          'https://cdn.example.com/plan.png',
          'https://cdn.example.com/extra.png',
          'javascript:alert(1)',
          'data:image/png;base64,AAAA',
        ],
      }),
    );
    expect(container.querySelector('img')).toBeNull();
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://cdn.example.com/plan.png',
      'https://cdn.example.com/extra.png',
    ]);
    expectNothingDangerous(container);
  });

  it('extraImageUrls dedupes and resolves root-relative URLs', () => {
    expect(extraImageUrls('', ['/a.png', '/a.png', 'vbscript:x'], HOST)).toEqual([
      'https://app.example.com/a.png',
    ]);
  });
});

describe('MessageBubble: send state', () => {
  it.each([
    ['queued', "Queued \u2014 will send when you're back online"],
    ['sending', 'Sending\u2026'],
    ['stopped', 'Stopped'],
    ['failed', 'Failed'],
  ] as const)('shows the %s badge', (sendState, text) => {
    renderBubble(msg({ type: 'user', content: 'hi', sendState }));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('a question the service asked to wait shows its reason instead of the offline text', () => {
    const reason =
      'You are sending messages faster than Hearth can answer. This message will be sent in a moment.';
    renderBubble(msg({ type: 'user', content: 'hi', sendState: 'queued', notice: reason }));
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(/back online/)).not.toBeInTheDocument();
  });

  it('shows no badge when sent or streaming', () => {
    const { container, rerender } = renderBubble(msg({ content: 'done', sendState: 'sent' }));
    expect(container).not.toHaveTextContent(/Queued|Sending|Failed|Stopped/);
    rerender(
      <MessageBubble
        message={msg({ content: 'part', sendState: 'streaming', isStreaming: true })}
        assetHost={HOST}
      />,
    );
    expect(container).not.toHaveTextContent(/Queued|Sending|Failed|Stopped/);
  });

  it('Retry calls back with the message id', async () => {
    const onRetry = vi.fn();
    renderBubble(msg({ id: 'abc', type: 'user', content: 'hi', sendState: 'failed' }), { onRetry });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledExactlyOnceWith('abc');
  });

  it('shows no Retry button without an onRetry callback', () => {
    renderBubble(msg({ type: 'user', content: 'hi', sendState: 'failed' }));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('MessageBubble: copy', () => {
  it('copies the message text and says "Copied"', async () => {
    const writeClipboard = vi.fn().mockResolvedValue(undefined);
    renderBubble(msg({ content: 'Cap rate is **6%**' }), { writeClipboard });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy message' }));
    expect(writeClipboard).toHaveBeenCalledExactlyOnceWith('Cap rate is **6%**');
    expect(await screen.findByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
  });

  it('uses navigator.clipboard by default', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderBubble(msg({ type: 'user', content: 'hello' }));
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    writeText.mockRestore();
  });

  it('says "Copy failed" when the clipboard refuses', async () => {
    const writeClipboard = vi.fn().mockRejectedValue(new Error('denied'));
    renderBubble(msg({ content: 'x' }), { writeClipboard });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy message' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });

  it('offers no copy while streaming', () => {
    renderBubble(msg({ content: 'partial', isStreaming: true, sendState: 'streaming' }));
    expect(screen.queryByRole('button', { name: 'Copy message' })).toBeNull();
  });
});

describe('MessageBubble: calculation cards', () => {
  const result = resultOf(
    'mortgage',
    mortgageInputs({ loanAmount: 360_000, annualRate: 0.065, homePrice: 450_000, termYears: 30 }, []),
  );
  const cardHeading = `${result.title}: try other numbers`;

  it('a reply whose result comes with its end shows its card after its text, and the table it prints as', async () => {
    const streaming = msg({ content: '', isStreaming: true, sendState: 'streaming' });
    const { container, rerender } = renderBubble(streaming);
    rerender(<MessageBubble message={{ ...streaming, content: 'The payment is' }} assetHost={HOST} />);
    const done = msg({ content: 'The payment is $2,275.', calculations: [result] });
    rerender(<MessageBubble message={done} assetHost={HOST} />);

    const text = screen.getByText('The payment is $2,275.');
    const card = (await screen.findByRole('heading', { name: cardHeading })).closest('section')!;
    expect(card).toHaveAttribute('data-calculation', 'mortgage');
    expect(text.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card).getByRole('img', { name: /^Loan balance over the years/ })).toBeInTheDocument();
    await vi.waitFor(() => expect(container.querySelector('[data-calculation-table]')).not.toBeNull());
  });

  it('a reply drawn with its result already (a conversation opened) shows its card', async () => {
    renderBubble(msg({ content: 'The payment is $2,275.', calculations: [result] }));
    expect(await screen.findByRole('heading', { name: cardHeading })).toBeInTheDocument();
  });
});

describe('sameBubbleProps', () => {
  const base = msg({ content: 'a', imageUrls: ['https://x.example/1.png'], sendState: 'sent' });
  it('treats a new object with the same drawn fields as equal', () => {
    expect(
      sameBubbleProps({ message: base }, { message: { ...base, imageUrls: [...base.imageUrls!] } }),
    ).toBe(true);
    expect(
      sameBubbleProps({ message: msg({ content: 'a' }) }, { message: msg({ content: 'a', imageUrls: [] }) }),
    ).toBe(true);
  });
  it.each([
    ['content', { content: 'b' }],
    ['isStreaming', { isStreaming: true }],
    ['sendState', { sendState: 'failed' as const }],
    ['imageUrls', { imageUrls: ['https://x.example/2.png'] }],
  ])('sees a change of %s', (_, change) => {
    expect(sameBubbleProps({ message: base }, { message: { ...base, ...change } })).toBe(false);
  });
});
