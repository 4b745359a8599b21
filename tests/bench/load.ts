import http from 'node:http';

export type LoadTarget = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown };
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
  const payload = target.body === undefined ? undefined : JSON.stringify(target.body);
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: target.path,
          method: target.method,
          agent,
          headers: payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {},
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - started);
            else errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(payload);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    requests: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50ms: percentile(latencies, 50),
    p99ms: percentile(latencies, 99),
    errors,
  };
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
