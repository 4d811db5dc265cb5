// The messages of the active conversation (spec §2 Main pane). Follows a streaming reply down
// unless the user has scrolled up (then 'Jump to latest' brings them back); always jumps to the
// bottom when the user sends or the conversation changes, and follows the reply to a question just
// sent only until that question reaches the top of the view. What is on screen renders first: a
// conversation opens with its newest replies in markdown and the older ones (above the fold) as
// plain text for a few frames (use-newest-first.ts); long ones (more than `virtualizeAfter`
// messages) render only what is near the viewport, through virtua, starting at the bottom. virtua
// loads on demand (virtualizer.ts); in the moment before it is there a long list shows only its
// newest 30 messages, whole. Either way no opening renders every reply's markdown in one long task.
import { ArrowDown } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { VirtualizerHandle } from 'virtua';
import { useOnDemand } from '../../components/ui/on-demand.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyConversationHint } from './chat-header-title.tsx';
import type { ChatMessageView } from './chat-message.ts';
import { CHAT_STRINGS } from './chat-strings.ts';
import type { WriteClipboard } from './copy-button.tsx';
import type { RateReply } from './feedback-buttons.tsx';
import type { AskQuestion } from './prompt-buttons.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { TypingDots } from './typing-dots.tsx';
import { useMessageFocus, type MessageFocus } from './use-message-focus.ts';
import { useNewestFirst } from './use-newest-first.ts';
import { useStickToBottom } from './use-stick-to-bottom.ts';
import { VIRTUALIZE_AFTER, virtualizer } from './virtualizer.ts';

/** How many of a long conversation's newest messages show in the moment before virtua is there. */
const SHOWN_WHILE_LOADING = 30;

export interface MessageListProps {
  messages: readonly ChatMessageView[];
  /** Host for root-relative URLs (`/a.png`). Default `location.host`. */
  assetHost?: string;
  onRetry?: (messageId: string) => void;
  writeClipboard?: WriteClipboard;
  /** Rate a finished reply (thumbs up or down, optional note). */
  onRate?: RateReply;
  /** Ask a question next (a reply's related topics). */
  onAsk?: AskQuestion;
  /** Versions and branches (message-controls.tsx). */
  onRegenerate?: (messageId: string) => void;
  /** Why Regenerate would change nothing, when it would not (message-bubble.tsx). */
  regenerateUnavailable?: string;
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
  /** Open at this message with these words marked (a search result, issue 13). */
  focus?: MessageFocus | null;
  /** Virtualise beyond this many messages. Default 100. */
  virtualizeAfter?: number;
  className?: string;
}

/**
 * True while the page prints: a printed conversation must hold every message, so the virtualiser
 * steps aside (flushSync: the browser lays the page out for print right after `beforeprint`).
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

function Row({ children, messageId }: { children: ReactNode; messageId?: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-2 sm:px-4" data-message-id={messageId}>
      {children}
    </div>
  );
}

export function MessageList({
  messages,
  assetHost,
  onRetry,
  writeClipboard,
  onRate,
  onAsk,
  onRegenerate,
  regenerateUnavailable,
  onContinue,
  onEdit,
  onSelectVersion,
  typing = false,
  emptyState,
  conversationId,
  focus,
  virtualizeAfter = VIRTUALIZE_AFTER,
  className,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const virtualizerRef = useRef<VirtualizerHandle>(null);
  const conversationKey = conversationId !== undefined ? conversationId : messages[0]?.id;
  // The newest question, wherever its reply's bubble is: a send adds both, often in one render, and
  // the question must come into view even when the user had scrolled up (issue 23 §2). A question
  // asked here (not one the conversation opened with) is the anchor: its reply is followed down
  // until the question reaches the top of the view.
  const newestQuestionId = messages.findLast((m) => m.type === 'user')?.id ?? null;
  const asked = useRef({ conversationKey, newestQuestionId, anchorId: null as string | null });
  const { following, scrollToBottom, onScroll, stopFollowing } = useStickToBottom(
    scrollRef,
    contentRef,
    messages,
    () => {
      const id = asked.current.anchorId;
      return id ? (scrollRef.current?.querySelector(`[data-message-id="${CSS.escape(id)}"]`) ?? null) : null;
    },
  );
  const printing = usePrinting();
  const long = !printing && messages.length > virtualizeAfter;
  const virtua = useOnDemand(virtualizer, long);
  const virtual = long && virtua !== null;
  // A long list whose virtualiser is still loading: its newest messages, whole (more than a screen).
  const shown = long && !virtual ? messages.slice(-Math.min(virtualizeAfter, SHOWN_WHILE_LOADING)) : messages;
  // A new conversation, or a message the user just sent: back to the bottom, following again. A
  // virtual list is also told which item is last, so it renders the bottom ones before the first
  // paint instead of the top ones it starts from (their heights are estimates until measured).
  useLayoutEffect(() => {
    const previous = asked.current;
    asked.current = {
      conversationKey,
      newestQuestionId,
      anchorId: previous.conversationKey === conversationKey ? newestQuestionId : null,
    };
    scrollToBottom();
    if (virtual) virtualizerRef.current?.scrollToIndex(messages.length - 1, { align: 'end' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on these changes, not every message
  }, [conversationKey, newestQuestionId, scrollToBottom, virtual]);
  useMessageFocus({
    scrollRef,
    virtualizerRef,
    waiting: long && !virtual,
    messages,
    focus,
    onFocused: stopFollowing,
  });

  const newestFirst = useNewestFirst(conversationKey, virtual ? 0 : shown.length);
  const fullFrom = virtual ? 0 : newestFirst;

  const streaming = messages.some((m) => m.isStreaming);
  const renderMessage = (message: ChatMessageView, index: number) => (
    <Row key={message.id} messageId={message.id}>
      <MessageBubble
        message={message}
        // Printing and a search result need every reply as markdown (marks go into its text).
        deferMarkdown={!printing && !focus && index < fullFrom}
        assetHost={assetHost}
        onRetry={onRetry}
        writeClipboard={writeClipboard}
        onRate={onRate}
        onAsk={onAsk}
        onRegenerate={onRegenerate}
        regenerateUnavailable={regenerateUnavailable}
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
          ) : virtua && virtual ? (
            <virtua.Virtualizer ref={virtualizerRef} scrollRef={scrollRef} data={messages}>
              {renderMessage}
            </virtua.Virtualizer>
          ) : (
            shown.map(renderMessage)
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
