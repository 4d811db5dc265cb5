import { describe, it, expect } from 'vitest';
import {
  EXTERNAL_LINK_ATTRIBUTES,
  extractMarkdownImageUrls,
  parseMessageSegments,
  sanitizeUrl,
  type MessageSegment,
} from './safe-links.ts';

const HOST = 'hearth.example';

describe('sanitizeUrl: allowed URLs', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com/a?b=1&c=2#d', 'http://example.com/a?b=1&c=2#d'],
    ['HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com:8443/x', 'https://example.com:8443/x'],
    ['https://en.wikipedia.org/wiki/Foo_(bar)', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
    ['https://example.com/?q=a&colon;b', 'https://example.com/?q=a&colon;b'],
    ['https://example.com/caf%C3%A9', 'https://example.com/caf%C3%A9'],
  ])('§2 Chat: %s is kept as %s', (raw, expected) => {
    expect(sanitizeUrl(raw, HOST)).toBe(expected);
  });

  it.each([
    ['example.com/a', 'https://example.com/a'],
    ['example.com', 'https://example.com/'],
    ['www.example.com/listing?id=4#photos', 'https://www.example.com/listing?id=4#photos'],
    ['example.com:8080/a', 'https://example.com:8080/a'],
    ['localhost:3000', 'https://localhost:3000/'],
    ['sub-domain.example.co.uk/x', 'https://sub-domain.example.co.uk/x'],
    ['bücher.de/é', 'https://xn--bcher-kva.de/%C3%A9'],
  ])('§2 Chat: a URL without a scheme gets https:// (%s)', (raw, expected) => {
    expect(sanitizeUrl(raw, HOST)).toBe(expected);
  });

  it('§2 Chat: a URL starting with / is served from the asset host over https', () => {
    expect(sanitizeUrl('/images/house.png', HOST)).toBe('https://hearth.example/images/house.png');
    expect(sanitizeUrl('/images/house.png', 'localhost:5173')).toBe(
      'https://localhost:5173/images/house.png',
    );
    expect(sanitizeUrl('/x', 'https://cdn.example.com')).toBe('https://cdn.example.com/x');
  });

  it('§2 Chat: a protocol-relative URL starting with // becomes https', () => {
    expect(sanitizeUrl('//cdn.example.com/a.png', HOST)).toBe('https://cdn.example.com/a.png');
  });

  it('§2 Chat: a path URL cannot escape the asset host with backslashes or @', () => {
    expect(new URL(sanitizeUrl('/\\evil.com', HOST)!).host).toBe(HOST);
    expect(new URL(sanitizeUrl('/@evil.com', HOST)!).host).toBe(HOST);
    expect(new URL(sanitizeUrl('/:80@evil.com', HOST)!).host).toBe(HOST);
  });

  it('§2 Chat: a path URL without a usable asset host is refused', () => {
    expect(sanitizeUrl('/a.png', '')).toBeNull();
    expect(sanitizeUrl('/a.png', 'evil.com/x')).toBeNull();
    expect(sanitizeUrl('/a.png', 'bad host')).toBeNull();
  });

  it('§2 Chat: mailto is allowed for links only', () => {
    expect(sanitizeUrl('mailto:agent@example.com', HOST)).toBe('mailto:agent@example.com');
    expect(sanitizeUrl('MAILTO:agent@example.com', HOST, 'link')).toBe('mailto:agent@example.com');
    expect(sanitizeUrl('mailto:agent@example.com', HOST, 'image')).toBeNull();
    expect(sanitizeUrl('mailto:', HOST)).toBeNull();
  });

  it('§2 Chat: images allow http and https', () => {
    expect(sanitizeUrl('https://img.example.com/a.png', HOST, 'image')).toBe('https://img.example.com/a.png');
    expect(sanitizeUrl('http://img.example.com/a.png', HOST, 'image')).toBe('http://img.example.com/a.png');
    expect(sanitizeUrl('img.example.com/a.png', HOST, 'image')).toBe('https://img.example.com/a.png');
  });
});

describe('sanitizeUrl: refused URLs', () => {
  it.each([
    '',
    'https://',
    'http://',
    '//',
    '#section',
    '?q=1',
    './relative',
    '../up',
    'https://user:pass@example.com/',
    'https://example.com@evil.com/',
    'google.com@evil.com',
    'ftp://example.com/file',
    'ws://example.com',
    'blob:https://example.com/uuid',
    'about:blank',
    'tel:+15551234567',
    'sms:+15551234567',
    'chrome://settings',
    'view-source:https://example.com',
    'intent://scan/#Intent;scheme=zxing;end',
    'file:///etc/passwd',
    'file://C:/Windows/win.ini',
    ' https://example.com',
    'https://example.com ',
    'https://exa mple.com',
    'https://example.com/\u200B',
    '\\\\evil.com\\share',
    '[::1]:80',
    'under_score.example.com',
  ])('§2 Chat: %j is refused', (raw) => {
    expect(sanitizeUrl(raw, HOST)).toBeNull();
    expect(sanitizeUrl(raw, HOST, 'image')).toBeNull();
  });
});

