#!/usr/bin/env node
/**
 * `npm run bench`: measures this site against a stock `create-docusaurus`
 * classic site built and served in the same run, so the figures can be read
 * as ratios that hold on a noisy machine.
 *
 * Reports (Markdown table on stdout, JSON in bench-results/bench.json):
 * - cold production build time and peak memory (RSS of the whole process tree), and a warm rebuild;
 * - per page type: gzip JavaScript and CSS downloaded on landing (until network idle) and requests;
 * - Lighthouse (mobile defaults): performance, accessibility, best practices, SEO.
 * Both sites are served with gzip by scripts/serve.mjs, as a static host would.
 */
import {spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {startServer} from '../serve.mjs';
import {launchBrowser, measurePage} from './pageWeight.mjs';
import {lighthouseScores} from './lighthouse.mjs';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STOCK_DIR = path.join(SITE_DIR, 'bench-results', 'stock-site');
const OUTPUT = path.join(SITE_DIR, 'bench-results', 'bench.json');

const SITE_PAGES = {
  home: '/',
  'Studio guide': '/studio/items/item-metadata',
  'question type': '/studio/items/question-types/multiple-choice',
  'Campfire guide': '/campfire/classrooms/roster',
  'API operation': '/developers/api/create-exam-session',
  'blog post': '/blog/welcome',
};
const STOCK_PAGES = {home: '/', 'doc page': '/docs/intro', 'blog post': '/blog/welcome'};

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
function timed(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit'], env: process.env});
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

/** The stock classic template, as `create-docusaurus` lays it out, sharing this project's node_modules. */
function prepareStockSite() {
  const templates = path.join(SITE_DIR, 'node_modules/create-docusaurus/templates');
  rmSync(STOCK_DIR, {recursive: true, force: true});
  mkdirSync(STOCK_DIR, {recursive: true});
  cpSync(path.join(templates, 'shared'), STOCK_DIR, {recursive: true});
  cpSync(path.join(templates, 'classic'), STOCK_DIR, {recursive: true});
  symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(STOCK_DIR, 'node_modules'));
}

async function measureSite(name, dir, pages, port, browser) {
  console.error(`Measuring ${name}...`);
  await timed('npx', ['docusaurus', 'clear'], dir);
  const cold = await timed('npx', ['docusaurus', 'build'], dir);
  const warm = await timed('npx', ['docusaurus', 'build'], dir);
  const server = await startServer({root: path.join(dir, 'build'), port});
  const results = {};
  for (const [pageType, route] of Object.entries(pages)) {
    const url = `http://localhost:${port}${route}`;
    results[pageType] = {route, ...(await measurePage(browser, url)), lighthouse: await lighthouseScores(url)};
  }
  server.close();
  return {name, build: {cold, warm}, pages: results};
}

const kB = (bytes) => (bytes / 1024).toFixed(1);

function markdown(sites) {
  const lines = [
    '| site | page | route | JS gzip kB | CSS gzip kB | requests | perf | a11y | best practices | SEO |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const site of sites) {
    for (const [pageType, page] of Object.entries(site.pages)) {
      const {performance, accessibility, bestPractices, seo} = page.lighthouse;
      lines.push(
        `| ${site.name} | ${pageType} | ${page.route} | ${kB(page.jsBytes)} | ${kB(page.cssBytes)} | ${page.requests} | ${performance} | ${accessibility} | ${bestPractices} | ${seo} |`,
      );
    }
  }
  lines.push('', '| site | cold build s | cold peak MiB | warm rebuild s | warm peak MiB |', '| --- | ---: | ---: | ---: | ---: |');
  for (const site of sites) {
    const {cold, warm} = site.build;
    lines.push(`| ${site.name} | ${cold.seconds} | ${cold.peakMiB} | ${warm.seconds} | ${warm.peakMiB} |`);
  }
  return lines.join('\n');
}

prepareStockSite();
if (!existsSync(path.join(SITE_DIR, 'openapi/generated/create-exam-session.api.mdx'))) {
  await timed('npm', ['run', 'gen-api'], SITE_DIR);
}
const browser = await launchBrowser();
const sites = [
  await measureSite('Campfire Learning docs', SITE_DIR, SITE_PAGES, 4301, browser),
  await measureSite('stock classic', STOCK_DIR, STOCK_PAGES, 4302, browser),
];
await browser.close();
const stockDocJs = sites[1].pages['doc page'].jsBytes;
const report = {date: new Date().toISOString(), stockDocPageJsBytes: stockDocJs, sites};
writeFileSync(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
console.log(markdown(sites));
console.log(`\nStock doc page JS: ${kB(stockDocJs)} kB gzip. JSON: ${path.relative(SITE_DIR, OUTPUT)}`);
