/**
 * Search as a reader types it, with the CPU slowed 4x: for each query, the time from the last
 * key press to the results list showing that query's results, and the bytes (gzip as served)
 * that the first query downloads from a fresh page: engine, index chunks, lexicon chunks, fragments.
 * Queries are questions and phrases of several words, the costly case (each word and its
 * alternatives is a search of its own).
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {CPU_THROTTLING_RATE} from './readerSession.mjs';

export const SEARCH_BUDGETS = {latencyMs: 300, firstSearchBytes: 200 * 1024};

export const LATENCY_QUERIES = ['how do I add students to my class', 'make a new exam', 'grade an essay', 'reset exam session api', 'clasroom roster'];

/** What a search downloads, by kind: the first match of its address names it. */
const DOWNLOAD_KINDS = {'index chunks': /\/pagefind\/index\//, fragments: /\/pagefind\/fragment\//, lexicon: /\/search-lexicon\//, engine: /\/pagefind\//, other: /./};
const downloadKind = (url) => Object.entries(DOWNLOAD_KINDS).find(([, pattern]) => pattern.test(new URL(url).pathname))[0];

/** gzip where the server compresses, as is otherwise. */
function servedBytes(buildDir, url) {
  const file = path.join(buildDir, decodeURIComponent(new URL(url).pathname));
  const body = readFileSync(existsSync(file) && statSync(file).isFile() ? file : path.join(file, 'index.html'));
  return /\.(js|css|json|html|svg|txt)$/.test(file) ? gzipSync(body).length : body.length;
}

/**
 * Runs each query in a fresh page of `origin`, `runs` times over (the machine is shared, so one run is
 * noise); returns the latency of each and, in each run, the first query's bytes, by kind.
 */
export async function measureSearchLatency(browser, origin, buildDir, queries = LATENCY_QUERIES, runs = 1) {
  const rows = [];
  for (const [index, query] of Array.from({length: runs}, () => queries).flat().entries()) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/googletagmanager|google-analytics/, (route) => route.fulfill({status: 204, body: ''}));
    const cdp = await context.newCDPSession(page);
    // Requests of the page and of Pagefind's worker; sized below as the served build sends them.
    const requested = [];
    let counting = false;
    page.on('request', (request) => counting && requested.push(request.url()));
    await page.goto(`${origin}/campfire/`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_THROTTLING_RATE});
    counting = true;
    const box = page.getByRole('combobox', {name: 'Search'});
    await box.focus();
    // All but the last letter, then wait for those results (their popup's data-results-for, as below; not
    // any results, which may be those of an earlier search shown while typing): the latency counts the last key only.
    await box.pressSequentially(query.slice(0, -1), {delay: 80});
    await page.locator(`[role=search] [data-results-for="${query.slice(0, -1).trim().replace(/["\\]/g, '\\$&')}"]`).waitFor({state: 'attached', timeout: 60_000});
    const firstBytes = requested.reduce((sum, url) => sum + servedBytes(buildDir, url), 0);
    const firstParts = Object.fromEntries(Object.keys(DOWNLOAD_KINDS).map((kind) => [kind, 0]));
    for (const url of requested) firstParts[downloadKind(url)] += servedBytes(buildDir, url);
    await page.evaluate((expected) => {
      const box = document.querySelector('[role=search]');
      // When the box shows the results of the whole query (its popup's data-results-for); none within 10 s reads as -1.
      window.__searchShown = new Promise((resolve) => {
        const shown = () => box.querySelector(`[data-results-for="${CSS.escape(expected)}"]`) && resolve(performance.now());
        new MutationObserver(shown).observe(box, {attributes: true, attributeFilter: ['data-results-for'], subtree: true});
        setTimeout(() => resolve(window.__lastKey - 1), 10_000);
      });
      window.addEventListener('keydown', () => (window.__lastKey = performance.now()), {once: true, capture: true});
    }, query.trim());
    await box.press(query.slice(-1));
    const latencyMs = await page.evaluate(async () => Math.round((await window.__searchShown) - window.__lastKey));
    const first = index % queries.length === 0;
    rows.push({query, latencyMs, firstSearchBytes: first ? firstBytes : null, firstSearchParts: first ? firstParts : null});
    await context.close();
  }
  return rows;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export function searchLatencyChecks(rows) {
  const slowest = Math.max(...rows.map((row) => row.latencyMs));
  // The heaviest first search of the runs: an intermediate search that completes fetches more.
  const heaviest = rows.filter((row) => row.firstSearchBytes !== null).sort((a, b) => b.firstSearchBytes - a.firstSearchBytes)[0];
  const first = heaviest.firstSearchBytes;
  const queries = [...new Set(rows.map((row) => row.query))];
  const runs = rows.length / queries.length;
  const latenciesOf = (query) => rows.filter((row) => row.query === query).map((row) => row.latencyMs);
  return [
    {
      budget: `search: results within ${SEARCH_BUDGETS.latencyMs} ms of the last key press (CPU ${CPU_THROTTLING_RATE}x slower)`,
      measured: `median ${median(rows.map((row) => row.latencyMs))} ms, slowest ${slowest} ms over ${runs} ${runs === 1 ? 'run' : 'runs'} (${queries.map((query) => `${query}: ${latenciesOf(query).join(', ')} ms`).join('; ')})`,
      met: slowest <= SEARCH_BUDGETS.latencyMs,
    },
    {
      budget: `search: a first search of several words downloads at most ${SEARCH_BUDGETS.firstSearchBytes / 1024} kB`,
      measured: `${(first / 1024).toFixed(1)} kB for "${heaviest.query}", the heaviest of ${runs} ${runs === 1 ? 'run' : 'runs'} (${Object.entries(heaviest.firstSearchParts)
        .map(([kind, bytes]) => `${kind} ${(bytes / 1024).toFixed(1)} kB`)
        .join(', ')})`,
      met: first <= SEARCH_BUDGETS.firstSearchBytes,
    },
  ];
}
