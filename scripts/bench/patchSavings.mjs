#!/usr/bin/env node
/**
 * `node scripts/bench/patchSavings.mjs`: what each patch kept for a saving saves. The site is built once
 * as it is and once without each group of rows of src/patches/manifest.ts (PATCHES_LEFT_OUT, read by
 * src/patches/leftOut.ts; rows that only work together form one group), and every build is weighed:
 * - per page type, the gzip JavaScript and CSS a reader downloads on landing (pageWeight.mjs). On a busy
 *   machine the route tables of the other sections (about 5.5 kB), fetched at idle time, may or may not
 *   load before the network falls quiet: a difference of that size on one page type alone is that, not
 *   the patch; the emitted files and the page's own chunks tell them apart;
 * - the gzip bytes of every script and stylesheet emitted, which counts the parts loaded later too
 *   (a request form loaded when the reader asks).
 * A group's saving is the difference from the build as it is. Results go to
 * bench-results/patch-savings.md and patch-savings.json, group by group as each is measured (a run of
 * some groups keeps the others' earlier results); builds go to a temporary folder.
 * `--only <slug,…>` builds and weighs those groups (and the site as it is); `--reuse-builds` weighs
 * the builds already in that folder. Each build runs without the bundler's persistent cache, which does not
 * see a replacement come or go.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {startServer} from '../serve.mjs';
import {launchBrowser, measurePage} from './pageWeight.mjs';
import {SITE_DIR} from './stockSite.mjs';
import targets from './targets.cjs';

/** The rows kept for what they save, in groups built without together; the smallest savings first. */
export const SAVING_GROUPS = [
  {slug: 'tslib', rows: ['one tslib helper']},
  {slug: 'guide-tabs', rows: ["Docusaurus's Tabs in guides and blog posts", "Docusaurus's TabItem in guides and blog posts"]},
  {slug: 'version-data', rows: ['version data per sidebar']},
  {slug: 'doc-descriptions', rows: ['docs without descriptions']},
  {
    slug: 'lazy-routes',
    rows: ['routes', 'registry', 'routesChunkNames', 'preload', 'renderRoutes', 'chunk files per section'].map((part) => `lazy route discovery: ${part}`),
  },
  {slug: 'doc-list', rows: ['docs global data without the doc list']},
  // Its saving grows with the API (the growth bench shows it at ten times the operations).
  {slug: 'api-sidebar', rows: ['sidebar category items on demand']},
  {slug: 'language-logos', rows: ['drop unused language logos']},
  {slug: 'charset-decoding', rows: ['no charset decoding (iconv-lite)']},
  {slug: 'dynamic-variables', rows: ['no dynamic variables (faker)']},
  {slug: 'code-generators', rows: ['four code-sample generators']},
  {slug: 'api-stylesheet', rows: ['OpenAPI stylesheet on API pages only']},
  {slug: 'prism', rows: ['Prism languages with Prism', 'Prism with the site languages']},
  {slug: 'code-block', rows: ['code block context (theme-common/internal)']},
  {slug: 'api-item-libraries', rows: ['SHA-1 alone of crypto-js']},
  {slug: 'api-markdown', rows: ['ejected Markdown']},
];

/** The page types of the benchmark, and a guide with tabs and code blocks. */
const PAGES = [
  ...targets.SITE_PAGES.map(({type, route}) => ({type, route})),
  {type: 'guide with tabs and code', route: '/developers/api-legacy/getting-started'},
];

const BUILDS_DIR = path.join(os.tmpdir(), 'campfire-patch-savings');
const RESULTS_DIR = path.join(SITE_DIR, 'bench-results');
const PORT = Number(process.env.BENCH_PORT) || 4301;
const option = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
};

let apiPagesGenerated = false;

