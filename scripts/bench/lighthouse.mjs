/**
 * Lighthouse with its mobile defaults (simulated slow 4G, mid-range phone) in
 * the Chromium that the tests use.
 */
import {createRequire} from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const require = createRequire(import.meta.url);
const {CHROMIUM_ARGS, findChromium} = require('../browser.cjs');

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
    });
    const score = (id) => Math.round((result.lhr.categories[id].score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      // Lighthouse's measure of this machine's speed; its 4x CPU slowdown assumes a fast desktop.
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}
