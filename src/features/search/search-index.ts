// The client-side full-text index over the user's conversations (issue 13): conversation titles and
// message text in one MiniSearch index, searched offline as the user types. Pure and synchronous
// apart from the bulk load; live-search-index.ts keeps it current with Dexie.
// - Documents are `c:<conversation id>` (the title) and `m:<message id>` (the text).
// - An upsert of unchanged text is skipped (a cheap hash per document), so reconciling a range of
//   rows only re-indexes what changed.
// - Queries are typo tolerant (one edit in words of four to nine letters, two from ten) and the last
//   word counts as a prefix (it is still being typed); every word must match (AND).
// - `searchConversations` gives one result per conversation (issue 23 §6): its best hit, whether the
//   title matched, and how many of its messages did.
import MiniSearch, { type SearchResult } from 'minisearch';
import type { ConversationRecord, MessageRecord } from '../../db/app-db.ts';

export type SearchHitKind = 'conversation' | 'message';

export interface SearchHit {
  kind: SearchHitKind;
  conversationId: string;
  /** The message matched, for message hits. */
  messageId: string | null;
  /** The words of the index that matched (lower case), for highlighting. */
  terms: string[];
  score: number;
}

interface IndexedDocument {
  id: string;
  kind: SearchHitKind;
  conversationId: string;
  text: string;
}

export const conversationDocId = (id: string) => `c:${id}`;
export const messageDocId = (id: string) => `m:${id}`;

/** FNV-1a: enough to tell "this text changed" without keeping the text. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Edits allowed in a query word: one from four letters ("lian" finds "loan"), 20% from ten. */
function fuzziness(term: string): number | false {
  if (term.length < 4) return false;
  return term.length < 10 ? 1 : 0.2;
}

/** One conversation's share of a search: the row the search dialog shows for it. */
export interface ConversationHit {
  conversationId: string;
  /** The best-scoring message hit (its snippet and where the conversation opens), if any. */
  best: SearchHit | null;
  titleMatched: boolean;
  /** How many of its messages matched. */
  messageMatches: number;
  /** Every word that matched in it (title or messages), for marking. */
  terms: string[];
  score: number;
}

export const DEFAULT_RESULT_LIMIT = 30;

export class SearchIndex {
  readonly #search = new MiniSearch<IndexedDocument>({
    fields: ['text'],
    storeFields: ['kind', 'conversationId'],
    searchOptions: { combineWith: 'AND' },
  });
  /** Document id → hash of its text. */
  readonly #hashes = new Map<string, number>();
  readonly #titles = new Map<string, string>();

  get documentCount(): number {
    return this.#search.documentCount;
  }

  title(conversationId: string): string | undefined {
    return this.#titles.get(conversationId);
  }

  /** Ids of the indexed rows of a table (for reconciling a range of it). */
  indexedIds(kind: SearchHitKind): string[] {
    const prefix = kind === 'conversation' ? 'c:' : 'm:';
    return [...this.#hashes.keys()].filter((id) => id.startsWith(prefix)).map((id) => id.slice(2));
  }

  upsertConversation(record: ConversationRecord): void {
    if (record.deleted_at) {
      this.removeConversation(record.id);
      return;
    }
    this.#titles.set(record.id, record.title);
    this.#upsert({
      id: conversationDocId(record.id),
      kind: 'conversation',
      conversationId: record.id,
      text: record.title,
    });
  }

  removeConversation(id: string): void {
    this.#titles.delete(id);
    this.#remove(conversationDocId(id));
  }

  upsertMessage(record: MessageRecord): void {
    if (!record.content_text.trim()) {
      this.removeMessage(record.id);
      return;
    }
    this.#upsert({
      id: messageDocId(record.id),
      kind: 'message',
      conversationId: record.conversation_id,
      text: record.content_text,
    });
  }

  removeMessage(id: string): void {
    this.#remove(messageDocId(id));
  }

  /** Adds many rows at once, yielding to the page between chunks (the first build). */
  async load(
    conversations: readonly ConversationRecord[],
    messages: readonly MessageRecord[],
    chunkSize = 2000,
  ): Promise<void> {
    const documents: IndexedDocument[] = [];
    for (const c of conversations) {
      if (c.deleted_at) continue;
      this.#titles.set(c.id, c.title);
      documents.push({
        id: conversationDocId(c.id),
        kind: 'conversation',
        conversationId: c.id,
        text: c.title,
      });
    }
    for (const m of messages) {
      if (!m.content_text.trim()) continue;
      documents.push({
        id: messageDocId(m.id),
        kind: 'message',
        conversationId: m.conversation_id,
        text: m.content_text,
      });
    }
    const fresh = documents.filter((d) => !this.#hashes.has(d.id));
    for (const d of fresh) this.#hashes.set(d.id, hashText(d.text));
    await this.#search.addAllAsync(fresh, { chunkSize });
  }

  /** Best hits first; conversations whose title matches count as hits of their own. */
  search(query: string, limit = DEFAULT_RESULT_LIMIT): SearchHit[] {
    return this.#allHits(query).slice(0, limit);
  }

  /**
   * One result per conversation, best first: a conversation ranks by its best hit, and its row shows
   * that hit's message with the number of its messages that matched.
   */
  searchConversations(query: string, limit = DEFAULT_RESULT_LIMIT): ConversationHit[] {
    const byConversation = new Map<string, ConversationHit>();
    for (const hit of this.#allHits(query)) {
      let row = byConversation.get(hit.conversationId);
      if (!row) {
        row = {
          conversationId: hit.conversationId,
          best: null,
          titleMatched: false,
          messageMatches: 0,
          terms: [],
          score: hit.score,
        };
        byConversation.set(hit.conversationId, row);
      }
      if (hit.kind === 'conversation') row.titleMatched = true;
      else {
        row.messageMatches += 1;
        // Hits come best first: the first message hit is the best one.
        row.best ??= hit;
      }
      for (const term of hit.terms) if (!row.terms.includes(term)) row.terms.push(term);
    }
    return [...byConversation.values()].slice(0, limit);
  }

  #allHits(query: string): SearchHit[] {
    if (!query.trim()) return [];
    const results: SearchResult[] = this.#search.search(query, {
      combineWith: 'AND',
      fuzzy: (term) => fuzziness(term),
      prefix: (_term, i, terms) => i === terms.length - 1,
      boostDocument: (_id, _term, stored) => (stored?.kind === 'conversation' ? 1.5 : 1),
    });
    return results.map((r) => ({
      kind: r.kind as SearchHitKind,
      conversationId: r.conversationId as string,
      messageId: r.kind === 'message' ? (r.id as string).slice(2) : null,
      terms: r.terms,
      score: r.score,
    }));
  }

  #upsert(document: IndexedDocument): void {
    const hash = hashText(document.text);
    const known = this.#hashes.get(document.id);
    if (known === hash) return;
    if (known !== undefined) this.#search.discard(document.id);
    this.#search.add(document);
    this.#hashes.set(document.id, hash);
  }

  #remove(id: string): void {
    if (!this.#hashes.has(id)) return;
    this.#search.discard(id);
    this.#hashes.delete(id);
  }
}
