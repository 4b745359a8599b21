#!/usr/bin/env node
// npm test: every check a change must pass, in order of speed — lint and format, types, unit and server
// tests (PGlite), the same server suite on PostgreSQL, the builds, end-to-end tests in Chromium, and the
// Electron build. Ends with one line 'tests: N passed, N failed' across all runners.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'comanda-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** End-to-end tests that failed once and passed on their second try (playwright.config.ts retries). */
const flaky = [];

/** How long each step took, printed at the end: where the run's minutes go. */
const timings = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(title, args, env = {}) {
  const file = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(
    title,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    env,
  );
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  return ok && report !== null;
}

function playwright() {
  const file = join(reports, 'playwright.json');
  const ok = run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const report = readJson(file);
  const stats = report?.stats;
  if (report) flaky.push(...flakyTitles(report.suites ?? []));
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  return ok && stats !== undefined;
}

/** The titles of the report's tests that passed only on a retry, with their spec file. */
function flakyTitles(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => `${spec.file} › ${spec.title}`),
    ...flakyTitles(suite.suites ?? []),
  ]);
}

function postgresSuite() {
  const url = process.env.COMANDA_TEST_DATABASE_URL;
  if (!url) {
    if (process.env.CI) {
      console.error(
        'COMANDA_TEST_DATABASE_URL is not set: CI must run the server suite on PostgreSQL (.ci/run).',
      );
      return false;
    }
    console.log('\n=== server suite on PostgreSQL: SKIPPED (set COMANDA_TEST_DATABASE_URL, see README)');
    return true;
  }
  return vitest('server suite on PostgreSQL', ['apps/server'], { COMANDA_TEST_DATABASE_URL: url });
}

const steps = [
  () => run('lint and format (Biome)', 'npx', ['biome', 'check', '.']),
  () => run('types (every workspace and the tests)', 'npm', ['run', 'typecheck', '--silent']),
  () => vitest('unit and server tests (PGlite)', [], { COMANDA_TEST_DATABASE_URL: '' }),
  postgresSuite,
  () => run('build web and kiosk renderer', 'npm', ['run', 'build', '--silent']),
  playwright,
  () => run('kiosk Electron build (electron-vite)', 'npm', ['run', 'kiosk:build', '--silent']),
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}
console.log(`\n${timings.join('\n')}`);
console.log(`\n${ok ? 'All checks passed.' : 'Checks FAILED.'}`);
if (flaky.length > 0) {
  console.log(`flaky (failed once, passed on a second try; fix them): ${flaky.length}`);
  for (const title of flaky) console.log(`  ${title}`);
}
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(ok ? 0 : 1);
