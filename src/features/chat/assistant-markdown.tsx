// Assistant replies as full markdown (GFM: lists, emphasis, tables, code), rendered safely by
// markdown-react.tsx: raw HTML is shown as text, every href and src goes through `sanitizeUrl`, links
// open in a new tab with rel="noopener noreferrer".
// The text is split into blocks (markdown-blocks.ts), each memoised, so while a reply streams only
// its last block re-renders.
import { memo, useMemo } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { splitMarkdownBlocks } from './markdown-blocks.ts';
import { renderMarkdown } from './markdown-react.tsx';

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
  '[&_table]:border-collapse [&_table]:text-sm',
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
  return renderMarkdown(markdown, assetHost);
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
  // dir="auto": a reply in a right-to-left language reads right to left (issue 23 §9).
  if (deferred)
    return (
      <div dir="auto" className={cn(PROSE, 'whitespace-pre-wrap', className)}>
        {markdown}
      </div>
    );
  return (
    <div dir="auto" className={cn(PROSE, className)}>
      {blocks.map((block, index) => (
        // Blocks only grow at the end while streaming; the index is their identity.
        <MarkdownBlock key={index} markdown={block} assetHost={assetHost} />
      ))}
    </div>
  );
}
