import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Sessions kept for a whole Playwright run, by name, in a file beside the run's data folder. Login codes are
 * limited to 5 per e-mail in 10 minutes, as in production (README 'Limits'), and more specs than that sign the
 * same staff or technician account in. A file rather than a module variable, so a worker Playwright starts after
 * a failure, or for a later project, does not ask for a new code.
 */
const sessionsFile = () => `${process.env.E2E_DATA_DIR ?? join(tmpdir(), 'comanda-e2e')}-sessions.json`;

function readAll(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(sessionsFile(), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

export const runSessions = {
  get: (name: string): string | undefined => readAll()[name],
  set: (name: string, session: string) =>
    writeFileSync(sessionsFile(), JSON.stringify({ ...readAll(), [name]: session })),
  delete: (name: string) => {
    const { [name]: _gone, ...rest } = readAll();
    writeFileSync(sessionsFile(), JSON.stringify(rest));
  },
};