function build(slug, leftOut) {
  const outDir = path.join(BUILDS_DIR, slug);
  if (process.argv.includes('--reuse-builds') && existsSync(path.join(outDir, 'index.html'))) {
    return outDir;
  }
  if (!apiPagesGenerated) {
    spawnSync('npm', ['run', 'gen-api'], {cwd: SITE_DIR, stdio: ['ignore', 'ignore', 'inherit']});
    apiPagesGenerated = true;
  }
  console.error(`Building ${slug}${leftOut.length ? ` without: ${leftOut.join('; ')}` : ''}...`);
  const env = {...process.env, PATCHES_LEFT_OUT: JSON.stringify(leftOut), DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};
  const {status} = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {cwd: SITE_DIR, env, stdio: ['ignore', 'ignore', 'inherit']});
  if (status !== 0) {
    throw new Error(`The build without ${leftOut.join('; ')} failed.`);
  }
  return outDir;
}

/** Gzip bytes of every emitted script and of every emitted stylesheet. */
export function emittedBytes(outDir) {
  const total = (folder) =>
    existsSync(folder) ? readdirSync(folder).reduce((sum, file) => sum + gzipSync(readFileSync(path.join(folder, file))).length, 0) : 0;
  return {js: total(path.join(outDir, 'assets/js')), css: total(path.join(outDir, 'assets/css'))};
}

async function weigh(browser, outDir) {
  const server = await startServer({root: outDir, port: PORT});
  const pages = {};
  try {
    for (const {type, route} of PAGES) {
      const {jsBytes, cssBytes} = await measurePage(browser, `http://localhost:${PORT}${route}`, {viewport: targets.VIEWPORTS.desktop});
      pages[type] = jsBytes + cssBytes;
    }
  } finally {
    server.close();
  }
  return {pages, emitted: emittedBytes(outDir)};
}

/** Per page type and in all emitted files, the bytes the build without the group adds. */
export function savings(asIs, without) {
  return {
    pages: Object.fromEntries(Object.keys(asIs.pages).map((type) => [type, without.pages[type] - asIs.pages[type]])),
    emitted: without.emitted.js + without.emitted.css - (asIs.emitted.js + asIs.emitted.css),
  };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)}`;

export function savingsTable(results) {
  const types = PAGES.map(({type}) => type);
  return [
    `| Rows left out | Measured | ${types.map((type) => `${type} (landing)`).join(' | ')} | All emitted JS and CSS |`,
    `| --- | --- | ${types.map(() => '---:').join(' | ')} | ---: |`,
    ...results.map(
      ({rows, date, saved}) => `| ${rows.join('; ')} | ${date} | ${types.map((type) => kB(saved.pages[type])).join(' | ')} | ${kB(saved.emitted)} |`,
    ),
  ].join('\n');
}

function report(results) {
  return [
    '# What each patch saves',
    '',
    'Generated by `node scripts/bench/patchSavings.mjs`: kB of gzip that a build without the rows adds, per page',
    'type on landing (desktop) and over all emitted scripts and stylesheets, each group measured on the date shown.',
    '',
    savingsTable(results),
    '',
  ].join('\n');
}

async function main() {
  const only = option('only');
  const groups = only ? SAVING_GROUPS.filter(({slug}) => only.split(',').includes(slug)) : SAVING_GROUPS;
  if (groups.length === 0) {
    throw new Error(`--only ${only}: no such group (${SAVING_GROUPS.map(({slug}) => slug).join(', ')})`);
  }
  mkdirSync(BUILDS_DIR, {recursive: true});
  const browser = await launchBrowser();
  try {
    const asIs = await weigh(browser, build('as-is', []));
    mkdirSync(RESULTS_DIR, {recursive: true});
    const jsonFile = path.join(RESULTS_DIR, 'patch-savings.json');
    const earlier = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')).results : [];
    for (const {slug, rows} of groups) {
      const measured = {slug, rows, date: new Date().toISOString().slice(0, 10), saved: savings(asIs, await weigh(browser, build(slug, rows)))};
      const byGroup = new Map([...earlier, measured].map((result) => [result.slug, result]));
      const results = SAVING_GROUPS.map(({slug: group}) => byGroup.get(group)).filter(Boolean);
      earlier.splice(0, earlier.length, ...results);
      writeFileSync(jsonFile, `${JSON.stringify({results}, null, 2)}\n`);
      writeFileSync(path.join(RESULTS_DIR, 'patch-savings.md'), report(results));
      console.error(savingsTable([measured]));
    }
    console.log(report(earlier));
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  await main();
}