// OWASP XSS filter-evasion cheat sheet, adapted to a markdown link target, plus the usual
// control-character, entity and percent-encoding variants.
const XSS_PAYLOADS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  'javascript:alert(document.cookie)',
  'javascript://%0Aalert(1)',
  'javascript://comment%0d%0aalert(1)',
  "javascript:/*--></title></style></textarea></script><xss>*/alert('x')",
  'javascript:void(0)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3A;alert(1)',
  'javascript&#x3a;alert(1)',
  'javascript&#0000058alert(1)',
  'jAvAsCrIpT&colon;alert&lpar;1&rpar;',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29',
  'jav&#x09;ascript:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  'jav&#x0D;ascript:alert(1)',
  'java&Tab;script:alert(1)',
  'java&NewLine;script:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\0script:alert(1)',
  'java\u00ADscript:alert(1)',
  'java\u200Bscript:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001Fjavascript:alert(1)',
  '\u007Fjavascript:alert(1)',
  '\u00A0javascript:alert(1)',
  '\u200Bjavascript:alert(1)',
  '\u202Ejavascript:alert(1)',
  '\uFEFFjavascript:alert(1)',
  '\u3000javascript:alert(1)',
  '\u3164javascript:alert(1)',
  'ｊａｖａｓｃｒｉｐｔ:alert(1)',
  '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
  'javascript%3Aalert(1)',
  'java%0ascript:alert(1)',
  'java%09script:alert(1)',
  '%20javascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'vbscript&colon;msgbox(1)',
  'livescript:alert(1)',
  'mocha:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'data:image/png;base64,iVBORw0KGgo=',
  'data&colon;text/html,x',
  'file:///etc/passwd',
  'FILE:///c:/boot.ini',
  'feed:javascript:alert(1)',
  'http:javascript:alert(1)',
  'https://javascript:alert(1)',
  'x-javascript:alert(1)',
  'javascript:',
  ':javascript:alert(1)',
  '&#x0A;javascript:alert(1)',
  '\\u006Aavascript:alert(1)',
];

describe('sanitizeUrl: OWASP-style XSS payloads', () => {
  it.each(XSS_PAYLOADS.map((p) => [JSON.stringify(p), p]))('§2 Chat: %s is never a URL', (_, payload) => {
    expect(sanitizeUrl(payload, HOST, 'link')).toBeNull();
    expect(sanitizeUrl(payload, HOST, 'image')).toBeNull();
  });

  it.each(XSS_PAYLOADS.map((p) => [JSON.stringify(p), p]))(
    '§2 Chat: [x](%s) and ![x](…) come back as plain text only',
    (_, payload) => {
      for (const source of [`[click me](${payload})`, `![pic](${payload})`, `see [x](${payload}) now`]) {
        const segments = parseMessageSegments(source, HOST);
        expect(segments.every((s) => s.type === 'text')).toBe(true);
        expect(segments.map((s) => (s.type === 'text' ? s.text : '')).join('')).toBe(source);
      }
    },
  );

  it('§2 Chat: whatever the input, every produced href and src is http(s) or mailto', () => {
    const texts = XSS_PAYLOADS.flatMap((p) => [`[a](${p})`, `![a](${p})`, `[a](${p}`, `[a](${p}))`]);
    for (const text of texts) {
      for (const segment of parseMessageSegments(text, HOST)) {
        if (segment.type === 'link') expect(new URL(segment.href).protocol).toMatch(/^(https?|mailto):$/);
        if (segment.type === 'image') expect(new URL(segment.src).protocol).toMatch(/^https?:$/);
      }
    }
  });
});

