// User messages are plain text in which markdown-style links and images become links and images
// (spec §2 Chat, last bullet); a URL that fails `sanitizeUrl` stays as the text that was typed.
import { useMemo } from 'react';
import { unreachable } from '../../../supabase/functions/_shared/unreachable.ts';
import { EXTERNAL_LINK_ATTRIBUTES, parseMessageSegments } from '../../lib/safe-links.ts';
import { MessageImage } from './message-image.tsx';

export interface UserMessageTextProps {
  text: string;
  assetHost: string;
}

export function UserMessageText({ text, assetHost }: UserMessageTextProps) {
  const segments = useMemo(() => parseMessageSegments(text, assetHost), [text, assetHost]);
  return (
    // dir="auto": right-to-left text (Arabic, Hebrew) reads right to left (issue 23 §9).
    <p dir="auto" className="text-base leading-relaxed break-words whitespace-pre-wrap">
      {segments.map((segment, index) => {
        switch (segment.type) {
          case 'text':
            return <span key={index}>{segment.text}</span>;
          case 'link':
            return (
              <a
                key={index}
                href={segment.href}
                {...EXTERNAL_LINK_ATTRIBUTES}
                className="underline underline-offset-2"
              >
                {segment.text}
              </a>
            );
          case 'image':
            return (
              <MessageImage
                key={index}
                src={segment.src}
                alt={segment.alt}
                siteHost={assetHost}
                className="my-1 block h-auto max-h-80 max-w-full rounded-lg"
              />
            );
          default:
            return unreachable(segment);
        }
      })}
    </p>
  );
}
