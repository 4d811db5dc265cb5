// Where a stack under test keeps its data. Under `contract-pg` (HEARTH_TEST_POSTGRES_URL set by
// postgres-setup.ts) each stack gets a database of its own on that server, fresh as PGlite's in-memory
// one; a stack restarted on the same data directory finds the same database again. Otherwise null:
// PGlite.
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';

export async function testDatabaseUrl(dataDir: string | null): Promise<string | null> {
  const server = process.env.HEARTH_TEST_POSTGRES_URL;
  if (!server) return null;
  const name = `hearth_${dataDir ? createHash('sha256').update(dataDir).digest('hex').slice(0, 16) : randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error; // already exists: a restart
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
