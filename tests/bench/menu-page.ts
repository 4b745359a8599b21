/**
 * Issue 11's figures for the menu page of Sánguches del Mapocho, measured in one run against the platform
 * as `npm run demo` serves it (built site first): Lighthouse on the page and on the same page as static
 * HTML, side by side; the page's long tasks by their CPU time (long-tasks.ts: steadier than Lighthouse's TBT
 * on a busy machine); the first-load JavaScript; the language switch next to its no-network baseline.
 * The goals are printed with a mark each; nothing here fails a build (README 'Bench').
 *
 *   npm run build -w @comanda/web && npx tsx tests/bench/menu-page.ts
 */
import { MAPOCHO_MENU_PATH } from './chromium.ts';
import { startDemoServer } from './demo-server.ts';
import { measureLanguageSwitch } from './language-switch.ts';
import { type LighthouseFigures, lighthouseSideBySide } from './lighthouse.ts';
import { longTaskLines, longTasks } from './long-tasks.ts';
import { serveSnapshot, snapshotWithoutScripts } from './static-snapshot.ts';
import { measureMenuPageJs } from './web-bundle.ts';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const SWITCH_RUNS = Number(process.env.BENCH_SWITCH_RUNS ?? 5);
const TASK_RUNS = Number(process.env.BENCH_TASK_RUNS ?? 5);

/** Issue 11 'Figures'. */
const GOALS = {
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0.05,
  accessibility: 100,
  lcpRatio: 1.3,
  firstLoadGzipKb: 150,
  switchMs: 300,
};

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function lighthouseTable(page: LighthouseFigures, html: LighthouseFigures): string[] {
  const row = (label: string, a: string, b: string, goal = '') =>
    `  ${label.padEnd(22)} ${a.padStart(10)} ${b.padStart(12)}  ${goal}`;
  return [
    row('', 'menu page', 'static HTML', 'goal (menu page)'),
    row('LCP', ms(page.lcpMs), ms(html.lcpMs), `≤ ${GOALS.lcpMs} ms ${mark(page.lcpMs <= GOALS.lcpMs)}`),
    row('FCP', ms(page.fcpMs), ms(html.fcpMs)),
    row('TBT', ms(page.tbtMs), ms(html.tbtMs), `≤ ${GOALS.tbtMs} ms ${mark(page.tbtMs <= GOALS.tbtMs)}`),
    row('CLS', page.cls.toFixed(3), html.cls.toFixed(3), `≤ ${GOALS.cls} ${mark(page.cls <= GOALS.cls)}`),
    row('performance score', String(page.performance), String(html.performance)),
    row(
      'accessibility score',
      String(page.accessibility),
      String(html.accessibility),
      `${GOALS.accessibility} ${mark(page.accessibility >= GOALS.accessibility)}`,
    ),
    row(
      'machine (CPU index)',
      String(Math.round(page.benchmarkIndex)),
      String(Math.round(html.benchmarkIndex)),
    ),
  ];
}

export async function benchMenuPage(): Promise<string[]> {
  const server = await startDemoServer();
  try {
    const pageUrl = new URL(MAPOCHO_MENU_PATH, server.origin).href;
    const bundle = await measureMenuPageJs(server.origin);
    const languageSwitch = await measureLanguageSwitch(server.origin, SWITCH_RUNS);
    const tasks = await longTasks(pageUrl, TASK_RUNS);
    const snapshot = await serveSnapshot(
      await snapshotWithoutScripts(pageUrl),
      MAPOCHO_MENU_PATH,
      server.origin,
    );
    const lighthouse = await lighthouseSideBySide(
      { page: pageUrl, html: new URL(MAPOCHO_MENU_PATH, snapshot.origin).href },
      LIGHTHOUSE_RUNS,
    ).finally(() => snapshot.close());
    const page = lighthouse.page!;
    const html = lighthouse.html!;
    const lcpRatio = page.lcpMs / html.lcpMs;
    const switchRatio = languageSwitch.toEnglishMs / languageSwitch.backToSpanishMs;
    return [
      `\nMenu page of Sánguches del Mapocho (issue 11), npm run demo on its own port`,
      `Lighthouse 12, mobile, simulated slow 4G and 4× CPU, median of ${LIGHTHOUSE_RUNS} runs each, alternating:`,
      ...lighthouseTable(page, html),
      `  LCP menu page / static HTML: ${lcpRatio.toFixed(2)} (goal ≤ ${GOALS.lcpRatio} ${mark(lcpRatio <= GOALS.lcpRatio)})`,
      ...longTaskLines(tasks),
      `First-load JavaScript (phone, ${bundle.files.length} files): ${kb(bundle.totalGzipBytes)} KB gzip (goal ≤ ${GOALS.firstLoadGzipKb} KB ${mark(bundle.totalGzipBytes <= GOALS.firstLoadGzipKb * 1024)}), ${kb(bundle.totalWireBytes)} KB on the wire`,
      `Language switch on the menu (slow 4G, 4× CPU, median of ${languageSwitch.runs}): to English ${ms(languageSwitch.toEnglishMs)} (goal < ${GOALS.switchMs} ms ${mark(languageSwitch.toEnglishMs < GOALS.switchMs)}); back to Spanish, no network ${ms(languageSwitch.backToSpanishMs)}; ratio ${switchRatio.toFixed(2)}`,
    ];
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchMenuPage()) console.log(line);
}
