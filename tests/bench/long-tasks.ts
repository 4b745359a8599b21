/**
 * The menu page's long tasks by the CPU time each took, which a busy machine changes far less than their
 * wall time (README 'Bench'). Lighthouse's TBT scales the wall time it observes by its 4× CPU factor, so on
 * a machine shared with other work it counts the time a task waited for a core; this counts what the task
 * itself ran: Chromium opens the page unthrottled under a trace, and each task of the page's main thread
 * after its first contentful paint is scaled by 4, as Lighthouse's phone would run it. Its blocking time is
 * what passes 50 ms. Each task is named by the scripts it ran and its largest kinds of work (layout, paint,
 * module evaluation, a function call).
 *
 *   npx tsx tests/bench/long-tasks.ts http://127.0.0.1:8080   (a running server with the built site)
 */
import { chromium } from '@playwright/test';
import { LAUNCH, MAPOCHO_MENU_PATH, PHONE_VIEWPORT } from './chromium.ts';
import { median } from './median.ts';

/** Lighthouse's simulated mobile CPU is 4× slower than the machine it observes. */
const CPU_SLOWDOWN = 4;
/** A task blocks past 50 ms on the phone (Lighthouse's TBT). */
const BLOCKING_MS = 50;

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
};

export type LongTask = { startMs: number; cpuMs: number; wallMs: number; what: string };
export type LongTasksRun = { tasks: LongTask[]; blockingMs: number };

const WORK =
  /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|RunMicrotasks|ParseHTML|Layout|UpdateLayoutTree|Paint|EventDispatch|FireAnimationFrame)$/;

/** What a task did: its largest pieces of work by CPU time, and the scripts they ran. */
function taskWork(task: TraceEvent, inside: TraceEvent[]): string {
  const work = new Map<string, number>();
  const scripts = new Set<string>();
  for (const event of inside) {
    if (!WORK.test(event.name)) continue;
    work.set(event.name, Math.max(work.get(event.name) ?? 0, (event.tdur ?? 0) / 1000));
    const url = event.args?.data?.url;
    if (url) scripts.add(url.replace(/.*\//, ''));
  }
  const largest = [...work]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .filter(([, ms]) => ms >= 1)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`);
  return (
    [...largest, ...[...scripts].slice(0, 3)].join(', ') ||
    `task of ${Math.round((task.tdur ?? 0) / 1000)} ms`
  );
}

/** One load of `url`: the main thread's tasks after the first contentful paint, above 50 ms on the phone. */
export async function longTasksOnce(url: string): Promise<LongTasksRun> {
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT, isMobile: true });
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'v8.execute',
        'loading',
      ],
    });
    await page.goto(url);
    // Live: hydrated and its effects run (boot.tsx sets <html data-live>). Asked with a plain evaluate, a
    // tiny task: a locator would first run Playwright's own injected script (11 ms) in the trace.
    const deadline = Date.now() + 60_000;
    while (!(await page.evaluate(() => document.documentElement.dataset.live === 'true'))) {
      if (Date.now() > deadline) throw new Error('the page never became live');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await page.waitForTimeout(2000);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const navigation = events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        e.args.data.documentLoaderURL?.startsWith('http'),
    );
    if (!navigation) throw new Error('no navigation in the trace');
    const { pid, tid } = navigation;
    const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
    const mainThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
    const tasks: LongTask[] = [];
    for (const task of mainThread) {
      if (task.name !== 'RunTask' || !paint || task.ts < paint.ts) continue;
      const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
      if (cpuMs * CPU_SLOWDOWN <= BLOCKING_MS) continue;
      const end = task.ts + (task.dur ?? 0);
      const inside = mainThread.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
      tasks.push({
        startMs: (task.ts - navigation.ts) / 1000,
        cpuMs,
        wallMs: (task.dur ?? 0) / 1000,
        what: taskWork(task, inside),
      });
    }
    tasks.sort((a, b) => a.startMs - b.startMs);
    const blockingMs = tasks.reduce((sum, t) => sum + (t.cpuMs * CPU_SLOWDOWN - BLOCKING_MS), 0);
    return { tasks, blockingMs };
  } finally {
    await browser.close();
  }
}

/** `runs` loads; the median blocking time, and the tasks of the run that gave it. */
export async function longTasks(url: string, runs: number): Promise<LongTasksRun & { samples: number[] }> {
  const all: LongTasksRun[] = [];
  for (let run = 0; run < runs; run++) all.push(await longTasksOnce(url));
  const samples = all.map((r) => r.blockingMs);
  const middle = median(samples);
  const closest = all.reduce((best, r) =>
    Math.abs(r.blockingMs - middle) < Math.abs(best.blockingMs - middle) ? r : best,
  );
  return { ...closest, blockingMs: middle, samples };
}

/** The lines the bench prints. */
export function longTaskLines(result: LongTasksRun & { samples: number[] }): string[] {
  return [
    `Blocking time from CPU time (×${CPU_SLOWDOWN}, tasks after the first paint, median of ${result.samples.length}): ${Math.round(result.blockingMs)} ms (runs: ${result.samples.map(Math.round).join(', ')}); its long tasks:`,
    ...result.tasks.map(
      (t) =>
        `  @${Math.round(t.startMs)} ms  CPU ${t.cpuMs.toFixed(1)} ms (×${CPU_SLOWDOWN} ${Math.round(t.cpuMs * CPU_SLOWDOWN)}, wall ${Math.round(t.wallMs)})  ${t.what}`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:8080';
  const runs = Number(process.env.BENCH_TASK_RUNS ?? 5);
  for (const line of longTaskLines(await longTasks(new URL(MAPOCHO_MENU_PATH, base).href, runs)))
    console.log(line);
}
