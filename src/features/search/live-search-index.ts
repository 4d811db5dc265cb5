// Keeps the search index current with the user's Dexie database (issue 13), incrementally. Every
// committed write to `conversations` or `messages` — from this tab or another (Dexie relays writes
// between tabs), whoever made it (the sync engine's pulls, realtime, sends, local changes) — reports
// the primary keys or key ranges it touched (Dexie's `storagemutated` parts). Only those are read
// back and re-indexed: one key is a get, a range is a read of that range plus the removal of indexed
// rows no longer in it. Changes are coalesced (at most one pass at a time, every `settleMs`), so a
// pull of many pages costs a pass per burst, never a rebuild per write.
import { cmp, Dexie, type ObservabilitySet } from 'dexie';
import type { AppDb, ConversationRecord, MessageRecord } from '../../db/app-db.ts';
import { SearchIndex, type SearchHitKind } from './search-index.ts';

type Key = unknown;
interface KeyRange {
  from: Key;
  to: Key;
}
/** Dexie's RangeSet as it arrives (a class in this tab, a plain tree from another tab). */
interface RangeNode {
  from?: Key;
  to?: Key;
  l?: RangeNode | null;
  r?: RangeNode | null;
}

function rangesOf(node: RangeNode | null | undefined, into: KeyRange[] = []): KeyRange[] {
  if (!node) return into;
  rangesOf(node.l, into);
  if ('from' in node && node.from !== undefined) into.push({ from: node.from, to: node.to });
  rangesOf(node.r, into);
  return into;
}

const TABLES = ['conversations', 'messages'] as const;
type IndexedTable = (typeof TABLES)[number];
const KIND: Record<IndexedTable, SearchHitKind> = { conversations: 'conversation', messages: 'message' };

export class LiveSearchIndex {
  readonly index = new SearchIndex();
  readonly #db: AppDb;
  readonly #settleMs: number;
  readonly #listeners = new Set<() => void>();
  #pending: Record<IndexedTable, KeyRange[]> = { conversations: [], messages: [] };
  #loaded = false;
  #stopped = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #running: Promise<void> | null = null;
  #version = 0;
  /** How long the first build took (ms), for the record. */
  buildMs: number | null = null;

  constructor(db: AppDb, options: { settleMs?: number } = {}) {
    this.#db = db;
    this.#settleMs = options.settleMs ?? 150;
  }

  /** Subscribes first (nothing written meanwhile is missed), then builds the index from Dexie. */
  async start(): Promise<void> {
    Dexie.on('storagemutated', this.#onMutated);
    const started = performance.now();
    const [conversations, messages] = await Promise.all([
      this.#db.conversations.toArray(),
      this.#db.messages.toArray(),
    ]);
    if (this.#stopped) return;
    await this.index.load(conversations, messages);
    this.buildMs = performance.now() - started;
    this.#loaded = true;
    this.#changed();
    this.#schedule();
  }

  stop(): void {
    this.#stopped = true;
    Dexie.on('storagemutated').unsubscribe(this.#onMutated);
    if (this.#timer !== null) clearTimeout(this.#timer);
  }

  get ready(): boolean {
    return this.#loaded;
  }

  /** Changes whenever the index did (for useSyncExternalStore). */
  getVersion = (): number => this.#version;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Resolves once every change reported so far is in the index. */
  async settled(): Promise<void> {
    while (this.#running || this.#timer !== null || this.#hasPending()) {
      if (this.#timer !== null) {
        clearTimeout(this.#timer);
        this.#timer = null;
        this.#run();
      }
      await this.#running;
      if (!this.#loaded) return;
    }
  }

  #onMutated = (observed: ObservabilitySet) => {
    const parts = observed as unknown as Record<string, RangeNode>;
    const all = 'all' in parts;
    for (const table of TABLES) {
      const set = parts[`idb://${this.#db.name}/${table}/`];
      if (all) this.#pending[table].push({ from: Dexie.minKey, to: Dexie.maxKey });
      else if (set) rangesOf(set, this.#pending[table]);
    }
    this.#schedule();
  };

  #hasPending(): boolean {
    return this.#pending.conversations.length > 0 || this.#pending.messages.length > 0;
  }

  #schedule(): void {
    if (!this.#loaded || this.#stopped || this.#timer !== null || !this.#hasPending()) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#run();
    }, this.#settleMs);
  }

  #run(): void {
    if (this.#running) return;
    this.#running = this.#apply()
      .catch((error: unknown) => console.error('Updating the search index failed', error))
      .finally(() => {
        this.#running = null;
        this.#schedule();
      });
  }

  async #apply(): Promise<void> {
    const pending = this.#pending;
    this.#pending = { conversations: [], messages: [] };
    let changed = false;
    for (const table of TABLES) {
      for (const range of pending[table]) {
        if (this.#stopped || !this.#db.isOpen()) return;
        await this.#reconcile(table, range);
        changed = true;
      }
    }
    if (changed) this.#changed();
  }

  async #reconcile(table: IndexedTable, range: KeyRange): Promise<void> {
    const single = cmp(range.from, range.to) === 0;
    const rows: Array<ConversationRecord | MessageRecord> = single
      ? [await this.#db.table(table).get(range.from as string)].filter(Boolean)
      : await this.#db.table(table).where(':id').between(range.from, range.to, true, true).toArray();
    const present = new Set(rows.map((r) => r.id));
    for (const row of rows) {
      if (table === 'conversations') this.index.upsertConversation(row as ConversationRecord);
      else this.index.upsertMessage(row as MessageRecord);
    }
    const gone = single
      ? present.has(range.from as string)
        ? []
        : [range.from as string]
      : this.index
          .indexedIds(KIND[table])
          .filter((id) => !present.has(id) && cmp(id, range.from) >= 0 && cmp(id, range.to) <= 0);
    for (const id of gone) {
      if (table === 'conversations') this.index.removeConversation(id);
      else this.index.removeMessage(id);
    }
  }

  #changed(): void {
    this.#version += 1;
    for (const listener of this.#listeners) listener();
  }
}
