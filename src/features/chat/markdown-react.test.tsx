// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeEntities, renderMarkdown } from './markdown-react.tsx';

const HOST = 'app.example.com';

function show(markdown: string) {
  return render(<div data-testid="md">{renderMarkdown(markdown, HOST)}</div>).container;
}

/** No element or attribute that could run script or load a dangerous URL. */
function expectNothingDangerous(container: HTMLElement) {
  expect(container.querySelector('script, iframe, object, embed, style, form, svg')).toBeNull();
  for (const el of container.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name).not.toMatch(/^on/i);
      expect(attr.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  }
  for (const a of container.querySelectorAll('a'))
    expect(a.getAttribute('href')).toMatch(/^(https?:|mailto:)/);
  for (const img of container.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^https?:/);
}

describe('renderMarkdown: blocks', () => {
  it('renders headings, paragraphs, emphasis, strikethrough, rules and quotes', () => {
    const container = show(
      '# One\n\n### Three\n\nText with **bold**, *em*, ~~gone~~ and a  \nbreak.\n\n---\n\n> quoted **too**',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Three' })).toBeInTheDocument();
    expect(container.querySelector('p strong')).toHaveTextContent('bold');
    expect(container.querySelector('p em')).toHaveTextContent('em');
    expect(container.querySelector('p del')).toHaveTextContent('gone');
    expect(container.querySelector('p br')).not.toBeNull();
    expect(container.querySelector('hr')).not.toBeNull();
    expect(container.querySelector('blockquote p strong')).toHaveTextContent('too');
  });

  it('renders a GFM table with its alignment, inline markdown in cells and an escaped pipe', () => {
    const container = show(
      '| City | Median | Note |\n| :--- | ---: | :-: |\n| Austin | $450k | **hot** |\n| a \\| b | `x` | |',
    );
    const table = screen.getByRole('table');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['City', 'Median', 'Note']);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Austin' })).toHaveStyle({ textAlign: 'left' });
    expect(screen.getByRole('cell', { name: '$450k' })).toHaveStyle({ textAlign: 'right' });
    expect(table.querySelector('td strong')).toHaveTextContent('hot');
    expect(screen.getByRole('cell', { name: 'a | b' })).toBeInTheDocument();
    expect(table.querySelector('td code')).toHaveTextContent('x');
    // Wide tables scroll inside the bubble.
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(container.querySelectorAll('table')).toHaveLength(1);
  });

  it('renders a header-only table', () => {
    show('| a | b |\n| - | - |');
    expect(screen.getByRole('table').querySelectorAll('th')).toHaveLength(2);
    expect(screen.getByRole('table').querySelector('tbody')).toBeNull();
  });

  it('renders tight, loose, nested, ordered and task lists', () => {
    const container = show(
      '- one\n- two\n  - nested\n\n3. third\n4. fourth\n\n- [x] done\n- [ ] todo\n\nloose:\n\n- a\n\n- b',
    );
    const lists = container.querySelectorAll(':scope > div > ul, :scope > div > ol');
    expect(lists).toHaveLength(4);
    expect(lists[0]!.querySelector(':scope > li > ul > li')).toHaveTextContent('nested');
    // Tight list items hold no paragraph; loose ones do.
    expect(lists[0]!.querySelector('p')).toBeNull();
    expect(lists[1]!.tagName).toBe('OL');
    expect(lists[1]).toHaveAttribute('start', '3');
    const boxes = lists[2]!.querySelectorAll<HTMLInputElement>('input[type=checkbox]');
    expect([...boxes].map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(lists[2]).toHaveTextContent('done');
    expect(lists[3]!.querySelectorAll('li > p')).toHaveLength(2);
  });

  it('renders fenced and indented code literally, with the language as a class', () => {
    const container = show(
      '```ts\nconst a = 1 < 2 && b;\n```\n\n    indented <b>x</b>\n\nand `inline &amp; <i>`',
    );
    const blocks = container.querySelectorAll('pre > code');
    expect(blocks[0]).toHaveTextContent('const a = 1 < 2 && b;');
    expect(blocks[0]).toHaveClass('language-ts');
    expect(blocks[1]).toHaveTextContent('indented <b>x</b>');
    expect(container.querySelector('p code')).toHaveTextContent('inline &amp; <i>');
    expect(container.querySelector('b, i')).toBeNull();
  });

  it('decodes character references in text, not in code', () => {
    const container = show('AT&amp;T &copy; 2026 &#8212; &#x41; &bogus; &amp;lt;');
    expect(container).toHaveTextContent('AT&T © 2026 — A &bogus; &lt;');
  });

  it('shows raw HTML, block and inline, as text', () => {
    const container = show(
      '<div onclick="x()">block</div>\n\nHello <img src=x onerror=alert(1)> <a href="javascript:alert(1)">bad</a>\n\n<script>alert(1)</script>',
    );
    expect(container.querySelector('[data-testid=md] div, img, a, script, [onclick]')).toBeNull();
    expect(container).toHaveTextContent('<div onclick="x()">block</div>');
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expectNothingDangerous(container);
  });
});

describe('renderMarkdown: links and images', () => {
  it('opens safe links in a new tab, gives scheme-less ones https and keeps titles', () => {
    show(
      'See [Zillow](https://zillow.com/x "Listings"), [docs](example.com/a) and [mail](mailto:a@b.example).',
    );
    const zillow = screen.getByRole('link', { name: 'Zillow' });
    expect(zillow).toHaveAttribute('href', 'https://zillow.com/x');
    expect(zillow).toHaveAttribute('title', 'Listings');
    expect(zillow).toHaveAttribute('target', '_blank');
    expect(zillow).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com/a');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.example');
  });

  it('links GFM autolinks, angle-bracket links and e-mail addresses', () => {
    show('Visit www.example.com, <https://a.example/b> or ask me@example.com.');
    expect(screen.getByRole('link', { name: 'www.example.com' })).toHaveAttribute(
      'href',
      'http://www.example.com/',
    );
    expect(screen.getByRole('link', { name: 'https://a.example/b' })).toHaveAttribute(
      'href',
      'https://a.example/b',
    );
    expect(screen.getByRole('link', { name: 'me@example.com' })).toHaveAttribute(
      'href',
      'mailto:me@example.com',
    );
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](javascript&colon;alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](data:text/html,<script>alert(1)</script>)',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '[x]( javascript:alert(1))',
    '<javascript:alert(1)>',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '[x]\n\n[x]: data:text/html,hi',
  ])('never makes a clickable link of %s', (markdown) => {
    const container = show(markdown);
    expect(container.querySelector('a')).toBeNull();
    expectNothingDangerous(container);
  });

  it('renders an unsafe link as its text', () => {
    const container = show('Click [**here**](javascript:alert(1)) now');
    expect(container).toHaveTextContent('Click here now');
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('here');
  });

  it('renders safe images on the site (root-relative on the asset host), others as links, unsafe ones as their alt text', () => {
    const container = show(
      '![plan](/img/plan.png) ![photo](https://cdn.example.com/p.jpg "A photo") ![bad](javascript:alert(1)) ![](data:image/png,AA)',
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['https://app.example.com/img/plan.png']);
    expect(images[0]).toHaveAttribute('alt', 'plan');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('referrerpolicy', 'no-referrer');
    // Elsewhere: nothing is loaded from that host until the reader follows the link.
    const photo = screen.getByRole('link', { name: 'Image: photo' });
    expect(photo).toHaveAttribute('href', 'https://cdn.example.com/p.jpg');
    expect(photo).toHaveAttribute('title', 'A photo');
    expect(container).toHaveTextContent('bad');
    expectNothingDangerous(container);
  });

  it('renders images from a host the operator allows', () => {
    const meta = document.createElement('meta');
    meta.name = 'hearth-config';
    meta.content = JSON.stringify({
      supabaseUrl: 'https://app.example.com',
      anonKey: 'k',
      imageHosts: ['cdn.example.com'],
    });
    document.head.append(meta);
    try {
      const container = show(
        '![photo](https://cdn.example.com/p.jpg) ![other](https://tracker.example/p.gif)',
      );
      expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
        'https://cdn.example.com/p.jpg',
      ]);
      expect(screen.getByRole('link', { name: 'Image: other' })).toHaveAttribute(
        'href',
        'https://tracker.example/p.gif',
      );
    } finally {
      meta.remove();
      localStorage.clear();
    }
  });

  it('resolves reference links with safe URLs', () => {
    show('See [the guide][g].\n\n[g]: https://example.com/guide');
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references and leaves unknown ones and plain text alone', () => {
    expect(decodeEntities('a &lt;b&gt; &quot;c&quot; &nbsp;&eacute;&#0;&#xD800;')).toBe(
      'a <b> "c" \u00a0é\ufffd\ufffd',
    );
    expect(decodeEntities('&notanentity; &nota; & &; &semi;')).toBe('&notanentity; &nota; & &; ;');
    expect(decodeEntities('plain')).toBe('plain');
  });
});
