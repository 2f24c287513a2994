/**
 * `npm run bench -- --growth`: what the site costs as it grows. Builds two copies of the site in
 * the system's temporary folder, today's and one with GROWTH_FACTOR (default 10) times the guide
 * pages and API operations, made of synthetic guides (headings, prose, a table, code) and copies of
 * the OpenAPI operations under new paths, and reports for each: pages, build time, peak memory of
 * the process tree, both per page, the bytes of a first search typed on the home page, and what a
 * reader pays to land on each type of page (the scripts requested until the page has hydrated).
 * The synthetic guides form new areas the size of today's guides, each with its own sidebar, as a
 * new product's guides would. A stock `create-docusaurus` site is grown by the same number of
 * guides, the same way, and measured in the same run.
 *
 * First-search bytes are measured through the search UI of whatever search the build has (see
 * readerSession.mjs), so they follow the search implementation without change here;
 * `searchIndexFiles` only says which index the build carries.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, mkdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {startServer} from '../serve.mjs';
import {launchBrowser, measureLanding} from './pageWeight.mjs';
import {readerSession} from './readerSession.mjs';
import {SITE_DIR, prepareStockSite} from './stockSite.mjs';
import targets from './targets.cjs';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml');

const GROWTH_FACTOR = Number(process.env.GROWTH_FACTOR ?? 10);
const SPEC = 'openapi/campfire-learning.yaml';
const SKIPPED = new Set(['node_modules', 'build', '.docusaurus', 'bench-results', 'test-results', 'playwright-report', 'build-e2e-fixtures', '.git']);

/**
 * Commits the copy's files to a repository of its own: the build reads each page's last-updated date
 * from git (showLastUpdateTime) and fails outside a worktree, and reading it is part of a build's cost.
 */
function commitAll(dir, message) {
  const git = (...args) => execFileSync('git', ['-c', 'user.name=Growth bench', '-c', 'user.email=bench@example.com', ...args], {cwd: dir, stdio: 'ignore'});
  if (!existsSync(path.join(dir, '.git'))) {
    git('init', '-q');
  }
  git('add', '-A');
  git('commit', '-q', '-m', message);
}

function copySite(name) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `campfire-${name}-`));
  cpSync(SITE_DIR, dir, {recursive: true, filter: (source) => !SKIPPED.has(path.relative(SITE_DIR, source).split(path.sep)[0])});
  symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(dir, 'node_modules'));
  commitAll(dir, 'Copy of the site');
  return dir;
}

const countGuides = (dir) => readdirSync(path.join(dir, 'docs'), {recursive: true}).filter((file) => /\.mdx?$/.test(String(file))).length;

const TOPICS = ['rubric', 'roster', 'passage', 'exam config', 'standard', 'item bank', 'attempt', 'scoring rule', 'classroom', 'report'];

/** A guide page of the usual shape: a few sections of prose, a table, a code block and a link to an overview page. */
export function syntheticGuide(index, overview = {title: 'the Studio overview', path: '/studio/'}) {
  const topic = TOPICS[index % TOPICS.length];
  const sections = [1, 2, 3].map(
    (section) => `## Working with the ${topic}, part ${section}

Synthetic guide ${index} for the growth benchmark, section ${section}. Teachers and authors open the ${topic} settings,
change one value at a time and save; the change applies to assignments created afterwards. Page ${index} links to
[${overview.title}](${overview.path}) so that it takes part in link checking like a real page.

| Setting | Default | Effect |
| --- | --- | --- |
| ${topic} ${section} | Off | Applies to new assignments of page ${index}. |
| Review | On | Sends changes to a reviewer first. |

\`\`\`json title="settings-${index}-${section}.json"
{"page": ${index}, "section": ${section}, "topic": "${topic}", "enabled": true}
\`\`\`
`,
  );
  return `---\ntitle: Synthetic guide ${index}\ndescription: Growth benchmark page ${index} about the ${topic}.\n---\n\n${sections.join('\n')}`;
}

/** The spec with copies of every operation under /synthetic/<n>/…, with new operation ids and summaries. */
export function grownSpec(spec, copies) {
  const paths = {...spec.paths};
  let added = 0;
  for (let copy = 1; copy <= copies; copy += 1) {
    for (const [route, operations] of Object.entries(spec.paths)) {
      paths[`/synthetic/${copy}${route}`] = Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => {
          if (typeof operation !== 'object' || !operation.operationId) {
            return [method, operation];
          }
          added += 1;
          return [method, {...operation, operationId: `${operation.operationId}Copy${copy}`, summary: `${operation.summary} (synthetic ${copy})`}];
        }),
      );
    }
  }
  return {spec: {...spec, paths}, added};
}

/**
 * Writes `areas` areas of `guidesPerArea` synthetic guides into docs/area-<n>/, and returns the
 * sidebars that list them, one per area, as source for a sidebars file.
 */
