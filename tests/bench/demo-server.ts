/**
 * The platform as `npm run demo` starts it (the built site, the demo data in a fresh PGlite folder), in
 * its own process on a free loopback port: the browser pieces of the bench measure what a diner's
 * browser gets from it, with the bench's own work kept off the server's event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type DemoServer = { origin: string; stop: () => Promise<void> };

/** A port nobody listens on right now (the kernel picks it; closed again before the demo takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run demo terminó con código ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/srv/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm run demo no respondió en ${timeoutMs / 1000} s`);
}

export async function startDemoServer(): Promise<DemoServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'comanda-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  // Its own process group, so that stopping it stops npm, tsx and node together.
  const child = spawn('npm', ['run', 'demo', '--silent'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      COMANDA_DATA_DIR: dataDir,
      COMANDA_LOG: 'warn',
      // Every page load of the bench comes from 127.0.0.1, as in the end-to-end suites (README 'Limits').
      COMANDA_RATE_LIMIT_SCALE: '100',
    },
  });
  // The server's own warnings and errors show; npm's notes about the machine's configuration do not.
  child.stderr?.on('data', (chunk: Buffer) => {
    const lines = chunk.toString().split('\n');
    const kept = lines.filter((line) => line.trim() && !line.startsWith('npm warn'));
    if (kept.length) process.stderr.write(`${kept.join('\n')}\n`);
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
