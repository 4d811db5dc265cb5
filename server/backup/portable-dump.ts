// pg_dump writes for its own major version (18, PGlite's), but the servers a Hearth dump goes to may be
// older: Debian's PostgreSQL 15, a Supabase project on 15 or 17. Two constructs of pg_dump 18's output
// do not exist before 17; this rewrites them so that the dump loads into PostgreSQL 15 and later.
//  - `SET transaction_timeout = 0;` (a setting added in 17): only where the server has it.
//  - the MAINTAIN privilege (added in 17) in GRANT lists: left out. Hearth grants it to nobody on
//    purpose; it is part of ALL where a default privilege gave ALL and a migration took some back.
// Only whole statements are rewritten (found by the SQL splitter, which knows string literals), so a
// message that happens to contain such a line is never touched.
import { splitSqlStatements } from '../sql-splitter.ts';

const GUARDED_TRANSACTION_TIMEOUT =
  "SELECT pg_catalog.set_config('transaction_timeout', '0', false) " +
  "WHERE pg_catalog.current_setting('server_version_num')::int >= 170000";

// A GRANT or REVOKE of privileges, as pg_dump writes them: `GRANT SELECT,MAINTAIN ON TABLE … TO …`
// (statements come from the splitter without their semicolon).
const PRIVILEGES = /^(GRANT|REVOKE) ([A-Z,]+) ON ([^\n]*)$/;

function rewrite(statement: string): string {
  if (statement === 'SET transaction_timeout = 0') return GUARDED_TRANSACTION_TIMEOUT;
  const grant = PRIVILEGES.exec(statement);
  if (!grant) return statement;
  const [, verb, list, rest] = grant as unknown as [string, string, string, string];
  const privileges = list.split(',');
  const kept = privileges.filter((p) => p !== 'MAINTAIN');
  if (kept.length === privileges.length) return statement;
  return kept.length > 0
    ? `${verb} ${kept.join(',')} ON ${rest}`
    : `-- (MAINTAIN only, left out) ${statement}`;
}

export function portableDump(sql: string): string {
  const lines = sql.split('\n');
  for (const statement of splitSqlStatements(sql)) {
    // The splitter keeps the comments before a statement (pg_dump's `-- Name: …` headers) with it.
    const own = statement.text.split('\n');
    const skipped = own.findIndex((l) => l.trim() !== '' && !l.startsWith('--'));
    const text = own.slice(skipped).join('\n');
    if (skipped < 0 || text.includes('\n') || !/^(SET|GRANT|REVOKE) /.test(text)) continue;
    const index = statement.line - 1 + skipped;
    // Not alone on its line: leave it as pg_dump wrote it.
    if (lines[index]?.trim() !== `${text};`) continue;
    lines[index] = `${rewrite(text)};`;
  }
  return lines.join('\n');
}
