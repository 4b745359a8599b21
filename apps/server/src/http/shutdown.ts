/** The whole stop, sockets to database, must fit in this; past it the process exits anyway. */
export const SHUTDOWN_LIMIT_MS = 10_000;

/** One thing to close, in order; the name shows in the line of a step that fails. */
export type ShutdownStep = { name: string; close: () => Promise<void> };

export type ShutdownOptions = {
  limitMs?: number;
  /** Where the lines a person reads go (the console in main.ts). */
  say?: (line: string) => void;
  exit?: (code: number) => void;
};

/**
 * A graceful stop with a time limit (issue 10 item 6). The steps run in order: main.ts passes the app
 * first, whose close closes the live WebSockets with 1001 before anything else (routes/live.ts), then stops
 * accepting and lets requests in flight finish; then the services and, last, the database those requests
 * used. A failing step is reported and the next one still runs. If the whole stop has not finished within
 * the limit (a request that never ends, a database that does not answer), the process exits anyway with a
 * line saying so, and code 1 so a supervisor knows the stop was not clean.
 */
export function createShutdown(steps: readonly ShutdownStep[], options: ShutdownOptions = {}) {
  const limitMs = options.limitMs ?? SHUTDOWN_LIMIT_MS;
  const say = options.say ?? ((line: string) => console.log(line));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  let exited = false;
  const leave = (code: number) => {
    if (exited) return;
    exited = true;
    exit(code);
  };

  return async function shutdown(signal: string): Promise<void> {
    if (stopping) {
      say(`${signal} otra vez: saliendo sin esperar.`);
      return leave(1);
    }
    stopping = true;
    say(`\n${signal}: deteniendo…`);
    const deadline = setTimeout(() => {
      say(`No se detuvo en ${limitMs / 1000} s: saliendo igualmente.`);
      leave(1);
    }, limitMs);
    deadline.unref();
    let clean = true;
    for (const step of steps) {
      try {
        await step.close();
      } catch (error) {
        clean = false;
        say(`Error al cerrar ${step.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    clearTimeout(deadline);
    leave(clean ? 0 : 1);
  };
}

/**
 * The app as the first step: its close shuts the live sockets (1001), stops accepting and waits for requests
 * in flight. Node closes idle keep-alive connections only once, when the close starts; a connection whose
 * request was still running then would stay open after its answer until the keep-alive timeout (72 s in
 * fastify), so idle connections are closed again every 50 ms until the close is done.
 */
export function serverStep(app: {
  close(): Promise<unknown>;
  server: { closeIdleConnections(): void };
}): ShutdownStep {
  return {
    name: 'servidor HTTP',
    async close() {
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
    },
  };
}

/** SIGINT (Ctrl-C) and SIGTERM (systemd, containers) both stop gracefully; a second one stops at once. */
export function stopOnSignals(shutdown: (signal: string) => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
}