describe('parseMessageSegments', () => {
  const parse = (text: string) => parseMessageSegments(text, HOST);

  it('§2 Chat: plain text is one text segment; empty text is no segment', () => {
    expect(parse('Hello there')).toEqual([{ type: 'text', text: 'Hello there' }]);
    expect(parse('')).toEqual([]);
  });

  it('§2 Chat: a link between text', () => {
    expect(parse('See [the listing](https://example.com/l/1) today.')).toEqual<MessageSegment[]>([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'the listing', href: 'https://example.com/l/1' },
      { type: 'text', text: ' today.' },
    ]);
  });

  it('§2 Chat: an image', () => {
    expect(parse('![Front view](https://img.example.com/a.jpg)')).toEqual<MessageSegment[]>([
      { type: 'image', alt: 'Front view', src: 'https://img.example.com/a.jpg' },
    ]);
  });

  it('§2 Chat: an image with empty alt text', () => {
    expect(parse('![](/a.jpg)')).toEqual([{ type: 'image', alt: '', src: 'https://hearth.example/a.jpg' }]);
  });

  it('§2 Chat: scheme-less and slash URLs are normalised in links and images', () => {
    expect(parse('[site](example.com/a) ![x](//cdn.example.com/p.png) [home](/)')).toEqual<MessageSegment[]>([
      { type: 'link', text: 'site', href: 'https://example.com/a' },
      { type: 'text', text: ' ' },
      { type: 'image', alt: 'x', src: 'https://cdn.example.com/p.png' },
      { type: 'text', text: ' ' },
      { type: 'link', text: 'home', href: 'https://hearth.example/' },
    ]);
  });

  it('§2 Chat: a link with empty text shows its URL', () => {
    expect(parse('[](https://example.com/x)')).toEqual([
      { type: 'link', text: 'https://example.com/x', href: 'https://example.com/x' },
    ]);
  });

  it('§2 Chat: balanced parentheses stay inside the URL', () => {
    expect(parse('[wiki](https://en.wikipedia.org/wiki/Foo_(bar)).')).toEqual<MessageSegment[]>([
      { type: 'link', text: 'wiki', href: 'https://en.wikipedia.org/wiki/Foo_(bar)' },
      { type: 'text', text: '.' },
    ]);
  });

  it('§2 Chat: a mailto link', () => {
    expect(parse('[Email us](mailto:help@example.com)')).toEqual([
      { type: 'link', text: 'Email us', href: 'mailto:help@example.com' },
    ]);
  });

  it('§2 Chat: a refused URL leaves the original bracket text, merged with its neighbours', () => {
    expect(parse('Click [here](javascript:alert(1)) now')).toEqual([
      { type: 'text', text: 'Click [here](javascript:alert(1)) now' },
    ]);
    expect(parse('![x](data:image/png;base64,AAAA)')).toEqual([
      { type: 'text', text: '![x](data:image/png;base64,AAAA)' },
    ]);
  });

  it('§2 Chat: incomplete or spaced syntax is text', () => {
    for (const text of [
      '[a]',
      '[a](',
      '[a](b',
      '[a] (https://x.com)',
      '[a](https://x.com title)',
      'a]b(c)',
      '![a]',
    ]) {
      expect(parse(text)).toEqual([{ type: 'text', text }]);
    }
  });

  it('§2 Chat: a label with a nested bracket is not a link, the inner one is', () => {
    expect(parse('[a [b](https://x.com)')).toEqual<MessageSegment[]>([
      { type: 'text', text: '[a ' },
      { type: 'link', text: 'b', href: 'https://x.com/' },
    ]);
  });

  it('§2 Chat: an image inside a link renders the image and leaves the outer syntax as text', () => {
    expect(parse('[![p](https://i.com/p.png)](https://x.com)')).toEqual<MessageSegment[]>([
      { type: 'text', text: '[' },
      { type: 'image', alt: 'p', src: 'https://i.com/p.png' },
      { type: 'text', text: '](https://x.com)' },
    ]);
  });

  it('§2 Chat: several links and images, multibyte text around them', () => {
    expect(parse('🏠 [a](a.com) é ![b](b.com/b.png)東京[c](https://c.com)')).toEqual<MessageSegment[]>([
      { type: 'text', text: '🏠 ' },
      { type: 'link', text: 'a', href: 'https://a.com/' },
      { type: 'text', text: ' é ' },
      { type: 'image', alt: 'b', src: 'https://b.com/b.png' },
      { type: 'text', text: '東京' },
      { type: 'link', text: 'c', href: 'https://c.com/' },
    ]);
  });

  it('§2 Chat: a link label may span lines, a URL may not', () => {
    expect(parse('[two\nlines](https://x.com)')).toEqual([
      { type: 'link', text: 'two\nlines', href: 'https://x.com/' },
    ]);
    expect(parse('[a](https://x.com/\n)')).toEqual([{ type: 'text', text: '[a](https://x.com/\n)' }]);
  });

  it('§2 Chat: hostile input of many brackets is handled quickly and shown as text', () => {
    const hostile = '[['.repeat(20_000) + '](' + '('.repeat(20_000);
    const started = performance.now();
    const segments = parse(hostile);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(segments).toEqual([{ type: 'text', text: hostile }]);
  });

  it('§2 Chat: a URL longer than 4096 characters stays text', () => {
    const text = `[a](https://x.com/${'a'.repeat(5000)})`;
    expect(parse(text)).toEqual([{ type: 'text', text }]);
  });

  it('§2 Chat: links open in a new tab without an opener', () => {
    expect(EXTERNAL_LINK_ATTRIBUTES).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });
});

describe('extractMarkdownImageUrls', () => {
  it('§3 Parsed response: image URLs come from markdown image syntax, as written, in order', () => {
    expect(
      extractMarkdownImageUrls(
        'A ![one](https://i.com/1.png) [link](https://x.com) ![two](/2.png) ![](3.png)',
      ),
    ).toEqual(['https://i.com/1.png', '/2.png', '3.png']);
  });

  it('§3 Parsed response: links and text without images give no URLs', () => {
    expect(extractMarkdownImageUrls('[link](https://x.com) and ![broken](')).toEqual([]);
    expect(extractMarkdownImageUrls('')).toEqual([]);
  });
});
