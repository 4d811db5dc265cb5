// The delta pull (docs/sync-rules.md S11): conversations changed since the stored cursor, page by
// page (tombstones delete here), then the new messages of every conversation the delta marked, newest
// page first (a small one: what a conversation opened meanwhile shows first), back to the watermark
// of the last pull. Each page is stored with its cursor or watermark
// in one transaction, so an interrupted pull resumes where it stopped.

import type { AppDb } from '../db/app-db.ts';
import {
  applyServerConversations,
  markMessagesFetched,
  META_KEYS,
  readMeta,
  refetchMessagesOnceForVersions,
  watermarkKey,
  type MessagesWatermark,
} from '../db/conversation-repository.ts';
import { applyServerAssumptions } from '../db/assumptions-repository.ts';
import { applyServerFeedback, readFeedbackCursor } from '../db/feedback-repository.ts';
import { applyServerMessages } from '../db/message-repository.ts';
import { applyServerScenarios, readScenariosCursor } from '../db/scenario-repository.ts';
import { canonicalTimestamp } from '../db/timestamps.ts';
import { httpStatusOf, type ConversationApi } from './conversation-api.ts';

export interface PullOptions {
  db: AppDb;
  api: ConversationApi;
  signal: AbortSignal;
  now: () => number;
  messagePageSize: number;
  /**
   * The size of a conversation's newest page (at most `messagePageSize`): small, so a conversation
   * opened while its messages are still coming shows its newest ones after one short round trip.
   */
  firstMessagePageSize: number;
  /** How many conversations' messages are fetched at the same time. */
  concurrency: number;
}

/** Pulls once; resolves `{ again: true }` when what it found asks for another pull right away. */
export async function pullOnce(options: PullOptions): Promise<{ again: boolean }> {
  await refetchMessagesOnceForVersions(options.db);
  await pullConversations(options);
  await pullFeedback(options);
  await pullScenarios(options);
  await pullAssumptions(options);
  const dirty = (await readMeta<string[]>(options.db, META_KEYS.dirtyConversations)) ?? [];
  let again = false;
  await inLanes(dirty, options.concurrency, async (id) => {
    if (await pullConversationMessages(options, id)) again = true;
  });
  return { again };
}

async function pullConversations({ db, api, signal }: PullOptions): Promise<void> {
  let cursor = (await readMeta<string>(db, META_KEYS.conversationsCursor)) ?? '';
  for (;;) {
    const page = await api.listSince(cursor, { signal });
    await applyServerConversations(db, page.conversations, { cursor: page.next_cursor });
    if (!page.has_more || page.next_cursor === cursor) return;
    cursor = page.next_cursor;
  }
}

/** S22: the user's feedback on replies changed since the stored cursor. */
function pullFeedback({ db, api, signal }: PullOptions): Promise<void> {
  return pullSince(
    () => readFeedbackCursor(db),
    (cursor) => api.feedbackSince(cursor, { signal }),
    (page) => applyServerFeedback(db, page.feedback, { cursor: page.next_cursor }),
  );
}

/** S24: the user's scenarios (tombstones included) changed since the stored cursor. */
function pullScenarios({ db, api, signal }: PullOptions): Promise<void> {
  return pullSince(
    () => readScenariosCursor(db),
    (cursor) => api.scenariosSince(cursor, { signal }),
    (page) => applyServerScenarios(db, page.scenarios, { cursor: page.next_cursor }),
  );
}

/** Pages through a delta route from the stored cursor; each page is stored with its cursor. */
async function pullSince<P extends { next_cursor: string; has_more: boolean }>(
  readCursor: () => Promise<string>,
  fetchPage: (cursor: string) => Promise<P>,
  apply: (page: P) => Promise<void>,
): Promise<void> {
  let cursor = await readCursor();
  for (;;) {
    let page;
    try {
      page = await fetchPage(cursor);
    } catch (error) {
      // A backend deployed before the route existed: nothing to pull, and nothing else held up.
      if (httpStatusOf(error) === 404) return;
      throw error;
    }
    await apply(page);
    if (!page.has_more || page.next_cursor === cursor) return;
    cursor = page.next_cursor;
  }
}

/** S25: the user's profile of assumptions (one small row: fetched whole every pull). */
async function pullAssumptions({ db, api, signal }: PullOptions): Promise<void> {
  let row;
  try {
    row = await api.getAssumptions({ signal });
  } catch (error) {
    // A backend deployed before profiles existed: nothing to pull, and nothing else held up.
    if (httpStatusOf(error) === 404) return;
    throw error;
  }
  await applyServerAssumptions(db, row);
}

/** Returns true when the conversation went away on the server meanwhile (its tombstone is next). */
async function pullConversationMessages(options: PullOptions, conversationId: string): Promise<boolean> {
  const { db, api, signal } = options;
  const conversation = await db.conversations.get(conversationId);
  if (!conversation || conversation.deleted_at || conversation.pending.create) {
    // Nothing to fetch (gone, or the server does not have it yet: its create is still queued).
    if (!conversation?.pending.create) await markMessagesFetched(db, conversationId, null);
    return false;
  }
  const watermark = await readMeta<MessagesWatermark>(db, watermarkKey(conversationId));
  let before: string | undefined;
  let newest: MessagesWatermark | null = null;
  for (;;) {
    let page;
    try {
      const limit = before
        ? options.messagePageSize
        : Math.min(options.firstMessagePageSize, options.messagePageSize);
      page = await api.messages(conversationId, { limit, before, signal });
    } catch (error) {
      if (httpStatusOf(error) === 404) {
        await markMessagesFetched(db, conversationId, null);
        return true;
      }
      throw error;
    }
    const last = page.messages.at(-1);
    if (!newest && last) newest = { created_at: canonicalTimestamp(last.created_at), server_id: last.id };
    await applyServerMessages(db, page.messages, { now: options.now() });
    const oldest = page.messages[0];
    if (!page.has_more || !oldest) break;
    if (watermark && canonicalTimestamp(oldest.created_at) <= watermark.created_at) break;
    before = oldest.id;
  }
  await markMessagesFetched(db, conversationId, newest);
  return false;
}

async function inLanes<T>(
  items: readonly T[],
  concurrency: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}
