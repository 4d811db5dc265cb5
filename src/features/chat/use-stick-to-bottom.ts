// Keeps a scroll container pinned to its bottom while its content grows (a streaming reply), until
// the user scrolls up; then it stays put and reports `following: false` so the UI can offer a way
// back. Only a scroll that moves UP leaves follow mode: content growth never lowers scrollTop, so a
// scroll event that lands after a growth (distance to the bottom briefly larger than the threshold)
// is not mistaken for the user leaving. An anchor (the question just sent) is never followed past
// the top of the view: a reply longer than the screen stops there, with its question still in sight
// (issue 23 §2), and the UI offers the way down.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Within this many pixels of the bottom counts as "at the bottom". */
export const BOTTOM_THRESHOLD_PX = 48;

export interface StickToBottom {
  following: boolean;
  /** Scroll to the bottom and follow again. */
  scrollToBottom: () => void;
  /** Attach to the container's onScroll. */
  onScroll: () => void;
  /** Stay where the list was moved to (opening at a message), until the user comes back down. */
  stopFollowing: () => void;
}

export function useStickToBottom(
  scrollRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  /** Changes whenever the content may have grown (e.g. the messages array). */
  contentVersion: unknown,
  /** The element that following must not push above the top of the view, if any. */
  anchor?: () => Element | null,
): StickToBottom {
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  const lastScrollTop = useRef(0);

  const setFollow = useCallback((value: boolean) => {
    followingRef.current = value;
    setFollowing(value);
  }, []);

  const anchorRef = useRef(anchor);
  useLayoutEffect(() => {
    anchorRef.current = anchor;
  });

  const pin = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.clientHeight;
    // Where the anchor's top meets the view's top (an element with no box, unlaid-out, has no say).
    const box = anchorRef.current?.()?.getBoundingClientRect();
    const anchorTop =
      box && box.height > 0 ? el.scrollTop + box.top - el.getBoundingClientRect().top : Infinity;
    if (anchorTop < bottom) {
      el.scrollTop = Math.max(el.scrollTop, anchorTop);
      lastScrollTop.current = el.scrollTop;
      followingRef.current = false;
      setFollowing(false);
      return;
    }
    el.scrollTop = el.scrollHeight;
    lastScrollTop.current = el.scrollTop;
  }, [scrollRef]);

  const scrollToBottom = useCallback(() => {
    setFollow(true);
    pin();
  }, [pin, setFollow]);

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const distance = el.scrollHeight - el.scrollTop - el.clientHeight;
    const movedUp = el.scrollTop < lastScrollTop.current - 1;
    lastScrollTop.current = el.scrollTop;
    if (distance <= BOTTOM_THRESHOLD_PX) {
      if (!followingRef.current) setFollow(true);
    } else if (movedUp && followingRef.current) {
      setFollow(false);
    }
  }, [scrollRef, setFollow]);

  useLayoutEffect(() => {
    if (followingRef.current) pin();
  }, [contentVersion, pin]);

  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (followingRef.current) pin();
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [contentRef, pin]);

  const stopFollowing = useCallback(() => setFollow(false), [setFollow]);

  return { following, scrollToBottom, onScroll, stopFollowing };
}
