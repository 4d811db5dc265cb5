// Which tables a postgres_changes binding may name, and their column types (to validate filters at
// join time). The change feed is the authority on what is published: it described the tables and
// installed its capture triggers at start-up, so a table added to the publication later would never
// produce changes and is left out here too.
import type { ChangeFeed } from './change-feed.ts';

export interface PublishedTable {
  schema: string;
  table: string;
  /** column name → pg_type.typname */
  columns: Map<string, string>;
}

export class PublicationCatalog {
  private cached: PublishedTable[] | null = null;

  constructor(private readonly feed: ChangeFeed) {}

  async tables(): Promise<PublishedTable[]> {
    this.cached ??= this.feed.publishedTables().map(({ schema, table, columns }) => ({
      schema,
      table,
      columns: new Map(columns.map((c) => [c.name, c.type])),
    }));
    return this.cached;
  }
}
