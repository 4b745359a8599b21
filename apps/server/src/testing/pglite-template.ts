import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';

/** Where the run's template is, for the test files' databases (test-database.ts). */
const TEMPLATE_ENV = 'COMANDA_TEST_PGLITE_TEMPLATE';

/**
 * Vitest's global setup (vitest.config.ts): one migrated PGlite database, dumped to a file that every test file's
 * database starts from. A fresh PGlite spends about two seconds in initdb, once per test file; loading a dump takes
 * a fifth of that. Not on the PostgreSQL pass, whose databases are schemas. Returns the teardown.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.COMANDA_TEST_DATABASE_URL) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'comanda-pglite-template-'));
  const migrated = await openPglite(join(folder, 'data'));
  await migrate(migrated);
  await migrated.close();
  const raw = new PGlite(join(folder, 'data'));
  await raw.waitReady;
  const dump = await raw.dumpDataDir('none');
  await raw.close();
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The run's template, or undefined outside a Vitest run that made one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  return file ? new Blob([readFileSync(file)]) : undefined;
}
