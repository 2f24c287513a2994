/**
 * `npm run bench -- --growth`: what the site costs as it grows. Builds two copies of the site in
 * the system's temporary folder, today's and one with GROWTH_FACTOR (default 10) times the guide
 * pages and API operations, made of synthetic guides (headings, prose, a table, code) and copies of
 * the OpenAPI operations under new paths, and reports for each: pages, build time, peak memory of
 * the process tree, both per page, and the bytes of a first search typed on the home page.
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
import {launchBrowser} from './pageWeight.mjs';
import {readerSession} from './readerSession.mjs';
import {SITE_DIR} from './stockSite.mjs';
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

/** A guide page of the usual shape: a few sections of prose, a table and a code block. */
export function syntheticGuide(index) {
  const topic = TOPICS[index % TOPICS.length];
  const sections = [1, 2, 3].map(
    (section) => `## Working with the ${topic}, part ${section}

Synthetic guide ${index} for the growth benchmark, section ${section}. Teachers and authors open the ${topic} settings,
change one value at a time and save; the change applies to assignments created afterwards. Page ${index} links to
[the Studio overview](/studio/) so that it takes part in link checking like a real page.

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

function grow(dir) {
  const guides = countGuides(dir);
  const syntheticDir = path.join(dir, 'docs/synthetic');
  mkdirSync(syntheticDir, {recursive: true});
  const addedGuides = guides * (GROWTH_FACTOR - 1);
  for (let index = 1; index <= addedGuides; index += 1) {
    writeFileSync(path.join(syntheticDir, `guide-${String(index).padStart(4, '0')}.mdx`), syntheticGuide(index));
  }
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

async function measureCopy(label, dir, timed, browser, port) {
  const env = {...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim()};
  await timed('npm', ['run', 'gen-api'], dir, env);
  const build = await timed('npx', ['docusaurus', 'build'], dir, env);
  const buildDir = path.join(dir, 'build');
  const pages = countPages(buildDir);
  const server = await startServer({root: buildDir, port});
  const home = targets.READER_SESSIONS.find((session) => session.type === 'home');
  const session = await readerSession(browser, `http://localhost:${port}`, home);
  server.close();
  return {label, pages, ...build, secondsPerPage: build.seconds / pages, mibPerPage: build.peakMiB / pages, searchIndex: searchIndexFiles(buildDir), firstSearchBytes: session.searchBytes};
}

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
    ...[today, grown].map((row) => ({
      budget: `${row.label}: a first search downloads at most ${kB(FIRST_SEARCH_BUDGET_BYTES)}`,
      measured: kB(row.firstSearchBytes),
      met: row.firstSearchBytes !== null && row.firstSearchBytes <= FIRST_SEARCH_BUDGET_BYTES,
    })),
  ];
}

export async function measureGrowth(timed, port) {
  const today = copySite('today');
  const grown = copySite('grown');
  const added = grow(grown);
  console.error(`Growth: ${added.addedGuides} synthetic guides and ${added.addedOperations} synthetic API operations in ${grown}`);
  const browser = await launchBrowser();
  try {
    const rows = [await measureCopy('today', today, timed, browser, port), await measureCopy(`${GROWTH_FACTOR}x pages`, grown, timed, browser, port + 1)];
    const lines = [
      '| site | pages | build s | peak MiB | ms per page | MiB per page | search index | first search kB |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
      ...rows.map(
        (row) =>
          `| ${row.label} | ${row.pages} | ${row.seconds} | ${row.peakMiB} | ${(row.secondsPerPage * 1000).toFixed(0)} | ${row.mibPerPage.toFixed(2)} | ${row.searchIndex} | ${row.firstSearchBytes === null ? 'n/a' : (row.firstSearchBytes / 1024).toFixed(1)} |`,
      ),
    ];
    const checks = growthChecks(rows[0], rows[1]);
    lines.push('', '| budget | measured | met |', '| --- | --- | :---: |', ...checks.map((check) => `| ${check.budget} | ${check.measured} | ${check.met ? 'yes' : 'no'} |`));
    mkdirSync(path.join(SITE_DIR, 'bench-results'), {recursive: true});
    writeFileSync(path.join(SITE_DIR, 'bench-results/growth.json'), `${JSON.stringify({date: new Date().toISOString(), growthFactor: GROWTH_FACTOR, added, rows, budgets: checks}, null, 2)}\n`);
    return lines.join('\n');
  } finally {
    await browser.close();
    rmSync(today, {recursive: true, force: true});
    rmSync(grown, {recursive: true, force: true});
  }
}
