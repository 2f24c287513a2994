#!/usr/bin/env node
/**
 * `npm run bench`: measures this site against a stock `create-docusaurus`
 * classic site built and served in the same run, so the figures can be read
 * as ratios that hold on a noisy machine.
 *
 * Reports (Markdown tables on stdout and in bench-results/bench.md, JSON in bench-results/bench.json):
 * - cold production build time and peak memory (RSS of the whole process tree), and a warm rebuild;
 * - per page type: gzip JavaScript and CSS downloaded on landing (until network idle) and requests;
 * - Lighthouse (mobile defaults): performance (with LCP and TBT), accessibility, best practices, SEO (median of
 *   LIGHTHOUSE_RUNS runs, default 3; LIGHTHOUSE_CPU_SLOWDOWN for another CPU slowdown than 4x);
 * - Lighthouse for every guide page with a diagram too (scripts/diagramPages.cjs);
 * - per page type, a reader's session (readerSession.mjs): bytes by kind including analytics and the
 *   first search, INP and CLS with the CPU slowed 4x, against the same sessions on the stock site;
 * - each budget of the performance issue, met or not, against the figures of this run.
 * `npm run bench -- --growth` measures a copy of the site with ten times the pages instead (growth.mjs),
 * into bench-results/growth.md and growth.json.
 * `npm run bench -- --lighthouse` runs Lighthouse alone on the builds on disk (each page type and the stock
 * doc page, in turns), into bench-results/lighthouse.md, with the total-blocking-time budget.
 * `npm run bench -- --search` measures only search as a reader types it in the existing build/ (searchLatency.mjs),
 * into bench-results/search.md; with `--grown`, also in a copy of the site with ten times the pages, built for it;
 * `--runs=N` types the queries N times over (default 3), as one run on a shared machine is noise.
 * `npm run bench -- --reuse-builds` measures the builds already on disk (this site's build/ and the stock
 * site's) without rebuilding them, and so reports no build figures.
 * BENCH_PORT (default 4301) is the first of the ports the bench serves on (it uses the next ones too).
 * Both sites are served with gzip by scripts/serve.mjs, as a static host would.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {startServer} from '../serve.mjs';
import {launchBrowser, measurePage} from './pageWeight.mjs';
import {CPU_SLOWDOWN, blockingTimeChecks, lighthouseScores} from './lighthouse.mjs';
import targets from './targets.cjs';
import {CPU_THROTTLING_RATE, readerSession, sessionChecks} from './readerSession.mjs';
import {buildGrownSite, measureGrowth} from './growth.mjs';
import {measureSearchLatency, searchLatencyChecks} from './searchLatency.mjs';
import diagramPageList from '../diagramPages.cjs';
import {SITE_DIR, STOCK_DIR, prepareStockSite} from './stockSite.mjs';

const OUTPUT = path.join(SITE_DIR, 'bench-results', 'bench.json');
const RESULTS_DIR = path.join(SITE_DIR, 'bench-results');
const BASE_PORT = Number(process.env.BENCH_PORT) || 4301;
const REUSE_BUILDS = process.argv.includes('--reuse-builds');
const SEARCH_RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length)) || 3;
const hasBuild = (dir) => existsSync(path.join(dir, 'build', 'index.html'));
const {SITE_PAGES, STOCK_PAGES, STOCK_REFERENCE, READER_SESSIONS, STOCK_SESSIONS} = targets;
const DIAGRAM_PAGES = diagramPageList.diagramPages().map(({route}) => ({type: 'diagram page', route}));

/** Sum of the resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a command, returning wall time in seconds and peak tree RSS in MiB. */
function timed(command, args, cwd, env = process.env) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit'], env});
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 200);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) {
        reject(new Error(`${command} ${args.join(' ')} failed with exit code ${code}`));
        return;
      }
      resolve({seconds: Number(((Date.now() - started) / 1000).toFixed(1)), peakMiB: Math.round(peak / 2 ** 20)});
    });
  });
}

/** Lighthouse runs per page; the median of each score is reported, as single runs vary by several points. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const medianScores = (runs) => {
  const median = (key) => runs.map((scores) => scores[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(key)]));
};

/**
 * Lighthouse medians of the pages (each with a `url`), the pages taking turns within each round, so that
 * a machine that other work slows down slows every page alike and the ratios between them hold.
 */
async function lighthouseInTurns(pages) {
  const runs = pages.map(() => []);
  for (let round = 0; round < LIGHTHOUSE_RUNS; round += 1) {
    for (const [index, page] of pages.entries()) {
      console.error(`Lighthouse round ${round + 1} of ${LIGHTHOUSE_RUNS}: ${page.url}`);
      runs[index].push(await lighthouseScores(page.url));
    }
  }
  return runs.map(medianScores);
}

