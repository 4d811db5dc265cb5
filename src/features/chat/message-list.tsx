// The messages of the active conversation (spec §2 Main pane). Follows a streaming reply down
// unless the user has scrolled up (then 'Jump to latest' brings them back); always jumps to the
// bottom when the user sends or the conversation changes. Long conversations (more than
// `virtualizeAfter` messages) render only what is near the viewport, through virtua.
import { ArrowDown } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Virtualizer } from 'virtua';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyConversationHint } from './chat-header-title.tsx';
import type { ChatMessageView } from './chat-message.ts';
import { CHAT_STRINGS } from './chat-strings.ts';
import type { WriteClipboard } from './copy-button.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { TypingDots } from './typing-dots.tsx';
import { useStickToBottom } from './use-stick-to-bottom.ts';

export const VIRTUALIZE_AFTER = 200;

export interface MessageListProps {
  messages: readonly ChatMessageView[];
  /** Host for root-relative URLs (`/a.png`). Default `location.host`. */
  assetHost?: string;
  onRetry?: (messageId: string) => void;
  writeClipboard?: WriteClipboard;
  /** Versions and branches (message-controls.tsx). */
  onRegenerate?: (messageId: string) => void;
  onContinue?: (messageId: string) => void;
  onEdit?: (messageId: string, text: string) => void;
  onSelectVersion?: (parentKey: string, childId: string) => void;
  /** Waiting for a reply that has no bubble yet: typing dots after the last message. */
  typing?: boolean;
  /** Shown when there are no messages. Default: 'Start a conversation by sending a message below.' */
  emptyState?: ReactNode;
  /**
   * The conversation shown: when it changes the list jumps to the bottom. Without it, a change of
   * the first message stands in (which would also jump when older messages are prepended).
   */
  conversationId?: string | null;
  /** Virtualise beyond this many messages. Default 200. */
  virtualizeAfter?: number;
  className?: string;
}

function Row({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-3 py-2 sm:px-4">{children}</div>;
}

export function MessageList({
  messages,
  assetHost,
  onRetry,
  writeClipboard,
  onRegenerate,
  onContinue,
  onEdit,
  onSelectVersion,
  typing = false,
  emptyState,
  conversationId,
  virtualizeAfter = VIRTUALIZE_AFTER,
  className,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { following, scrollToBottom, onScroll } = useStickToBottom(scrollRef, contentRef, messages);

  const conversationKey = conversationId !== undefined ? conversationId : messages[0]?.id;
  const last = messages[messages.length - 1];
  const lastUserId = last?.type === 'user' ? last.id : null;
  // A new conversation, or a message the user just sent: back to the bottom, following again.
  useLayoutEffect(() => {
    scrollToBottom();
  }, [conversationKey, lastUserId, scrollToBottom]);

  const streaming = messages.some((m) => m.isStreaming);
  const virtual = messages.length > virtualizeAfter;
  const renderMessage = (message: ChatMessageView) => (
    <Row key={message.id}>
      <MessageBubble
        message={message}
        assetHost={assetHost}
        onRetry={onRetry}
        writeClipboard={writeClipboard}
        onRegenerate={onRegenerate}
        onContinue={onContinue}
        onEdit={onEdit}
        onSelectVersion={onSelectVersion}
      />
    </Row>
  );

  return (
    <div className={cn('relative flex min-h-0 flex-1 flex-col', className)}>
      <div
        ref={scrollRef}
        onScroll={onScroll}
        role="log"
        aria-label={CHAT_STRINGS.messages}
        aria-busy={streaming || undefined}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:outline-offset-[-2px]"
      >
        <div ref={contentRef}>
          {messages.length === 0 && !typing ? (
            (emptyState ?? <EmptyConversationHint />)
          ) : virtual ? (
            <Virtualizer scrollRef={scrollRef} data={messages}>
              {renderMessage}
            </Virtualizer>
          ) : (
            messages.map(renderMessage)
          )}
          {typing ? (
            <Row>
              <div className="inline-flex rounded-2xl rounded-bl-md border border-border bg-surface px-4 py-2.5">
                <TypingDots />
              </div>
            </Row>
          ) : null}
        </div>
      </div>
      {!following && messages.length > 0 ? (
        <Button
          variant="outline"
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
          onClick={() => {
            scrollToBottom();
            scrollRef.current?.focus({ preventScroll: true });
          }}
        >
          <ArrowDown aria-hidden="true" />
          {CHAT_STRINGS.jumpToLatest}
        </Button>
      ) : null}
    </div>
  );
}
