// virtua, the virtualiser of long conversations (message-list.tsx), is loaded when one is first
// wanted rather than with the chat route (3.5 KB gzip that a conversation of up to 100 messages never
// uses): on intent to open another conversation (a pointer over or focus in the conversation list, the
// search button or its shortcut), when the warm start reads a long one from the local database, and
// else when a long list first renders. Until it is there such a list shows its newest messages whole.
import { onDemand, preload } from '../../components/ui/on-demand.ts';

/** Conversations with more messages than this are virtualised. */
export const VIRTUALIZE_AFTER = 100;

export const virtualizer = onDemand(() => import('virtua'));

export function preloadVirtualizer(): void {
  preload(virtualizer);
}
