/**
 * Finds a Chromium for Playwright: $CHROME_PATH, then the system Chromium,
 * then a browser Playwright installed itself. Playwright's own download does
 * not work on every machine, so the system browser is preferred.
 *
 * The end-to-end and development-server tests prefer Debian's headless build of the same
 * Chromium (`chromium-headless-shell`, the kind of build Playwright itself runs headless tests
 * in): it paints no frames nobody sees, so loading a page costs about half the CPU time of the
 * full browser (0.8 against 1.7 CPU-s a guide page here), and those tests load hundreds of pages.
 * The smoke suite of tests/engines/ and the benchmarks keep the full browser readers run.
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
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium to launch. `headlessShell` prefers the system's headless build; `env` and `exists`
 * stand for the process's environment and the file system (tests/unit/browser.spec.ts).
 * @param {{headlessShell?: boolean}} [options]
 * @param {Record<string, string | undefined>} [env]
 * @param {(file: string) => boolean} [exists]
 */
function findChromium({headlessShell = false} = {}, env = process.env, exists = existsSync) {
  const system = headlessShell ? [SYSTEM_HEADLESS_SHELL, ...SYSTEM_CHROMIUM] : SYSTEM_CHROMIUM;
  const found = [env.CHROME_PATH, ...system].filter(Boolean).find((candidate) => exists(candidate));
  if (found) {
    return found;
  }
  const bundled = chromium.executablePath();
  if (exists(bundled)) {
    return bundled;
  }
  throw new Error(
    'No Chromium found. Set CHROME_PATH, install the system package (apt-get install -y chromium chromium-headless-shell), or run `npx playwright install chromium`.',
  );
}

module.exports = {CHROMIUM_ARGS, findChromium};