/**
 * `--lighthouse`: Lighthouse alone, on one page of each type and the stock doc page, from the builds on
 * disk. The pages take turns within each round, so a machine that other work slows down slows every
 * page alike and the ratios to the stock page hold.
 */
async function lighthouseRounds() {
  const site = await startServer({root: path.join(SITE_DIR, 'build'), port: BASE_PORT});
  const stock = await startServer({root: path.join(STOCK_DIR, 'build'), port: BASE_PORT + 1});
  const pages = [...SITE_PAGES.map((page) => ({...page, url: `http://localhost:${BASE_PORT}${page.route}`})), {...STOCK_REFERENCE, type: `stock ${STOCK_REFERENCE.type}`, url: `http://localhost:${BASE_PORT + 1}${STOCK_REFERENCE.route}`}];
  const medians = await lighthouseInTurns(pages);
  site.close();
  stock.close();
  const measured = pages.map((page, index) => ({...page, lighthouse: medians[index]}));
  const reference = measured.at(-1);
  const lines = ['| page | route | perf | LCP s | TBT ms | TBT / stock doc page | benchmarkIndex |', '| --- | --- | ---: | ---: | ---: | ---: | ---: |'];
  for (const page of measured) {
    const {performance, largestContentfulPaintMs, totalBlockingTimeMs, benchmarkIndex} = page.lighthouse;
    lines.push(`| ${page.type} | ${page.route} | ${performance} | ${(largestContentfulPaintMs / 1000).toFixed(1)} | ${totalBlockingTimeMs} | ${(totalBlockingTimeMs / Math.max(reference.lighthouse.totalBlockingTimeMs, 1)).toFixed(2)} | ${benchmarkIndex} |`);
  }
  const sitePages = measured.slice(0, -1);
  const checks = [
    ...blockingTimeChecks(sitePages, reference),
    ...sitePages.map((page) => ({budget: `${page.type}: Lighthouse performance >= 95`, measured: String(page.lighthouse.performance), met: page.lighthouse.performance >= 95})),
  ];
  lines.push('', '| budget | measured | met |', '| --- | --- | :---: |', ...checks.map((check) => `| ${check.budget} | ${check.measured} | ${check.met ? 'yes' : 'no'} |`));
  return `${lines.join('\n')}\n\nLighthouse CPU slowdown: ${CPU_SLOWDOWN}x; median of ${LIGHTHOUSE_RUNS} rounds. Budgets met: ${checks.filter((check) => check.met).length} of ${checks.length}.`;
}

async function measureSite(name, dir, {pages, diagramPages = [], sessions}, port, browser) {
  console.error(`Measuring ${name}...`);
  let build = null;
  if (!(REUSE_BUILDS && hasBuild(dir))) {
    await timed('npx', ['docusaurus', 'clear'], dir);
    build = {cold: await timed('npx', ['docusaurus', 'build'], dir), warm: await timed('npx', ['docusaurus', 'build'], dir)};
  }
  const server = await startServer({root: path.join(dir, 'build'), port});
  const origin = `http://localhost:${port}`;
  const results = [];
  for (const page of pages) {
    results.push({...page, ...(await measurePage(browser, `${origin}${page.route}`))});
  }
  const sessionResults = [];
  for (const session of sessions) {
    sessionResults.push(await readerSession(browser, origin, session));
  }
  server.close();
  // Lighthouse comes last, for both sites at once (addLighthouse).
  return {name, dir, port, build, pages: results, diagramPages: diagramPages.map((page) => ({...page})), sessions: sessionResults};
}

/**
 * Lighthouse for every page of the sites, served again, in turns across both sites: run one site after
 * the other, this site's pages met a machine still busy after its builds (benchmarkIndex about 1,000
 * against 1,700 to 2,000 for the stock site's, 2026-11-27), and the ratios meant nothing.
 */
async function addLighthouse(sites) {
  const servers = await Promise.all(sites.map((site) => startServer({root: path.join(site.dir, 'build'), port: site.port})));
  const pages = sites.flatMap((site) => [...site.pages, ...site.diagramPages].map((page) => ({page, url: `http://localhost:${site.port}${page.route}`})));
  const medians = await lighthouseInTurns(pages);
  pages.forEach(({page}, index) => (page.lighthouse = medians[index]));
  servers.forEach((server) => server.close());
}

const kB = (bytes) => (bytes / 1024).toFixed(1);

