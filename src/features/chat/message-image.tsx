// An image in a message: shown when it is on the site itself or an allowed host (lib/image-hosts.ts),
// otherwise a link to it, so that reading a message never loads anything from elsewhere.
import { imageHostAllowed } from '../../lib/image-hosts.ts';
import { EXTERNAL_LINK_ATTRIBUTES } from '../../lib/safe-links.ts';

interface MessageImageProps {
  /** An absolute URL that sanitizeUrl(…, 'image') accepted. */
  src: string;
  alt: string;
  title?: string;
  siteHost: string;
  className: string;
}

export function MessageImage({ src, alt, title, siteHost, className }: MessageImageProps) {
  if (!imageHostAllowed(src, siteHost)) {
    return (
      <a
        href={src}
        title={title}
        {...EXTERNAL_LINK_ATTRIBUTES}
        className="font-medium underline underline-offset-2"
      >
        {`Image: ${alt || new URL(src).host}`}
      </a>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer"
      className={className}
    />
  );
}
