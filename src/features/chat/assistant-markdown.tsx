// Assistant replies as full markdown (GFM: lists, emphasis, tables, code), rendered safely:
// - raw HTML is never interpreted (react-markdown shows it as text);
// - every href and src goes through `sanitizeUrl`: javascript:, data:, vbscript: and anything else
//   outside http(s)/mailto never reaches the DOM; a link without a safe URL renders as its text, an
//   image without one as its alt text;
// - links open in a new tab with rel="noopener noreferrer".
// The text is split into blocks (markdown-blocks.ts), each memoised, so while a reply streams only
// its last block re-renders.
import { memo, useMemo, type ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components, type ExtraProps, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '../../components/ui/cn.ts';
import { EXTERNAL_LINK_ATTRIBUTES, sanitizeUrl } from '../../lib/safe-links.ts';
import { splitMarkdownBlocks } from './markdown-blocks.ts';

const REMARK_PLUGINS = [remarkGfm];

export function markdownUrlTransform(assetHost: string): UrlTransform {
  return (url, key, node) => {
    if (key === 'href' && node.tagName === 'a') return sanitizeUrl(url, assetHost, 'link');
    if (key === 'src' && node.tagName === 'img') return sanitizeUrl(url, assetHost, 'image');
    return null;
  };
}

function SafeLink({ href, children }: ComponentPropsWithoutRef<'a'> & ExtraProps) {
  if (!href) return <span>{children}</span>;
  return (
    <a
      href={href}
      {...EXTERNAL_LINK_ATTRIBUTES}
      className="font-medium text-primary underline underline-offset-2"
    >
      {children}
    </a>
  );
}

function SafeImage({ src, alt }: ComponentPropsWithoutRef<'img'> & ExtraProps) {
  if (typeof src !== 'string' || !src) return alt ? <span>{alt}</span> : null;
  return (
    <img
      src={src}
      alt={alt ?? ''}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="my-2 h-auto max-h-96 max-w-full rounded-lg"
    />
  );
}

function ScrollableTable({ children }: ComponentPropsWithoutRef<'table'> & ExtraProps) {
  return (
    <div className="my-3 overflow-x-auto">
      <table>{children}</table>
    </div>
  );
}

const COMPONENTS: Components = { a: SafeLink, img: SafeImage, table: ScrollableTable };

/** Typography for rendered markdown, without a plugin: descendant selectors on the container. */
const PROSE = cn(
  'min-w-0 text-base leading-relaxed break-words',
  '[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
  '[&_hr]:my-4 [&_hr]:border-border',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-1.5 [&_td]:align-top',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_pre]:text-sm',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_input[type=checkbox]]:mr-1.5',
);

interface MarkdownBlockProps {
  markdown: string;
  assetHost: string;
}

const MarkdownBlock = memo(function MarkdownBlock({ markdown, assetHost }: MarkdownBlockProps) {
  const urlTransform = useMemo(() => markdownUrlTransform(assetHost), [assetHost]);
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} urlTransform={urlTransform} components={COMPONENTS}>
      {markdown}
    </Markdown>
  );
});

export interface AssistantMarkdownProps {
  markdown: string;
  /** Host for root-relative URLs (`/a.png`); normally `location.host`. */
  assetHost: string;
  className?: string;
  /** Plain text for now (the text as written, nothing interpreted): markdown later, when on screen. */
  deferred?: boolean;
}

export function AssistantMarkdown({ markdown, assetHost, className, deferred }: AssistantMarkdownProps) {
  const blocks = useMemo(() => (deferred ? [] : splitMarkdownBlocks(markdown)), [markdown, deferred]);
  if (deferred) return <div className={cn(PROSE, 'whitespace-pre-wrap', className)}>{markdown}</div>;
  return (
    <div className={cn(PROSE, className)}>
      {blocks.map((block, index) => (
        // Blocks only grow at the end while streaming; the index is their identity.
        <MarkdownBlock key={index} markdown={block} assetHost={assetHost} />
      ))}
    </div>
  );
}
