// globalSetup of the `contract-pg` project: one throw-away PostgreSQL server for the whole run
// (scripts/postgres.mjs); the suites then run on it instead of PGlite (tests/contract/test-database.ts).
import { startTestPostgres } from '../../scripts/postgres.mjs';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await startTestPostgres();
  process.env.HEARTH_TEST_POSTGRES_URL = server.url;
  return () => server.stop();
}
