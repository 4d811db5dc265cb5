// One message of the chat pane (spec §2 Main pane): user on the right as plain text with links and
// images, assistant on the left as markdown; typing dots while the reply has no text yet; the send
// state badge, a Copy button, and the message's images that its text does not already show; the
// version controls (‹ n/m ›, Regenerate, Continue, Edit: message-controls.tsx) where the pane offers them.
import { memo, useMemo, useState } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { splitRelatedTopics } from '../../lib/related-topics.ts';
import { extractMarkdownImageUrls, sanitizeUrl } from '../../lib/safe-links.ts';
import { AssistantMarkdown } from './assistant-markdown.tsx';
import type { ChatMessageView } from './chat-message.ts';
import { CHAT_STRINGS } from './chat-strings.ts';
import { CopyButton, type WriteClipboard } from './copy-button.tsx';
import { FeedbackButtons, type RateReply } from './feedback-buttons.tsx';
import { MessageTimeLabel } from './message-time-label.tsx';
import { RelatedTopicButtons, type AskQuestion } from './prompt-buttons.tsx';
import { ContinueButton, EditButton, RegenerateButton, VersionNav } from './message-controls.tsx';
import { MessageEditor } from './message-editor.tsx';
import { SendStateBadge } from './send-state-badge.tsx';
import { TypingDots } from './typing-dots.tsx';
import { UserMessageText } from './user-message-text.tsx';
import { MessageImage } from './message-image.tsx';
import { ReplyCalculations, sameCalculations } from './reply-calculations.tsx';

export interface MessageBubbleProps {
  message: ChatMessageView;
  /** Host for root-relative URLs (`/a.png`). Default `location.host`. */
  assetHost?: string;
  /** Retry a failed message; the Retry button shows only when given. */
  onRetry?: (messageId: string) => void;
  /** Default `navigator.clipboard.writeText`. */
  writeClipboard?: WriteClipboard;
  /** Versions and branches; each control shows only when given and offered by the message. */
  onRegenerate?: (messageId: string) => void;
  /** Why Regenerate would change nothing (a deterministic assistant): it then does nothing, says why. */
  regenerateUnavailable?: string;
  onContinue?: (messageId: string) => void;
  onEdit?: (messageId: string, text: string) => void;
  onSelectVersion?: (parentKey: string, childId: string) => void;
  /** Off screen at first: the reply shows as plain text until its markdown's turn (message-list). */
  deferMarkdown?: boolean;
  /** Rate a finished reply; the thumbs show only when given. */
  onRate?: RateReply;
  /** Ask a question next; a finished reply's "Related topics" become buttons when given. */
  onAsk?: AskQuestion;
}

export function defaultAssetHost(): string {
  return typeof location === 'undefined' ? '' : location.host;
}

/** Sanitised image URLs of the message that its text does not already render. */
export function extraImageUrls(content: string, imageUrls: readonly string[], assetHost: string): string[] {
  const shown = new Set(
    extractMarkdownImageUrls(content).map((url) => sanitizeUrl(url, assetHost, 'image') ?? url),
  );
  const result: string[] = [];
  for (const raw of imageUrls) {
    const safe = sanitizeUrl(raw, assetHost, 'image');
    if (safe && !shown.has(safe) && !result.includes(safe)) result.push(safe);
  }
  return result;
}

