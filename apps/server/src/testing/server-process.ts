import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createThrowawaySchema } from './test-database.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/** The two entries: the platform alone (`npm run serve`, production) and the demo (`npm start`). */
export const ENTRIES = {
  platform: 'apps/server/src/main.ts',
  demo: 'apps/server/src/dev/main.ts',
} as const;

export type ServerProcess = { origin: string; stdout: () => string; stop(): Promise<void> };

/** Only what is given, plus PATH and HOME: a developer's own COMANDA_* or DATABASE_URL must not leak in. */
const cleanEnv = (env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  ...env,
});

const run = (entry: string, env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', entry], { cwd: REPO, env: cleanEnv(env) });

/** Runs an entry that must refuse to start: its exit code and what it wrote to stderr. */
export function runToExit(entry: string, env: Record<string, string>) {
  const child = run(entry, env);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
}

/** Starts an entry on a free port and waits for its banner; `stop` ends it with SIGTERM, as an operator would. */
export async function startServerProcess(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = run(entry, { HOST: '127.0.0.1', PORT: '0', COMANDA_LOG: 'error', ...env });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} did not start:\n${stdout}\n${stderr}`)),
      90_000,
    );
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      // The banner's last line: everything above it (URLs, surfaces) is printed.
      const site = /Sitio de comensales:\s+(http:\/\/\S+?)\//.exec(stdout)?.[1];
      if (site && stdout.includes('Ctrl-C para detener.')) {
        clearTimeout(timer);
        resolve(site);
      }
    });
    child.on('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${stdout}\n${stderr}`)));
  });
  return {
    origin,
    stdout: () => stdout,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A port nothing listens on: SMTP_URL may point there, since these tests mail nothing. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The database a server process chooses explicitly: with COMANDA_TEST_DATABASE_URL, DATABASE_URL on a
 * throwaway schema of that PostgreSQL (dropped by `drop`); otherwise COMANDA_DATA_DIR, the embedded one.
 */
export async function processDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const url = process.env.COMANDA_TEST_DATABASE_URL;
  if (!url) return { env: { COMANDA_DATA_DIR: dataDir }, drop: async () => {} };
  const { schema, drop } = await createThrowawaySchema(url);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: withSchema.toString(), COMANDA_DATA_DIR: dataDir },
    drop,
  };
}
