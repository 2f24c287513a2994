/**
 * Lighthouse with its mobile defaults (simulated slow 4G, mid-range phone) in
 * the Chromium that the tests use.
 *
 * LIGHTHOUSE_CPU_SLOWDOWN replaces the default 4x CPU slowdown, to see how the pages fare on a
 * slower machine than this one: Lighthouse's 4x assumes a benchmarkIndex of about 1,500, so on a
 * machine that scores 3,500, 10x stands for a machine of about 1,400.
 */
import {createRequire} from 'node:module';
import lighthouse from 'lighthouse';
import {throttling} from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';

const require = createRequire(import.meta.url);
const {CHROMIUM_ARGS, findChromium} = require('../browser.cjs');

export const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || throttling.mobileSlow4G.cpuSlowdownMultiplier;

export async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Analytics is third party and unreachable here; it is not part of the site's own cost.
      blockedUrlPatterns: ['*googletagmanager.com*', '*google-analytics.com*'],
      throttling: {...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN},
    });
    const score = (id) => Math.round((result.lhr.categories[id].score ?? 0) * 100);
    const milliseconds = (audit) => Math.round(result.lhr.audits[audit].numericValue ?? 0);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      // The two metrics that move the performance score most here.
      largestContentfulPaintMs: milliseconds('largest-contentful-paint'),
      totalBlockingTimeMs: milliseconds('total-blocking-time'),
      // Lighthouse's measure of this machine's speed; its 4x CPU slowdown assumes about 1,500.
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Issue 28's budget for running a page: its total blocking time at most this many times the stock doc
 * page's, measured by Lighthouse in the same run (so a busy machine weighs on both).
 */
export const TBT_RATIO_LIMIT = 1.5;

export function blockingTimeChecks(pages, stockReference) {
  const stockTbt = stockReference.lighthouse.totalBlockingTimeMs;
  return pages.map((page) => ({
    budget: `${page.type}: Lighthouse TBT at most ${TBT_RATIO_LIMIT}x the stock doc page's`,
    measured: `${page.lighthouse.totalBlockingTimeMs} ms against ${stockTbt} ms`,
    met: page.lighthouse.totalBlockingTimeMs <= TBT_RATIO_LIMIT * stockTbt,
  }));
}