function MessageBubbleView({
  message,
  assetHost = defaultAssetHost(),
  onRetry,
  writeClipboard,
  onRegenerate,
  regenerateUnavailable,
  onContinue,
  onEdit,
  onSelectVersion,
  deferMarkdown = false,
  onRate,
  onAsk,
}: MessageBubbleProps) {
  const isUser = message.type === 'user';
  const [editing, setEditing] = useState(false);
  const images = useMemo(
    () => extraImageUrls(message.content, message.imageUrls ?? [], assetHost),
    [message.content, message.imageUrls, assetHost],
  );
  const related = useMemo(
    () => (isUser || message.isStreaming || !onAsk ? null : splitRelatedTopics(message.content)),
    [isUser, message.isStreaming, message.content, onAsk],
  );
  const waiting = !isUser && message.isStreaming === true && message.content === '' && images.length === 0;
  const canCopy = !message.isStreaming && message.content.trim() !== '';
  const state = message.sendState ?? 'sent';
  const canRate = !isUser && onRate !== undefined && canCopy && (state === 'sent' || state === 'stopped');
  const showTime = message.createdAt !== undefined && !message.isStreaming;
  const versions = message.versions && onSelectVersion ? message.versions : undefined;
  const canRegenerate = message.canRegenerate === true && onRegenerate !== undefined;
  const canContinue = message.canContinue === true && onContinue !== undefined;
  const canEdit = message.canEdit === true && onEdit !== undefined;
  const hasFooter =
    state !== 'sent' || canCopy || showTime || versions || canRegenerate || canContinue || canEdit;

  if (editing && onEdit) {
    return (
      <article className="flex w-full flex-col items-end gap-1" data-message-type={message.type}>
        <MessageEditor
          initialText={message.content}
          onCancel={() => setEditing(false)}
          onSave={(text) => {
            setEditing(false);
            onEdit(message.id, text);
          }}
        />
      </article>
    );
  }

  return (
    <article
      className={cn('group flex w-full flex-col gap-1', isUser ? 'items-end' : 'items-start')}
      data-message-type={message.type}
      aria-busy={message.isStreaming || undefined}
    >
      <div
        className={cn(
          // relative: the screen-reader-only speaker label is absolutely positioned; anchored here it
          // stays inside the message scroller instead of stretching the page (issue 23 §1).
          'relative max-w-[min(85%,48rem)] min-w-0 rounded-2xl px-4 py-2.5',
          isUser
            ? 'rounded-br-md bg-primary text-primary-foreground'
            : // Full width from the typing dots on: a streaming reply grows downwards only, never
              // jumping from narrow to wide as its lines fill.
              'w-full rounded-bl-md border border-border bg-surface text-surface-foreground',
        )}
      >
        <span className="sr-only">{isUser ? CHAT_STRINGS.userSpeaker : CHAT_STRINGS.assistantSpeaker}: </span>
        {waiting ? (
          <TypingDots />
        ) : isUser ? (
          <UserMessageText text={message.content} assetHost={assetHost} />
        ) : (
          <AssistantMarkdown
            markdown={related && related.topics.length > 0 ? related.body : message.content}
            assetHost={assetHost}
            deferred={deferMarkdown}
          />
        )}
        {/* From the typing dots on, so that results arriving with the reply's end are an update. */}
        {isUser ? null : (
          <ReplyCalculations
            messageId={message.id}
            calculations={message.calculations}
            streaming={message.isStreaming === true}
          />
        )}
        {related && related.topics.length > 0 && onAsk ? (
          <RelatedTopicButtons topics={related.topics} onAsk={onAsk} />
        ) : null}
        {images.map((src) => (
          <MessageImage
            key={src}
            src={src}
            alt=""
            siteHost={assetHost}
            className="mt-2 block h-auto max-h-96 max-w-full rounded-lg"
          />
        ))}
      </div>
      {hasFooter ? (
        <div className={cn('flex min-h-7 flex-wrap items-center gap-2 px-1', isUser && 'flex-row-reverse')}>
          {versions ? <VersionNav versions={versions} onSelect={onSelectVersion!} /> : null}
          <SendStateBadge
            state={state}
            notice={message.notice}
            delay={message.delay}
            onRetry={onRetry ? () => onRetry(message.id) : undefined}
          />
          {canContinue ? <ContinueButton onContinue={() => onContinue!(message.id)} /> : null}
          {canCopy ? <CopyButton text={message.content} writeClipboard={writeClipboard} /> : null}
          {canRegenerate ? (
            <RegenerateButton
              onRegenerate={() => onRegenerate!(message.id)}
              unavailable={regenerateUnavailable}
            />
          ) : null}
          {canEdit ? <EditButton onEdit={() => setEditing(true)} /> : null}
          {canRate ? (
            <FeedbackButtons messageId={message.id} rating={message.rating ?? null} onRate={onRate} />
          ) : null}
          {showTime ? <MessageTimeLabel createdAt={message.createdAt!} /> : null}
        </div>
      ) : null}
    </article>
  );
}

function sameImages(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return (a?.length ?? 0) === 0 && (b?.length ?? 0) === 0;
  return a.every((url, i) => url === b[i]);
}

/**
 * Live queries hand out new message objects on every change; comparing the fields that are drawn
 * keeps the bubbles whose message did not change from re-rendering while another one streams.
 */
export function sameBubbleProps(prev: MessageBubbleProps, next: MessageBubbleProps): boolean {
  const a = prev.message;
  const b = next.message;
  return (
    a.id === b.id &&
    a.type === b.type &&
    a.content === b.content &&
    (a.isStreaming ?? false) === (b.isStreaming ?? false) &&
    (a.sendState ?? 'sent') === (b.sendState ?? 'sent') &&
    a.createdAt === b.createdAt &&
    a.notice === b.notice &&
    a.delay === b.delay &&
    (a.rating ?? null) === (b.rating ?? null) &&
    prev.onRate === next.onRate &&
    prev.onAsk === next.onAsk &&
    sameImages(a.imageUrls, b.imageUrls) &&
    sameCalculations(a.calculations, b.calculations) &&
    a.versions?.index === b.versions?.index &&
    a.versions?.count === b.versions?.count &&
    a.versions?.previousId === b.versions?.previousId &&
    a.versions?.nextId === b.versions?.nextId &&
    (a.canRegenerate ?? false) === (b.canRegenerate ?? false) &&
    (a.canContinue ?? false) === (b.canContinue ?? false) &&
    (a.canEdit ?? false) === (b.canEdit ?? false) &&
    prev.assetHost === next.assetHost &&
    (prev.deferMarkdown ?? false) === (next.deferMarkdown ?? false) &&
    prev.onRetry === next.onRetry &&
    prev.writeClipboard === next.writeClipboard &&
    prev.onRegenerate === next.onRegenerate &&
    prev.regenerateUnavailable === next.regenerateUnavailable &&
    prev.onContinue === next.onContinue &&
    prev.onEdit === next.onEdit &&
    prev.onSelectVersion === next.onSelectVersion
  );
}

export const MessageBubble = memo(MessageBubbleView, sameBubbleProps);
