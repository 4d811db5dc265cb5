// The embedded stack's stand-in for logical replication: a trigger on every table of the
// `supabase_realtime` publication records each row change in `_realtime.changes` and sends its id
// with NOTIFY. Postgres delivers notifications only on commit (rolled-back changes vanish with their
// transaction), in commit order, to every listening connection — so each stack process sharing one
// PostgreSQL server reads the rows it is told about and hands them to its own subscribers. The row
// travels in the table, not the payload, so rows of any size pass (NOTIFY payloads are capped at
// 8 kB); rows older than RETENTION_MINUTES are swept.
import { describeTables } from '../catalog.ts';
import { underSetupLock, type Database } from '../database.ts';
import { quoteIdent } from '../rest/sql-builder.ts';

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface RowChange {
  id: number;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  /** New row (INSERT/UPDATE). */
  record: Record<string, unknown> | null;
  /** Old row: primary-key columns only unless the table has REPLICA IDENTITY FULL (as Supabase). */
  old_record: Record<string, unknown> | null;
  columns: ColumnInfo[];
  /** DELETE: the whole deleted row, for the subscriber check only; never sent to clients. */
  deletedRow: Record<string, unknown> | null;
  /** Primary-key column names, for re-reading the row as a subscriber. */
  primaryKey: string[];
  commit_timestamp: string;
}

export type ChangeListener = (change: RowChange) => void | Promise<void>;

const CAPTURE_SQL = `
create schema if not exists _realtime;
revoke all on schema _realtime from public;
create table if not exists _realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);
-- The whole deleted row, kept server-side only: the realtime server checks as each subscriber whether
-- they could see it (old_record, which clients get, stays primary key only).
alter table _realtime.changes add column if not exists deleted_row jsonb;
create or replace function _realtime.capture() returns trigger
language plpgsql security definer set search_path = pg_catalog as $$
declare
  old_row jsonb;
  change_id bigint;
begin
  if tg_op <> 'INSERT' then
    old_row := to_jsonb(old);
    if (select relreplident from pg_class where oid = tg_relid) <> 'f' then
      select jsonb_object_agg(k, old_row -> k) into old_row
        from unnest(tg_argv) as k;
    end if;
  end if;
  insert into _realtime.changes (schema_name, table_name, type, record, old_record, deleted_row)
  values (tg_table_schema, tg_table_name, tg_op,
          case when tg_op = 'DELETE' then null else to_jsonb(new) end, old_row,
          case when tg_op = 'DELETE' then to_jsonb(old) end)
  returning id into change_id;
  perform pg_notify('_realtime_changes', change_id::text);
  return null;
end;
$$;
`;

const CHANNEL = '_realtime_changes';
const RETENTION_MINUTES = 5;
const FLUSH_PREFIX = 'flush:';

interface TableInfo {
  columns: ColumnInfo[];
  primaryKey: string[];
}

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private readonly tables = new Map<string, TableInfo>();
  /** Ids notified but not yet read. */
  private pending: number[] = [];
  private readonly flushes = new Map<string, () => void>();
  private flushCount = 0;
  private draining: Promise<void> | null = null;
  private pendingWake = false;
  private unlisten: (() => Promise<void>) | null = null;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly db: Database) {}

  /** Installs capture triggers on every published table (run after migrations) and starts listening. */
  async start(): Promise<void> {
    await underSetupLock(this.db, async (tx) => {
      await tx.exec(CAPTURE_SQL);
      const published = await tx.query<{ schemaname: string; tablename: string }>(
        `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
      );
      for (const { schemaname, tablename } of published.rows) {
        const [table] = await describeTables(tx, schemaname, [tablename]);
        if (!table) continue;
        const info: TableInfo = {
          columns: table.columns.map((c) => ({ name: c.name, type: c.typeName })),
          primaryKey: table.primaryKey,
        };
        this.tables.set(`${schemaname}.${tablename}`, info);
        const target = `${quoteIdent(schemaname)}.${quoteIdent(tablename)}`;
        const args = info.primaryKey.map(quoteLiteral).join(', ');
        await tx.exec(`
          drop trigger if exists _realtime_capture on ${target};
          create trigger _realtime_capture after insert or update or delete on ${target}
            for each row execute function _realtime.capture(${args});`);
      }
    });
    this.unlisten = await this.db.listen(CHANNEL, (payload) => this.notified(payload));
    await this.sweep();
    this.sweeper = setInterval(() => void this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await this.unlisten?.();
    this.unlisten = null;
    await this.draining;
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  isPublished(schema: string, table: string): boolean {
    return this.tables.has(`${schema}.${table}`);
  }

  /** The tables whose changes this feed captures, as described at start-up. */
  publishedTables(): Array<{ schema: string; table: string; columns: ColumnInfo[] }> {
    return [...this.tables].map(([key, info]) => {
      const dot = key.indexOf('.');
      return { schema: key.slice(0, dot), table: key.slice(dot + 1), columns: info.columns };
    });
  }

  /**
   * Resolves once every change committed so far has been handed to the listeners: a marker sent on the
   * channel arrives after the notifications of every earlier commit.
   */
  async flush(): Promise<void> {
    const marker = `${FLUSH_PREFIX}${++this.flushCount}`;
    const arrived = new Promise<void>((resolve) => this.flushes.set(marker, resolve));
    await this.db.query('select pg_notify($1, $2)', [CHANNEL, marker]);
    await arrived;
    while (this.draining) await this.draining;
  }

  private notified(payload: string): void {
    if (payload.startsWith(FLUSH_PREFIX)) {
      // Wake first, so that flush() finds the drain of everything notified before the marker.
      this.wake();
      this.flushes.get(payload)?.();
      this.flushes.delete(payload);
      return;
    }
    const id = Number(payload);
    if (Number.isSafeInteger(id)) {
      this.pending.push(id);
      this.wake();
    }
  }

  private wake(): void {
    if (this.draining) {
      this.pendingWake = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
      if (this.pendingWake) {
        this.pendingWake = false;
        this.wake();
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const ids = this.pending.splice(0, 200);
      const { rows } = await this.db.query<{
        id: number;
        schema_name: string;
        table_name: string;
        type: RowChange['type'];
        record: Record<string, unknown> | null;
        old_record: Record<string, unknown> | null;
        deleted_row: Record<string, unknown> | null;
        commit_timestamp: Date;
      }>('select * from _realtime.changes where id = any($1::bigint[]) order by id', [ids]);
      // Rows come in notification (commit) order, which within a batch ids can differ from.
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) continue;
        const info = this.tables.get(`${row.schema_name}.${row.table_name}`);
        const change: RowChange = {
          id,
          schema: row.schema_name,
          table: row.table_name,
          type: row.type,
          record: row.record,
          old_record: row.old_record,
          deletedRow: row.deleted_row,
          columns: info?.columns ?? [],
          primaryKey: info?.primaryKey ?? [],
          commit_timestamp: new Date(row.commit_timestamp).toISOString(),
        };
        for (const listener of this.listeners) {
          try {
            await listener(change);
          } catch (error) {
            console.error('realtime listener failed', error);
          }
        }
      }
    }
  }

  /** Every listening process has read a change within moments of its commit; older rows go. */
  private async sweep(): Promise<void> {
    await this.db
      .query(`delete from _realtime.changes where commit_timestamp < now() - make_interval(mins => $1)`, [
        RETENTION_MINUTES,
      ])
      .catch((error: Error) => console.error(`realtime sweep failed: ${error.message}`));
  }
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
