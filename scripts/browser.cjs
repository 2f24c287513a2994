/**
 * Finds a Chromium for Playwright: $CHROME_PATH, then the system Chromium,
 * then a browser Playwright installed itself. Playwright's own download does
 * not work on every machine, so the system browser is preferred.
 */
const {existsSync} = require('node:fs');
const {chromium} = require('@playwright/test');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium() {
  const candidates = [process.env.CHROME_PATH, ...SYSTEM_CHROMIUM].filter(Boolean);
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) {
    return found;
  }
  const bundled = chromium.executablePath();
  if (existsSync(bundled)) {
    return bundled;
  }
  throw new Error(
    'No Chromium found. Set CHROME_PATH, install the system package (apt-get install -y chromium), or run `npx playwright install chromium`.',
  );
}

module.exports = {CHROMIUM_ARGS, findChromium};
