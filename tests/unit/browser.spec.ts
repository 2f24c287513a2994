import {expect, test} from '@playwright/test';
import {findChromium} from '../../scripts/browser.cjs';

/** A file system on which exactly these files exist. */
const filesystemWith = (...files: string[]) => (file: string) => files.includes(file);

test('the browser tests run in the headless build where the system has it; the benchmarks keep the full browser', () => {
  const debian = filesystemWith('/usr/bin/chromium', '/usr/bin/chromium-headless-shell');
  expect(findChromium({headlessShell: true}, {}, debian)).toBe('/usr/bin/chromium-headless-shell');
  expect(findChromium({}, {}, debian)).toBe('/usr/bin/chromium');
});

test('without the headless build, the tests take the full system Chromium', () => {
  expect(findChromium({headlessShell: true}, {}, filesystemWith('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
});

test('CHROME_PATH comes first, for the tests and the benchmarks alike', () => {
  const debian = filesystemWith('/usr/bin/chromium', '/usr/bin/chromium-headless-shell', '/opt/chrome/chrome');
  const env = {CHROME_PATH: '/opt/chrome/chrome'};
  expect(findChromium({headlessShell: true}, env, debian)).toBe('/opt/chrome/chrome');
  expect(findChromium({}, env, debian)).toBe('/opt/chrome/chrome');
});

test('with no Chromium at all, the error says how to install one', () => {
  expect(() => findChromium({headlessShell: true}, {}, filesystemWith())).toThrow(/apt-get install -y chromium chromium-headless-shell/);
});
