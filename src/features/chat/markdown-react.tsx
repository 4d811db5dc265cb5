// Markdown (CommonMark + GFM: tables, task lists, strikethrough, autolinks) to React elements, for
// assistant replies. marked's lexer reads the text; this module builds the elements itself, so no
// HTML string is ever made or injected:
// - raw HTML in the text is shown as the text it is, never interpreted;
// - every link and image URL goes through `sanitizeUrl` (after its character references are
//   decoded, as a browser would before following it): javascript:, data:, vbscript: and anything
//   else outside http(s)/mailto never reaches the DOM; a link without a safe URL renders as its text,
//   an image without one as its alt text;
// - links open in a new tab with rel="noopener noreferrer";
// - an image loads only from the site or an allowed host, else it is a link (message-image.tsx).
// (Replaces react-markdown + remark-gfm, about a third of the chat route's JavaScript.)
import { getDefaults, Lexer, type MarkedOptions, type Token, type Tokens } from 'marked';
import type { CSSProperties, ReactNode } from 'react';
import { EXTERNAL_LINK_ATTRIBUTES, sanitizeUrl } from '../../lib/safe-links.ts';
import { MessageImage } from './message-image.tsx';

const LEXER_OPTIONS: MarkedOptions = { ...getDefaults(), gfm: true, breaks: false, pedantic: false };

export function lexMarkdown(markdown: string): Token[] {
  return Lexer.lex(markdown, LEXER_OPTIONS);
}

/** The React elements for `markdown`; root-relative URLs (`/a.png`) resolve on `assetHost`. */
export function renderMarkdown(markdown: string, assetHost: string): ReactNode {
  return renderBlocks(lexMarkdown(markdown), { assetHost, loose: true });
}

interface Context {
  assetHost: string;
  /** Text directly in a block renders as a paragraph (false in the items of a tight list). */
  loose: boolean;
}

function renderBlocks(tokens: readonly Token[], context: Context): ReactNode[] {
  return tokens.map((token, index) => renderBlock(token as Tokens.Generic, index, context));
}

function renderBlock(token: Tokens.Generic, key: number, context: Context): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading': {
      const Heading = `h${Math.min(Math.max((token as Tokens.Heading).depth, 1), 6)}` as 'h1';
      return <Heading key={key}>{renderInline(token.tokens, context)}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{renderInline(token.tokens, context)}</p>;
    case 'text': {
      const content = token.tokens ? renderInline(token.tokens, context) : decodeEntities(token.text);
      return context.loose ? <p key={key}>{content}</p> : <span key={key}>{content}</span>;
    }
    case 'code': {
      const { lang, text } = token as Tokens.Code;
      const language = lang?.match(/^\S+/)?.[0];
      return (
        <pre key={key}>
          <code className={language ? `language-${language}` : undefined}>{text}</code>
        </pre>
      );
    }
    case 'blockquote':
      return (
        <blockquote key={key}>{renderBlocks(token.tokens ?? [], { ...context, loose: true })}</blockquote>
      );
    case 'list':
      return renderList(token as Tokens.List, key, context);
    case 'table':
      return renderTable(token as Tokens.Table, key, context);
    case 'hr':
      return <hr key={key} />;
    case 'html':
      // Raw HTML is text here.
      return <p key={key}>{token.text.replace(/\n+$/, '')}</p>;
    case 'checkbox':
      return (
        <input key={key} type="checkbox" checked={(token as Tokens.Checkbox).checked} disabled readOnly />
      );
    default:
      return token.tokens ? (
        <span key={key}>{renderInline(token.tokens, context)}</span>
      ) : (
        decodeEntities(token.text ?? token.raw)
      );
  }
}

function renderList(list: Tokens.List, key: number, context: Context): ReactNode {
  const items = list.items.map((item, index) => (
    <li key={index}>{renderBlocks(item.tokens, { ...context, loose: list.loose })}</li>
  ));
  if (!list.ordered) return <ul key={key}>{items}</ul>;
  const start = typeof list.start === 'number' ? list.start : 1;
  return (
    <ol key={key} start={start === 1 ? undefined : start}>
      {items}
    </ol>
  );
}

function cellStyle(align: Tokens.TableCell['align']): CSSProperties | undefined {
  return align ? { textAlign: align } : undefined;
}

/**
 * A table keeps the width its columns need (up to 48rem, then cells wrap) and scrolls sideways in a
 * region of its own on a narrow screen instead of squeezing every column (issue 23 §4). The region is
 * focusable so the keyboard can scroll it, and named after the table's columns.
 */
