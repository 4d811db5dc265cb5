// What a sign-out would lose on this device (issue 12, docs/sync-rules.md S20): changes still in the
// outbox (messages not delivered, conversation changes not acknowledged, ratings of replies not sent)
// and composer drafts.
import { useLiveQuery } from 'dexie-react-hooks';
import { useContext } from 'react';
import type { AppDb } from '../../db/app-db.ts';
import { countDrafts } from '../../db/draft-repository.ts';
import { ChatSessionContext } from '../chat-session/chat-session-context.ts';

export interface UnsentWork {
  /** Messages not delivered yet. */
  messages: number;
  /** Conversation creates, renames, pins/archives and deletes not acknowledged yet. */
  changes: number;
  /** Ratings of replies (and their notes) not delivered yet. */
  feedback: number;
  /** Conversations with text typed and not sent. */
  drafts: number;
  /**
   * Of `messages`, those a tab is delivering right now (the reply streams): counted by the sign-out
   * question, not shown as "unsent" on the button while they go out (issue 23 §9).
   */
  delivering: number;
}

export const NOTHING_UNSENT: UnsentWork = { messages: 0, changes: 0, feedback: 0, drafts: 0, delivering: 0 };

export async function readUnsentWork(db: AppDb, now = Date.now()): Promise<UnsentWork> {
  const entries = await db.outbox.toArray();
  const sends = entries.filter((e) => e.kind === 'message.send' || e.kind === 'message.regenerate');
  const feedback = entries.filter((e) => e.kind === 'feedback.put').length;
  return {
    messages: sends.length,
    changes: entries.length - sends.length - feedback,
    feedback,
    drafts: await countDrafts(db),
    delivering: sends.filter((e) => e.claimed_by !== null && e.claim_expires_at > now).length,
  };
}

export function hasUnsentWork(work: UnsentWork): boolean {
  return unsentCount(work) > 0;
}

/** The signed-in user's unsent work in this tab's chat session, live; nothing outside a session. */
export function useUnsentWork(): UnsentWork {
  const state = useContext(ChatSessionContext);
  const db = state?.status === 'ready' ? state.session.db : null;
  return (
    useLiveQuery(async () => (db ? readUnsentWork(db) : NOTHING_UNSENT), [db], NOTHING_UNSENT) ??
    NOTHING_UNSENT
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Everything a sign-out would lose. */
export function unsentCount(work: UnsentWork): number {
  return work.messages + work.changes + work.feedback + work.drafts;
}

/** 'Sign out (2 unsent)' style count for the button: what is not on its way right now. */
export function unsentBadgeCount(work: UnsentWork): number {
  return unsentCount(work) - work.delivering;
}

/** One sentence naming what would be lost. */
export function describeUnsent(work: UnsentWork): string {
  const parts: string[] = [];
  if (work.messages > 0)
    parts.push(plural(work.messages, 'message not delivered yet', 'messages not delivered yet'));
  if (work.changes > 0)
    parts.push(
      plural(work.changes, 'conversation change not saved yet', 'conversation changes not saved yet'),
    );
  if (work.feedback > 0) parts.push(plural(work.feedback, 'rating not sent yet', 'ratings not sent yet'));
  if (work.drafts > 0) parts.push(plural(work.drafts, 'unsent draft', 'unsent drafts'));
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
