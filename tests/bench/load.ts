import http from 'node:http';

export type LoadTarget = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** A body per request (n counts from 0), for calls that must not repeat one (a new cart per order). */
  bodyFor?: (n: number) => unknown;
  headers?: Record<string, string>;
};
export type LoadResult = {
  name: string;
  requests: number;
  seconds: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
  errors: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Keeps `concurrency` keep-alive requests in flight against one target for `seconds`, over real loopback
 * TCP. Bounded in count and time: it stops by itself.
 */
export async function load(
  port: number,
  target: LoadTarget,
  seconds: number,
  concurrency = 16,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = async () => {
    const ms = await request(port, agent, target);
    if (ms === null) errors++;
    else latencies.push(ms);
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  agent.destroy();
  return summarise(target.name, latencies, errors, (performance.now() - started) / 1000);
}

/** Requests per second and latency percentiles of one run. */
function summarise(name: string, latencies: number[], errors: number, seconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50ms: percentile(latencies, 50),
    p99ms: percentile(latencies, 99),
    errors,
  };
}

let sent = 0;

/** One request; answers its latency in ms, or null when it failed or did not answer 200. */
function request(
  port: number,
  agent: http.Agent,
  target: LoadTarget,
  startedAt = performance.now(),
): Promise<number | null> {
  const body = target.bodyFor ? target.bodyFor(sent++) : target.body;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target.path,
        method: target.method,
        agent,
        headers: {
          ...target.headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - startedAt : null));
      },
    );
    req.on('error', () => resolve(null));
    req.end(payload);
  });
}

/**
 * Open loop: sends `ratePerSecond` requests per second on a fixed schedule for `seconds`, whether or not
 * earlier ones have answered, and measures each latency from its scheduled start. A closed loop (load above)
 * waits for answers before sending more, so a slow server also slows the load and its tail latency hides
 * (coordinated omission); a fixed rate shows the latency a steady arrival of users would see.
 */
export async function loadAtRate(
  port: number,
  target: LoadTarget,
  ratePerSecond: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.max(1, Math.round(ratePerSecond * seconds));
  const interval = 1000 / ratePerSecond;
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      request(port, agent, target, due).then((ms) => {
        if (ms === null) errors++;
        else latencies.push(ms);
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return summarise(target.name, latencies, errors, (performance.now() - started) / 1000);
}

/** Measures targets in alternating rounds so that both see the same machine; sums each target's rounds. */
export async function sideBySide(
  port: number,
  targets: LoadTarget[],
  rounds: number,
  secondsPerRound: number,
) {
  const totals = new Map<string, LoadResult[]>();
  for (let round = 0; round < rounds; round++) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
      const result = await load(port, target, secondsPerRound);
      totals.set(target.name, [...(totals.get(target.name) ?? []), result]);
    }
  }
  return [...totals.entries()].map(([name, results]) => {
    const requests = results.reduce((n, r) => n + r.requests, 0);
    const seconds = results.reduce((n, r) => n + r.seconds, 0);
    return {
      name,
      perSecond: requests / seconds,
      p50ms: Math.max(...results.map((r) => r.p50ms)),
      p99ms: Math.max(...results.map((r) => r.p99ms)),
      errors: results.reduce((n, r) => n + r.errors, 0),
    };
  });
}
