// Which tables a postgres_changes binding may name, and their column types (to validate filters at
// join time). The change feed is the authority on what is published: it installed its capture
// triggers at start-up, so a table added to the publication later would never produce changes and is
// left out here too. Read once, lazily, on the first join that has bindings.
import type { Database } from '../database.ts';
import type { ChangeFeed } from './change-feed.ts';

export interface PublishedTable {
  schema: string;
  table: string;
  /** column name → pg_type.typname */
  columns: Map<string, string>;
}

export class PublicationCatalog {
  private loading: Promise<PublishedTable[]> | null = null;

  constructor(
    private readonly db: Database,
    private readonly feed: ChangeFeed,
  ) {}

  tables(): Promise<PublishedTable[]> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null; // retry on the next join rather than caching a failure
      throw error;
    });
    return this.loading;
  }

  private async load(): Promise<PublishedTable[]> {
    const { rows } = await this.db.query<{ schema: string; table: string; column: string; type: string }>(
      `select p.schemaname as schema, p.tablename as table, a.attname as column, t.typname as type
         from pg_publication_tables p
         join pg_namespace n on n.nspname = p.schemaname
         join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
        where p.pubname = 'supabase_realtime'
        order by p.schemaname, p.tablename, a.attnum`,
    );
    const byName = new Map<string, PublishedTable>();
    for (const row of rows) {
      if (!this.feed.isPublished(row.schema, row.table)) continue;
      const key = `${row.schema}.${row.table}`;
      let entry = byName.get(key);
      if (!entry) byName.set(key, (entry = { schema: row.schema, table: row.table, columns: new Map() }));
      entry.columns.set(row.column, row.type);
    }
    return [...byName.values()];
  }
}
