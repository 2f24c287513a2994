#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, with one closing summary.
 *   1. side by side: OpenAPI lint (Redocly), unit tests of configuration, sidebars and content (Playwright
 *      runner, no browser), and the build of a stock create-docusaurus classic site, the reference of the
 *      page-weight budgets
 *   2. production build (docusaurus build, broken links throw), and the typecheck (tsc) alongside it
 *   3. side by side: the docs MCP server package, packed from that build (packages/mcp-server;
 *      tests/build/mcpServer.spec.ts), and a fixture build (the site plus test-only pages, from
 *      tests/e2e/fixture-site/docusaurus.config.ts, in build-e2e-fixtures/, never published)
 *   4. route parity of build/ against tests/routes.txt, and end-to-end tests in Chromium
 *   5. the smoke suite of tests/engines/ in Chromium, WebKit and Firefox
 *   6. the development server (`docusaurus start`): clean console and live reload of an MDX edit, run
 *      alongside stage 5 (whose browsers wait on pages more than they use the CPU), its output shown after it
 * A failed stage is counted and later stages still run when they can, so one
 * run shows everything that is wrong. A test that failed and then passed on a retry is
 * counted as flaky, apart from the passes. Set SKIP_BUILD=1 to reuse an existing build/.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {STOCK_DIR, prepareStockSite} from './bench/stockSite.mjs';

const results = {passed: 0, failed: 0, flaky: 0, skipped: 0};

/**
 * Runs a command to its end, its output shown as it comes or, with `keepOutput`, kept and returned. It
 * never blocks, so that a stage run alongside goes on meanwhile.
 */
function run(command, args, env = {}, {keepOutput = false} = {}) {
  const started = Date.now();
  const child = spawn(command, args, {stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: {...process.env, ...env}});
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ok: status === 0, seconds, output: Buffer.concat(output).toString()});
    });
  });
}