/** Every budget of the performance issue, checked against this run's figures. */
function budgets(site, stock) {
  const stockReference = stock.pages.find((page) => page.route === STOCK_REFERENCE.route);
  const checks = site.pages.flatMap((page) => [
    {
      budget: `${page.type}: JS at most ${page.budget === 1 ? 'the' : `${page.budget}x the`} stock doc page + ${kB(targets.BUDGET_MARGIN_BYTES)} kB`,
      measured: `${kB(page.jsBytes)} kB (${(page.jsBytes / stockReference.jsBytes).toFixed(2)}x)`,
      met: page.jsBytes <= targets.jsLimit(page.budget, stockReference.jsBytes),
    },
    {
      budget: `${page.type}: Lighthouse performance >= 95, other categories 100`,
      measured: [page.lighthouse.performance, page.lighthouse.accessibility, page.lighthouse.bestPractices, page.lighthouse.seo].join(' / '),
      met: page.lighthouse.performance >= 95 && [page.lighthouse.accessibility, page.lighthouse.bestPractices, page.lighthouse.seo].every((score) => score === 100),
    },
  ]);
  checks.push(
    ...blockingTimeChecks(site.pages, stockReference),
    ...site.diagramPages.map((page) => ({
      budget: `diagram page ${page.route}: Lighthouse performance >= 95`,
      measured: String(page.lighthouse.performance),
      met: page.lighthouse.performance >= 95,
    })),
    ...sessionChecks(site.name, site.sessions),
    ...sessionChecks(stock.name, stock.sessions),
  );
  if (site.build) {
    checks.push({
      budget: 'cold build at most 120 s and 2 GiB',
      measured: `${site.build.cold.seconds} s, ${site.build.cold.peakMiB} MiB`,
      met: site.build.cold.seconds <= 120 && site.build.cold.peakMiB <= 2048,
    });
  }
  return checks;
}

function markdown(sites, checks) {
  const lines = [
    '| site | page | route | JS gzip kB | CSS gzip kB | requests | perf | LCP s | TBT ms | a11y | best practices | SEO | benchmarkIndex |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const site of sites) {
    for (const page of site.pages) {
      const {performance, largestContentfulPaintMs, totalBlockingTimeMs, accessibility, bestPractices, seo, benchmarkIndex} = page.lighthouse;
      lines.push(
        `| ${site.name} | ${page.type} | ${page.route} | ${kB(page.jsBytes)} | ${kB(page.cssBytes)} | ${page.requests} | ${performance} | ${(largestContentfulPaintMs / 1000).toFixed(1)} | ${totalBlockingTimeMs} | ${accessibility} | ${bestPractices} | ${seo} | ${benchmarkIndex} |`,
      );
    }
  }
  lines.push('', '| site | diagram page | perf | LCP s | TBT ms | a11y | best practices | SEO | benchmarkIndex |', '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const site of sites) {
    for (const page of site.diagramPages) {
      const {performance, largestContentfulPaintMs, totalBlockingTimeMs, accessibility, bestPractices, seo, benchmarkIndex} = page.lighthouse;
      lines.push(`| ${site.name} | ${page.route} | ${performance} | ${(largestContentfulPaintMs / 1000).toFixed(1)} | ${totalBlockingTimeMs} | ${accessibility} | ${bestPractices} | ${seo} | ${benchmarkIndex} |`);
    }
  }
  lines.push(
    '',
    '| site | session | route | JS kB | CSS kB | fonts kB | analytics kB (requests) | data kB | other kB | total kB | first search kB | INP ms | slowest interaction | CLS |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  );
  for (const site of sites) {
    for (const session of site.sessions) {
      const {bytes} = session;
      lines.push(
        `| ${site.name} | ${session.type} | ${session.route} | ${kB(bytes.js)} | ${kB(bytes.css)} | ${kB(bytes.fonts)} | ${kB(bytes.analytics)} (${session.analyticsRequests}) | ${kB(bytes.data)} | ${kB(bytes.other + bytes.html + bytes.images)} | ${kB(session.totalBytes)} | ${session.searchBytes === null ? 'n/a' : kB(session.searchBytes)} | ${session.inpMs} | ${session.slowestInteraction ?? 'none over 16 ms'} | ${session.cls} |`,
      );
    }
  }
  lines.push('', '| site | cold build s | cold peak MiB | warm rebuild s | warm peak MiB |', '| --- | ---: | ---: | ---: | ---: |');
  for (const site of sites) {
    if (site.build) {
      const {cold, warm} = site.build;
      lines.push(`| ${site.name} | ${cold.seconds} | ${cold.peakMiB} | ${warm.seconds} | ${warm.peakMiB} |`);
    } else {
      lines.push(`| ${site.name} | not built in this run (--reuse-builds) | | | |`);
    }
  }
  lines.push('', '| budget | measured | met |', '| --- | --- | :---: |');
  for (const check of checks) {
    lines.push(`| ${check.budget} | ${check.measured} | ${check.met ? 'yes' : 'no'} |`);
  }
  return lines.join('\n');
}

/**
 * Writes the tables of this run to a Markdown file under bench-results/ (the one README links to), with
 * when and on which commit they were measured, and prints them.
 */
function publishTables(fileName, title, tables) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: SITE_DIR, encoding: 'utf8'}).stdout.trim() || 'unknown';
  const file = path.join(RESULTS_DIR, fileName);
  mkdirSync(RESULTS_DIR, {recursive: true});
  writeFileSync(
    file,
    `# ${title}\n\nGenerated by \`npm run bench\` (scripts/bench/run.mjs) on ${new Date().toISOString()}, commit ${commit}, Node ${process.version}. Do not edit: run it again.\n\n${tables}\n`,
  );
  console.log(tables);
  return path.relative(SITE_DIR, file);
}