export function writeSyntheticAreas(dir, areas, guidesPerArea, overview = undefined) {
  const sidebars = {};
  for (let area = 1; area <= areas; area += 1) {
    const areaDir = path.join(dir, 'docs', `area-${area}`);
    mkdirSync(areaDir, {recursive: true});
    for (let page = 1; page <= guidesPerArea; page += 1) {
      const index = (area - 1) * guidesPerArea + page;
      writeFileSync(path.join(areaDir, `guide-${String(page).padStart(4, '0')}.mdx`), syntheticGuide(index, overview));
    }
    sidebars[`area-${area}`] = [{type: 'autogenerated', dirName: `area-${area}`}];
  }
  return JSON.stringify(sidebars);
}

function grow(dir) {
  const guides = countGuides(dir);
  const areas = GROWTH_FACTOR - 1;
  const sidebars = writeSyntheticAreas(dir, areas, guides);
  const sidebarsPath = path.join(dir, 'sidebars.ts');
  writeFileSync(sidebarsPath, readFileSync(sidebarsPath, 'utf8').replace(/^export default sidebars;$/m, `Object.assign(sidebars, ${sidebars});\nexport default sidebars;`));
  const addedGuides = guides * areas;
  const specPath = path.join(dir, SPEC);
  const {spec, added} = grownSpec(yaml.load(readFileSync(specPath, 'utf8')), GROWTH_FACTOR - 1);
  writeFileSync(specPath, yaml.dump(spec, {lineWidth: -1, noRefs: true}));
  commitAll(dir, 'Synthetic guides and API operations');
  return {addedGuides, addedOperations: added};
}

const countPages = (buildDir) => readdirSync(buildDir, {recursive: true}).filter((file) => String(file).endsWith('index.html')).length;

/** Which search index the build carries: Pagefind's folder if present, else the single index file. */
export function searchIndexFiles(buildDir) {
  if (existsSync(path.join(buildDir, 'pagefind'))) {
    return 'pagefind/';
  }
  return readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file)).join(', ') || 'none';
}

/** One page of each type: the landing JavaScript of each is measured at both sizes. */
export const GROWTH_PAGES = [
  ...targets.SITE_PAGES.map(({type, route}) => ({type, route})),
  {type: 'developer guide', route: '/developers/api-legacy/getting-started'},
  {type: 'search page', route: '/search'},
];
const STOCK_GROWTH_PAGES = targets.STOCK_PAGES.map(({type, route}) => ({type, route}));

async function landings(browser, origin, pages) {
  const bytes = {};
  for (const {type, route} of pages) {
    bytes[type] = (await measureLanding(browser, `${origin}${route}`)).jsBytes;
  }
  return bytes;
}

const BUILD_ENV = {...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim()};

async function measureCopy(label, dir, timed, browser, port) {
  await timed('npm', ['run', 'gen-api'], dir, BUILD_ENV);
  const build = await timed('npx', ['docusaurus', 'build'], dir, BUILD_ENV);
  const buildDir = path.join(dir, 'build');
  const pages = countPages(buildDir);
  const server = await startServer({root: buildDir, port});
  const home = targets.READER_SESSIONS.find((session) => session.type === 'home');
  const session = await readerSession(browser, `http://localhost:${port}`, home);
  const landingBytes = await landings(browser, `http://localhost:${port}`, GROWTH_PAGES);
  server.close();
  return {label, pages, ...build, secondsPerPage: build.seconds / pages, mibPerPage: build.peakMiB / pages, searchIndex: searchIndexFiles(buildDir), firstSearchBytes: session.searchBytes, landingBytes};
}