function renderTable(table: Tokens.Table, key: number, context: Context): ReactNode {
  return (
    <div
      key={key}
      role="region"
      aria-label={`Table: ${table.header.map((cell) => cell.text).join(', ')}`}
      tabIndex={0}
      className="my-3 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-max max-w-3xl min-w-full">
        <thead>
          <tr>
            {table.header.map((cell, index) => (
              <th key={index} style={cellStyle(cell.align)}>
                {renderInline(cell.tokens, context)}
              </th>
            ))}
          </tr>
        </thead>
        {table.rows.length > 0 ? (
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index} style={cellStyle(cell.align)}>
                    {renderInline(cell.tokens, context)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ) : null}
      </table>
    </div>
  );
}

function renderInline(tokens: readonly Token[] | undefined, context: Context): ReactNode[] {
  return (tokens ?? []).map((token, index) => renderInlineToken(token as Tokens.Generic, index, context));
}

function renderInlineToken(token: Tokens.Generic, key: number, context: Context): ReactNode {
  switch (token.type) {
    case 'text':
      return token.tokens ? (
        <span key={key}>{renderInline(token.tokens, context)}</span>
      ) : (
        decodeEntities(token.text)
      );
    case 'escape':
      return token.text;
    case 'html':
      return token.text;
    case 'strong':
      return <strong key={key}>{renderInline(token.tokens, context)}</strong>;
    case 'em':
      return <em key={key}>{renderInline(token.tokens, context)}</em>;
    case 'del':
      return <del key={key}>{renderInline(token.tokens, context)}</del>;
    case 'codespan':
      return <code key={key}>{token.text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link':
      return renderLink(token as Tokens.Link, key, context);
    case 'image':
      return renderImage(token as Tokens.Image, key, context);
    case 'checkbox':
      return renderBlock(token, key, context);
    default:
      return token.tokens ? renderInline(token.tokens, context) : decodeEntities(token.text ?? token.raw);
  }
}

function renderLink(link: Tokens.Link, key: number, context: Context): ReactNode {
  const children = renderInline(link.tokens, context);
  const href = sanitizeUrl(decodeEntities(link.href), context.assetHost, 'link');
  if (!href) return <span key={key}>{children}</span>;
  return (
    <a
      key={key}
      href={href}
      title={link.title ? decodeEntities(link.title) : undefined}
      {...EXTERNAL_LINK_ATTRIBUTES}
      className="font-medium text-primary underline underline-offset-2"
    >
      {children}
    </a>
  );
}

function renderImage(image: Tokens.Image, key: number, context: Context): ReactNode {
  const alt = decodeEntities(image.text);
  const src = sanitizeUrl(decodeEntities(image.href), context.assetHost, 'image');
  if (!src) return alt ? <span key={key}>{alt}</span> : null;
  return (
    <MessageImage
      key={key}
      src={src}
      alt={alt}
      title={image.title ? decodeEntities(image.title) : undefined}
      siteHost={context.assetHost}
      className="my-2 h-auto max-h-96 max-w-full rounded-lg"
    />
  );
}

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;
const BASIC_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};
const namedCache = new Map<string, string | null>();
let decoder: HTMLElement | null = null;

/** The character a named reference stands for, or null for an unknown name. */
function namedEntity(name: string): string | null {
  const basic = BASIC_ENTITIES[name];
  if (basic !== undefined) return basic;
  const cached = namedCache.get(name);
  if (cached !== undefined) return cached;
  let value: string | null = null;
  if (typeof document !== 'undefined') {
    // The browser's own table of named references, fed nothing but `&name;` (a checked name): the
    // same way micromark decodes them in browsers, without shipping the table.
    decoder ??= document.createElement('i');
    decoder.innerHTML = `&${name};`;
    const text = decoder.textContent ?? '';
    // A known name consumes its `;`. An unknown one is left as written, or, when it starts with one
    // of HTML's legacy names (`&notanentity;` → `¬anentity;`), keeps the rest and the `;`.
    value = text.endsWith(';') && name !== 'semi' ? null : text;
  }
  namedCache.set(name, value);
  return value;
}

/** Decodes character references (`&amp;`, `&copy;`, `&#169;`, `&#xA9;`) as CommonMark does. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (match, decimal?: string, hex?: string, name?: string) => {
    if (name) return namedEntity(name) ?? match;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
    return String.fromCodePoint(code);
  });
}
