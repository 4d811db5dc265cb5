// How a message's content is shown (spec §3 "Local message": content_json "combined into text and
// image URLs"; §4 the error texts of a send). A stored row, a summary event and a reply still streaming
// (the shared trace reducer's `summaryOf`) all go through `contentFromParts`, so a bubble shows the same
// text and images before and after its reply is stored.

import type { ContentPart, StreamErrorPayload } from '../../supabase/functions/_shared/protocol.ts';
import {
  parseCalculationResult,
  type CalculationResult,
} from '../../supabase/functions/_shared/calculation-result.ts';
import { CHAT_MESSAGES } from './errors.ts';
import { extractMarkdownImageUrls } from './safe-links.ts';

/** Spec §4: an error event without a message. */
export const STREAM_ERROR_FALLBACK: 'Sorry, something went wrong while streaming the response.' =
  CHAT_MESSAGES.streamErrorFallback;
/** Spec §4: any other failure of a send. */
export const REQUEST_ERROR_FALLBACK: 'Sorry, I encountered an error. Please try again later.' =
  CHAT_MESSAGES.requestFailed;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (text: string) => text.trim() === '';

/**
 * The text an `error` event puts in the assistant bubble (spec §4): its `error` or `message`, the raw
 * text when the data was not JSON, else `STREAM_ERROR_FALLBACK`.
 */
export function streamErrorText(data: StreamErrorPayload | string | null | undefined): string {
  if (typeof data === 'string') return isBlank(data) ? STREAM_ERROR_FALLBACK : data;
  if (!isRecord(data)) return STREAM_ERROR_FALLBACK;
  const message = [data.error, data.message].find((m): m is string => typeof m === 'string' && !isBlank(m));
  return message ?? STREAM_ERROR_FALLBACK;
}

/**
 * Content and image URLs of a message: content_text wins when present, otherwise the text parts are
 * joined by blank lines; images are the image parts, then markdown `![alt](url)` images of the text,
 * kept as written and de-duplicated in first-seen order (renderers pass each through `sanitizeUrl`).
 */
export function contentFromParts(
  contentText: string | null | undefined,
  parts: readonly ContentPart[] | null | undefined,
): { content: string; imageUrls: string[] } {
  const list = Array.isArray(parts) ? parts.filter(isRecord) : [];
  const fromParts = list
    .filter(
      (p): p is Extract<ContentPart, { type: 'text' }> => p.type === 'text' && typeof p.text === 'string',
    )
    .map((p) => p.text)
    .filter((t) => !isBlank(t))
    .join('\n\n');
  const content = contentText && !isBlank(contentText) ? contentText : fromParts;
  const partImages = list
    .filter(
      (p): p is Extract<ContentPart, { type: 'image' }> => p.type === 'image' && typeof p.url === 'string',
    )
    .map((p) => p.url)
    .filter((url) => url !== '');
  return { content, imageUrls: [...new Set([...partImages, ...extractMarkdownImageUrls(content)])] };
}

/**
 * The calculators' structured results of a reply (issue 22), in order: what its cards show. Parts that
 * are not a whole result (a damaged row) are left out.
 */
export function calculationsFromParts(parts: readonly ContentPart[] | null | undefined): CalculationResult[] {
  if (!Array.isArray(parts)) return [];
  return parts.flatMap((part) => {
    if (!isRecord(part) || part.type !== 'calculation') return [];
    const result = parseCalculationResult(part.result);
    return result ? [result] : [];
  });
}