/** Runs one command as a stage. With `alongside`, its output is kept and shown when it ends, as for playwright(). */
async function stage(name, command, args, env = {}, {alongside = false} = {}) {
  if (!alongside) {
    console.log(`\n▶ ${name}`);
  }
  const {ok, seconds, output} = await run(command, args, env, {keepOutput: alongside});
  if (alongside) {
    console.log(`\n▶ ${name}\n${output}`);
  }
  results[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds}s)`);
  return ok;
}

/**
 * Runs Playwright projects and adds each test's outcome to the totals. With `alongside`, it runs while
 * other stages do: its output is kept and shown when it ends. Each stage keeps its artifacts (the
 * traces of failed and retried tests) in a folder of its own under test-results/, since a run empties
 * its output folder when it starts and would otherwise delete the stage before's.
 */
async function playwright(name, projects, env = {}, {alongside = false, workers} = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), 'pw-'));
  const report = path.join(folder, 'report.json');
  const artifacts = path.join('test-results', projects.join('+'));
  const args = ['playwright', 'test', ...projects.map((project) => `--project=${project}`), '--reporter=list,json', `--output=${artifacts}`];
  if (workers) {
    args.push(`--workers=${workers}`);
  }
  const runEnv = {...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report};
  if (!alongside) {
    console.log(`\n▶ ${name}`);
  }
  const {ok, seconds, output} = await run('npx', args, runEnv, {keepOutput: alongside});
  if (alongside) {
    console.log(`\n▶ ${name}\n${output}`);
  }
  if (!existsSync(report)) {
    results.failed += 1;
    console.log(`✘ ${name}: the runner produced no report (${seconds}s)`);
    return;
  }
  const {stats, errors} = JSON.parse(readFileSync(report, 'utf8'));
  results.passed += stats.expected;
  results.flaky += stats.flaky;
  results.failed += stats.unexpected;
  // A run that failed outside any test (a web server that could not start, a broken config) still fails.
  if (!ok && stats.unexpected === 0) {
    results.failed += 1;
    console.log(`✘ ${name} failed outside the tests: ${errors?.map((error) => error.message).join('; ')}`);
  }
  results.skipped += stats.skipped;
  const flaky = stats.flaky ? `, ${stats.flaky} flaky (passed on a retry)` : '';
  const traces = stats.unexpected || stats.flaky ? `; traces in ${artifacts}/` : '';
  console.log(`${ok ? '✔' : '✘'} ${name}: ${stats.expected} passed${flaky}, ${stats.unexpected} failed (${seconds}s)${traces}`);
}

// Side by side, as none writes what another reads: the linter uses one core, and the unit tests and the stock
// site's build do not fill two. They run before the production build, whose gen-api step empties and rewrites
// openapi/generated/, which the unit tests' content checks may read.
console.log('\n▶ OpenAPI lint, unit tests and the stock classic site build, side by side');
prepareStockSite();
await Promise.all([
  stage('OpenAPI lint', 'npx', ['redocly', 'lint', 'openapi/campfire-learning.yaml'], {}, {alongside: true}),
  playwright('unit tests', ['unit'], {PLAYWRIGHT_STAGE: 'unit'}, {alongside: true}),
  stage('stock classic site build (the reference of the page-weight budgets)', 'npx', ['docusaurus', 'build', STOCK_DIR], {}, {alongside: true}),
]);
// The typecheck runs alongside the production build, which leaves part of the second core idle (a cold build:
// 81 CPU-s in 57 s; 61 s with the typecheck beside it). tsconfig.json leaves out openapi/generated/ and no
// checked file imports it, so gen-api rewriting it meanwhile changes nothing the typecheck reads.
const typecheck = stage('typecheck', 'npx', ['tsc', '-p', '.'], {}, {alongside: true});
const built = process.env.SKIP_BUILD === '1' && existsSync('build/index.html') ? true : await stage('production build', 'npm', ['run', 'build']);
// Both start from the production build: the package packs its pages, and the fixture build reuses its bundler cache.
const [, fixturesBuilt] = built
  ? await Promise.all([
      stage('docs MCP server package (from the build)', 'npm', ['run', 'build:mcp'], {}, {alongside: true}),
      stage(
        'fixture build (the site plus test-only pages)',
        'npx',
        ['docusaurus', 'build', '--config', 'tests/e2e/fixture-site/docusaurus.config.ts', '--out-dir', 'build-e2e-fixtures'],
        {},
        {alongside: true},
      ),
    ])
  : [false, false];
/** Whether a local port can be listened on now. */
const canListen = (port) =>
  new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A base port whose next six are free too (tests/e2e/ports.ts serves on E2E_PORT to E2E_PORT + 6), below
 * the kernel's ephemeral range (32768 and up), where outgoing connections take ports at any moment.
 */
async function freePort() {
  for (;;) {
    const base = 20000 + Math.floor(Math.random() * 12000);
    const free = await Promise.all([0, 1, 2, 3, 4, 5, 6].map((offset) => canListen(base + offset)));
    if (free.every(Boolean)) {
      return base;
    }
  }
}

if (built && fixturesBuilt) {
  // Three workers on two cores: a page visit waits on the network and on timers for part of its time, and
  // a third browser fills those gaps (a quarter of everyPage.spec.ts: 197 s with two, 162 s with three).
  await playwright('route parity and end-to-end tests (Chromium)', ['build', 'e2e'], {E2E_PORT: String(await freePort())}, {workers: process.env.CI ? 3 : undefined});
} else {
  results.skipped += 1;
  console.log('\n- route parity and end-to-end tests skipped: a build failed');
}
// The development server builds nothing into build/, which the smoke suite serves, and edits a page only in its own preview.
const devServer = playwright('development server (docusaurus start)', ['dev'], {PLAYWRIGHT_STAGE: 'dev', E2E_PORT: String(await freePort())}, {alongside: true});
if (built) {
  await playwright('smoke suite in Chromium, WebKit and Firefox', ['engines-chromium', 'engines-webkit', 'engines-firefox'], {PLAYWRIGHT_STAGE: 'engines'});
} else {
  results.skipped += 1;
  console.log('\n- smoke suite in three engines skipped: the build failed');
}
await devServer;
await typecheck;

const counts = [`${results.passed} passed`, `${results.failed} failed`];
if (results.flaky) {
  counts.push(`${results.flaky} flaky`);
}
if (results.skipped) {
  counts.push(`${results.skipped} skipped`);
}
console.log(`\nnpm test: ${counts.join(', ')}`);
process.exitCode = results.failed ? 1 : 0;
