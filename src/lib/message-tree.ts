// Versions and branches (docs/conversation-service.md "Versions and branches"): which messages of a
// conversation the pane shows, and where the ‹ n/m › controls go. Pure: the same rule as the service's
// `visible_leaf`, run over the local records.
//
// Messages form a tree: a reply's parent is its question (`in_reply_to`), a question's parent is the
// message it follows (`parent_id`, null for a first question). Children of one parent are versions of
// each other (a regenerated reply, an edited question); at each fork the conversation follows the
// child named in `selections` (parent id, '' for the root → child id), else the newest. Everything
// under a version not followed is hidden. A record whose parent is unknown here (`parent_id`
// undefined: stored before versions existed) is never part of a fork, so an old conversation looks
// exactly as it always did.

import { ROOT_PARENT } from '../../supabase/functions/_shared/protocol.ts';

export interface TreeMessage {
  id: string;
  role: 'user' | 'assistant';
  in_reply_to: string | null;
  /** Undefined: unknown (a record from before versions). */
  parent_id?: string | null;
  /** Orders versions: the oldest is 1. */
  created_at: string;
}

export interface VersionInfo {
  /** 1-based position among the versions. */
  index: number;
  count: number;
  /** The key of the fork in `selections`. */
  parentKey: string;
  previousId: string | null;
  nextId: string | null;
}

/** The fork key of a message, or null when its parent is unknown. */
export function parentKeyOf(message: TreeMessage): string | null {
  if (message.role === 'assistant' && message.in_reply_to) return message.in_reply_to;
  if (message.parent_id === undefined) return null;
  return message.parent_id ?? ROOT_PARENT;
}

function olderFirst(a: TreeMessage, b: TreeMessage): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The child a fork follows: the chosen one when it is there, else the newest. */
export function chosenChild<T extends TreeMessage>(
  versions: readonly T[],
  chosenId: string | undefined,
): T | undefined {
  return versions.find((m) => m.id === chosenId) ?? versions.at(-1);
}

/**
 * The messages on the visible path, in the order given (the caller passes them sorted as the pane
 * shows them), and the version controls of those that have siblings.
 */
export function visiblePath<T extends TreeMessage>(
  messages: readonly T[],
  selections: Readonly<Record<string, string>>,
): { visible: T[]; versions: Map<string, VersionInfo> } {
  const forks = new Map<string, T[]>();
  for (const message of messages) {
    const key = parentKeyOf(message);
    if (key === null) continue;
    const group = forks.get(key);
    if (group) group.push(message);
    else forks.set(key, [message]);
  }
  const hidden = new Set<string>();
  const versions = new Map<string, VersionInfo>();
  for (const [parentKey, group] of forks) {
    if (group.length < 2) continue;
    group.sort(olderFirst);
    const chosen = chosenChild(group, selections[parentKey]);
    group.forEach((message, i) => {
      if (message !== chosen) hidden.add(message.id);
      versions.set(message.id, {
        index: i + 1,
        count: group.length,
        parentKey,
        previousId: group[i - 1]?.id ?? null,
        nextId: group[i + 1]?.id ?? null,
      });
    });
  }
  if (hidden.size === 0) return { visible: [...messages], versions };
  // Everything under a hidden version is hidden too (children always come after their parent in
  // time, but a loop over the tree is cheaper to reason about than relying on that).
  const children = new Map<string, T[]>();
  for (const [parentKey, group] of forks) children.set(parentKey, group);
  const stack = [...hidden];
  while (stack.length) {
    const id = stack.pop()!;
    for (const child of children.get(id) ?? []) {
      if (!hidden.has(child.id)) {
        hidden.add(child.id);
        stack.push(child.id);
      }
    }
  }
  return { visible: messages.filter((m) => !hidden.has(m.id)), versions };
}

/** The last message of the visible path: what a new question follows. */
export function visibleLeaf<T extends TreeMessage>(
  messages: readonly T[],
  selections: Readonly<Record<string, string>>,
): T | undefined {
  return visiblePath(messages, selections).visible.at(-1);
}
