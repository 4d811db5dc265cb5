// Opens a conversation at one message (issue 13: a search result): once the message is in the list
// it is scrolled to the middle of the pane (through the virtualiser when the list is long), the list
// stops following the bottom, and the search terms are marked in it until the focus changes.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { VirtualizerHandle } from 'virtua';
import type { ChatMessageView } from './chat-message.ts';

export interface MessageFocus {
  messageId: string;
  terms: readonly string[];
  /** A new key asks again (the same result chosen twice). */
  key: number;
}

const FIND_FRAMES = 30;

function findMessage(scroller: HTMLElement | null, messageId: string): HTMLElement | null {
  if (!scroller) return null;
  return scroller.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(messageId)}"]`);
}

/**
 * Centres `target` in `scroller` by moving that scroller alone: scrollIntoView would also scroll
 * every scrollable ancestor, the page included (issue 23 §1).
 */
export function centreInScroller(scroller: HTMLElement | null, target: Element | null | undefined): void {
  if (!scroller || !target) return;
  const box = target.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  scroller.scrollTop += box.top + box.height / 2 - (view.top + view.height / 2);
}

export function useMessageFocus(options: {
  scrollRef: RefObject<HTMLElement | null>;
  virtualizerRef: RefObject<VirtualizerHandle | null>;
  /** A long list waiting for its virtualiser (virtualizer.ts): the focus is handled once it is there. */
  waiting: boolean;
  messages: readonly ChatMessageView[];
  focus: MessageFocus | null | undefined;
  /** Called when the list moves to the message (stop following the bottom). */
  onFocused: () => void;
}): void {
  const { scrollRef, virtualizerRef, waiting, messages, focus, onFocused } = options;
  const handled = useRef<number | null>(null);
  const index = focus ? messages.findIndex((m) => m.id === focus.messageId) : -1;
  const content = index >= 0 ? messages[index]!.content : null;

  // After the list's own jump to the bottom (a layout effect declared before this one).
  useLayoutEffect(() => {
    if (!focus || index < 0 || waiting || handled.current === focus.key) return;
    handled.current = focus.key;
    onFocused();
    const element = findMessage(scrollRef.current, focus.messageId);
    if (element) centreInScroller(scrollRef.current, element);
    else virtualizerRef.current?.scrollToIndex(index, { align: 'center' });
  }, [focus, index, waiting, onFocused, scrollRef, virtualizerRef]);

  useEffect(() => {
    if (!focus || index < 0 || content === null || waiting) return;
    let undo: (() => void) | null = null;
    let frame = 0;
    let request = 0;
    let cancelled = false;
    // The marking code loads with the first search result opened: nothing else needs it.
    import('./mark-terms.ts').then(
      ({ markTerms }) => {
        const tryMark = () => {
          const element = findMessage(scrollRef.current, focus.messageId);
          if (element) {
            undo = markTerms(element, focus.terms);
            centreInScroller(scrollRef.current, element.querySelector('mark'));
            return;
          }
          if (++frame < FIND_FRAMES) request = requestAnimationFrame(tryMark);
        };
        if (!cancelled) tryMark();
      },
      (error: unknown) => console.error('Loading the search marks failed', error),
    );
    return () => {
      cancelled = true;
      cancelAnimationFrame(request);
      undo?.();
    };
    // The marks go when the focus or the message's text changes (React then owns the text again).
  }, [focus, index, content, waiting, scrollRef]);
}
