// A control that React mounts anew in place of an equal one (the sidebar's rows once the tooltips'
// and menus' code has loaded after the first paint: they move under the tooltip group and the row's
// button becomes the tooltip's trigger) would drop the keyboard focus to <body>. This ref callback
// notes, as React detaches the old element (before it leaves the document), that it had focus, and
// gives the focus to the element attached next under the same key in the same commit.
import { useCallback, useRef } from 'react';

/** The key whose element lost focus to a remount in the commit under way; one element has focus. */
let focusToRestore: string | null = null;

export function useFocusAcrossRemount<T extends HTMLElement>(key: string): (node: T | null) => void {
  const current = useRef<T | null>(null);
  return useCallback(
    (node: T | null) => {
      if (node) {
        current.current = node;
        if (focusToRestore === key) {
          focusToRestore = null;
          node.focus({ preventScroll: true });
        }
        return;
      }
      const old = current.current;
      current.current = null;
      if (old && old.ownerDocument.activeElement === old) {
        focusToRestore = key;
        // A commit detaches and attaches synchronously: an element removed for good gives nothing on.
        queueMicrotask(() => {
          if (focusToRestore === key) focusToRestore = null;
        });
      }
    },
    [key],
  );
}
