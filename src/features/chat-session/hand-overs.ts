// Sends this tab's send machine handed to the outbox instead of streaming them itself (send rule R19:
// something earlier of the conversation, such as its own create, is still on its way). Their reply
// keeps the id the machine chose (the outbox entry carries it), so the screen can keep a waiting bubble
// under that id until the engine's stream or the stored reply takes its place, without a gap and on
// the same element (compose-messages.ts rule 5). Entries expire; the screen also ignores them once
// anything else answers their question, or while offline.

export interface HandOver {
  conversationId: string;
  userMessageId: string;
  assistantMessageId: string;
  at: number;
}

export interface HandOvers {
  add(handOver: Omit<HandOver, 'at'>): void;
  /** The hand-overs of a conversation, oldest first (a new array only when they changed). */
  of(conversationId: string): readonly HandOver[];
  subscribe(listener: () => void): () => void;
}

export const HAND_OVER_TTL_MS = 60_000;
const NONE: readonly HandOver[] = [];

export function createHandOvers(options: { ttlMs?: number; now?: () => number } = {}): HandOvers {
  const ttlMs = options.ttlMs ?? HAND_OVER_TTL_MS;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let all: readonly HandOver[] = NONE;
  const byConversation = new Map<string, readonly HandOver[]>();

  return {
    add(handOver) {
      const at = now();
      all = [...all.filter((h) => at - h.at < ttlMs), { ...handOver, at }];
      byConversation.clear();
      for (const listener of [...listeners]) listener();
    },
    of(conversationId) {
      let list = byConversation.get(conversationId);
      if (!list) {
        const mine = all.filter((h) => h.conversationId === conversationId);
        list = mine.length ? mine : NONE;
        byConversation.set(conversationId, list);
      }
      return list;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