if (process.argv.includes('--growth')) {
  const written = publishTables('growth.md', 'Growth benchmark: the site today and with ten times the pages', await measureGrowth(timed, BASE_PORT + 10));
  console.log(`\nMarkdown: ${written}`);
} else if (process.argv.includes('--lighthouse')) {
  const written = publishTables('lighthouse.md', 'Lighthouse: each page type against the stock doc page, in turns', await lighthouseRounds());
  console.log(`\nMarkdown: ${written}`);
} else if (process.argv.includes('--search')) {
  // With --grown, also a copy of the site with ten times the pages (growth.mjs), built here.
  const sites = [{label: 'today', buildDir: path.join(SITE_DIR, 'build')}];
  if (process.argv.includes('--grown')) sites.push(await buildGrownSite(timed));
  const browser = await launchBrowser();
  const table = ['| site | budget | measured | met |', '| --- | --- | --- | :---: |'];
  for (const site of sites) {
    const server = await startServer({root: site.buildDir, port: BASE_PORT});
    const rows = await measureSearchLatency(browser, `http://127.0.0.1:${BASE_PORT}`, site.buildDir, undefined, SEARCH_RUNS);
    server.close();
    site.remove?.();
    table.push(...searchLatencyChecks(rows).map((check) => `| ${site.label} | ${check.budget} | ${check.measured} | ${check.met ? 'yes' : 'no'} |`));
  }
  await browser.close();
  const written = publishTables('search.md', 'Search as a reader types it', table.join('\n'));
  console.log(`\nMarkdown: ${written}`);
} else {
  if (!(REUSE_BUILDS && hasBuild(STOCK_DIR))) {
    prepareStockSite();
  }
  if (!existsSync(path.join(SITE_DIR, 'openapi/generated/create-exam-session.api.mdx'))) {
    await timed('npm', ['run', 'gen-api'], SITE_DIR);
  }
  const browser = await launchBrowser();
  const site = await measureSite('Campfire Learning docs', SITE_DIR, {pages: SITE_PAGES, diagramPages: DIAGRAM_PAGES, sessions: READER_SESSIONS}, BASE_PORT, browser);
  const stock = await measureSite('stock classic', STOCK_DIR, {pages: STOCK_PAGES, sessions: STOCK_SESSIONS}, BASE_PORT + 1, browser);
  await browser.close();
  await addLighthouse([site, stock]);
  const checks = budgets(site, stock);
  mkdirSync(path.dirname(OUTPUT), {recursive: true});
  writeFileSync(OUTPUT, `${JSON.stringify({date: new Date().toISOString(), lighthouseRuns: LIGHTHOUSE_RUNS, cpuSlowdown: CPU_SLOWDOWN, sites: [site, stock], budgets: checks}, null, 2)}\n`);
  const conditions = `Lighthouse CPU slowdown: ${CPU_SLOWDOWN}x. Reader sessions: CPU slowed ${CPU_THROTTLING_RATE}x; analytics answered locally (${process.env.GTAG_JS_FILE ? `with ${path.basename(process.env.GTAG_JS_FILE)}` : 'with an empty script: set GTAG_JS_FILE to count a saved gtag.js'}).`;
  const summary = `Budgets met: ${checks.filter((check) => check.met).length} of ${checks.length}.`;
  const written = publishTables('bench.md', 'Benchmark: this site against a stock classic site', `${markdown([site, stock], checks)}\n\n${conditions}\n\n${summary}`);
  console.log(`\nMarkdown: ${written}. JSON: ${path.relative(SITE_DIR, OUTPUT)}`);
}