/** The stock site, today's and grown by `addedGuides` guides in areas of today's size of this site. */
async function measureStock(label, timed, browser, port, growth) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `stock-${growth ? 'grown' : 'today'}-`));
  try {
    prepareStockSite(dir);
    if (growth) {
      const sidebars = writeSyntheticAreas(dir, growth.areas, growth.guidesPerArea, {title: 'the tutorial', path: '/docs/intro'});
      // The template's one sidebar lists every folder of docs/; it keeps listing its own pages only.
      const own = JSON.stringify(['intro', ...['tutorial-basics', 'tutorial-extras'].map((dirName) => ({type: 'category', label: dirName, items: [{type: 'autogenerated', dirName}]}))]);
      writeFileSync(path.join(dir, 'sidebars.js'), `export default {tutorialSidebar: ${own}, ...${sidebars}};\n`);
    }
    const build = await timed('npx', ['docusaurus', 'build'], dir, BUILD_ENV);
    const buildDir = path.join(dir, 'build');
    const server = await startServer({root: buildDir, port});
    const landingBytes = await landings(browser, `http://localhost:${port}`, STOCK_GROWTH_PAGES);
    server.close();
    return {label, pages: countPages(buildDir), seconds: build.seconds, landingBytes};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The landing table: each page type's kB at both sizes and their ratio, for this site and the stock site. */
export function landingTable(rows, stockRows) {
  const kB = (bytes) => (bytes / 1024).toFixed(1);
  const line = (site, type, [today, grown]) =>
    `| ${site} | ${type} | ${kB(today.landingBytes[type])} | ${kB(grown.landingBytes[type])} | ${(grown.landingBytes[type] / today.landingBytes[type]).toFixed(2)}x |`;
  return [
    `| site | page | today kB | ${rows[1].label} kB | ratio |`,
    '| --- | --- | ---: | ---: | ---: |',
    ...GROWTH_PAGES.map(({type}) => line('this site', type, rows)),
    ...STOCK_GROWTH_PAGES.map(({type}) => line('stock Docusaurus', type, stockRows)),
  ];
}

/** Landing JavaScript at ten times the pages stays within 5% of today's, on every page type. */
export const LANDING_GROWTH_BUDGET = 1.05;

export const FIRST_SEARCH_BUDGET_BYTES = 200 * 1024;

/** The growth budgets: build time and memory per page do not grow, and a first search stays small. */
export function growthChecks(today, grown) {
  const kB = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} kB`);
  return [
    {
      budget: 'build time per page does not grow',
      measured: `${(today.secondsPerPage * 1000).toFixed(0)} ms, then ${(grown.secondsPerPage * 1000).toFixed(0)} ms`,
      met: grown.secondsPerPage <= today.secondsPerPage,
    },
    {
      budget: 'peak memory per page does not grow',
      measured: `${today.mibPerPage.toFixed(2)} MiB, then ${grown.mibPerPage.toFixed(2)} MiB`,
      met: grown.mibPerPage <= today.mibPerPage,
    },
    ...GROWTH_PAGES.map(({type}) => ({
      budget: `${type}: landing JavaScript at most ${LANDING_GROWTH_BUDGET}x today's`,
      measured: `${kB(today.landingBytes[type])}, then ${kB(grown.landingBytes[type])}`,
      met: grown.landingBytes[type] <= LANDING_GROWTH_BUDGET * today.landingBytes[type],
    })),
    ...[today, grown].map((row) => ({
      budget: `${row.label}: a first search downloads at most ${kB(FIRST_SEARCH_BUDGET_BYTES)}`,
      measured: kB(row.firstSearchBytes),
      met: row.firstSearchBytes !== null && row.firstSearchBytes <= FIRST_SEARCH_BUDGET_BYTES,
    })),
  ];
}

/** Builds a copy of the site with GROWTH_FACTOR times the pages; returns its build folder, build time and peak memory. */
export async function buildGrownSite(timed) {
  const grown = copySite('grown');
  grow(grown);
  await timed('npm', ['run', 'gen-api'], grown, BUILD_ENV);
  const build = await timed('npx', ['docusaurus', 'build'], grown, BUILD_ENV);
  return {buildDir: path.join(grown, 'build'), label: `${GROWTH_FACTOR}x pages`, ...build, remove: () => rmSync(grown, {recursive: true, force: true})};
}

export async function measureGrowth(timed, port) {
  const today = copySite('today');
  const grown = copySite('grown');
  const added = grow(grown);
  console.error(`Growth: ${added.addedGuides} synthetic guides and ${added.addedOperations} synthetic API operations in ${grown}`);
  const browser = await launchBrowser();
  try {
    const rows = [await measureCopy('today', today, timed, browser, port), await measureCopy(`${GROWTH_FACTOR}x pages`, grown, timed, browser, port + 1)];
    const stockGrowth = {areas: GROWTH_FACTOR - 1, guidesPerArea: added.addedGuides / (GROWTH_FACTOR - 1)};
    const stockRows = [await measureStock('today', timed, browser, port + 2), await measureStock(`${GROWTH_FACTOR}x pages`, timed, browser, port + 3, stockGrowth)];
    const lines = [
      '| site | pages | build s | peak MiB | ms per page | MiB per page | search index | first search kB |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
      ...rows.map(
        (row) =>
          `| ${row.label} | ${row.pages} | ${row.seconds} | ${row.peakMiB} | ${(row.secondsPerPage * 1000).toFixed(0)} | ${row.mibPerPage.toFixed(2)} | ${row.searchIndex} | ${row.firstSearchBytes === null ? 'n/a' : (row.firstSearchBytes / 1024).toFixed(1)} |`,
      ),
    ];
    lines.push('', ...landingTable(rows, stockRows));
    const checks = growthChecks(rows[0], rows[1]);
    lines.push('', '| budget | measured | met |', '| --- | --- | :---: |', ...checks.map((check) => `| ${check.budget} | ${check.measured} | ${check.met ? 'yes' : 'no'} |`));
    mkdirSync(path.join(SITE_DIR, 'bench-results'), {recursive: true});
    writeFileSync(path.join(SITE_DIR, 'bench-results/growth.json'), `${JSON.stringify({date: new Date().toISOString(), growthFactor: GROWTH_FACTOR, added, rows, stockRows, budgets: checks}, null, 2)}\n`);
    return lines.join('\n');
  } finally {
    await browser.close();
    rmSync(today, {recursive: true, force: true});
    rmSync(grown, {recursive: true, force: true});
  }
}
