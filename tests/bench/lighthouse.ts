/**
 * Lighthouse 12 on a page, as issue 11 measures the menu: its default config (mobile form factor, a Moto G
 * Power screen, simulated slow 4G and 4× CPU), the performance and accessibility categories, one fresh
 * headless Chromium per run through Lighthouse's own CLI.
 *
 *   npx tsx tests/bench/lighthouse.ts http://127.0.0.1:8080/r/cl/sanguches-del-mapocho/102/menu
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { median } from './median.ts';

const run = promisify(execFile);
const CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

export type LighthouseFigures = {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** 0–100, as the report shows them. */
  performance: number;
  accessibility: number;
  /** Lighthouse's measure of this machine's CPU (higher is faster): low values mean a busy machine. */
  benchmarkIndex: number;
};

type Report = {
  runtimeError?: { message: string };
  environment: { benchmarkIndex: number };
  audits: Record<string, { numericValue?: number }>;
  categories: Record<string, { score: number | null }>;
};

const numeric = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
const score = (report: Report, category: string) =>
  Math.round((report.categories[category]?.score ?? Number.NaN) * 100);

/** One Lighthouse run of `url`; rejects when the page could not be measured. */
export async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const { stdout } = await run(
    process.execPath,
    [
      CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      '--quiet',
      `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  return {
    lcpMs: numeric(report, 'largest-contentful-paint'),
    fcpMs: numeric(report, 'first-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/** Each figure's median over the runs (figure by figure, so one slow run moves none of them). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
  return {
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    performance: of('performance'),
    accessibility: of('accessibility'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/**
 * Lighthouse on several pages side by side: `runs` rounds, each page once a round, the order reversed
 * every other round so that none always runs first on a warming machine. Answers each page's medians.
 */
export async function lighthouseSideBySide(
  urls: Record<string, string>,
  runs: number,
): Promise<Record<string, LighthouseFigures>> {
  const names = Object.keys(urls);
  const samples = new Map<string, LighthouseFigures[]>(names.map((name) => [name, []]));
  for (let round = 0; round < runs; round++) {
    for (const name of round % 2 === 0 ? names : [...names].reverse())
      samples.get(name)!.push(await lighthouseOnce(urls[name]!));
  }
  return Object.fromEntries(names.map((name) => [name, medianFigures(samples.get(name)!)]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://127.0.0.1:8080/r/cl/sanguches-del-mapocho/102/menu';
  console.log(await lighthouseOnce(url));
}
