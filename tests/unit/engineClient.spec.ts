import {chmodSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {engineClient, isInstalled, MINIBROWSER} from '../engines/engineClient';

/** A machine on which exactly these programs are installed. */
const machineWith = (...programs: string[]) => (program: string) => programs.includes(program);
const DEBIAN_WEBKIT = ['xvfb-run', 'WebKitWebDriver', MINIBROWSER];

test('Debian engines are driven through WebDriver where all their programs are installed', () => {
  const debian = machineWith(...DEBIAN_WEBKIT, '/usr/bin/firefox-esr');
  expect(engineClient('webkit', {}, debian)).toBe('debian');
  expect(engineClient('firefox', {}, debian)).toBe('debian');
  expect(engineClient('chromium', {}, debian)).toBe('playwright');
});

test("Playwright's browsers are chosen where a Debian engine or one of its programs is missing", () => {
  expect(engineClient('webkit', {}, machineWith())).toBe('playwright');
  expect(engineClient('firefox', {}, machineWith())).toBe('playwright');
  for (const missing of DEBIAN_WEBKIT) {
    const installed = machineWith(...DEBIAN_WEBKIT.filter((program) => program !== missing), '/usr/bin/firefox-esr');
    expect(engineClient('webkit', {}, installed), `without ${missing}`).toBe('playwright');
  }
});

test('ENGINE_DRIVER=playwright picks Playwright even where Debian engines are; FIREFOX_PATH names the Firefox looked for', () => {
  const debian = machineWith(...DEBIAN_WEBKIT, '/usr/bin/firefox-esr');
  expect(engineClient('webkit', {ENGINE_DRIVER: 'playwright'}, debian)).toBe('playwright');
  expect(engineClient('firefox', {ENGINE_DRIVER: 'playwright'}, debian)).toBe('playwright');
  expect(engineClient('firefox', {FIREFOX_PATH: '/opt/firefox/firefox'}, debian)).toBe('playwright');
  expect(engineClient('firefox', {FIREFOX_PATH: '/opt/firefox/firefox'}, machineWith('/opt/firefox/firefox'))).toBe('debian');
});

test('a program is installed when it is an executable file, at its path or on PATH', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'engine-client-'));
  try {
    const program = path.join(directory, 'WebKitWebDriver');
    writeFileSync(program, '#!/bin/sh\n');
    chmodSync(program, 0o644);
    expect(isInstalled(program, {})).toBe(false); // not executable
    chmodSync(program, 0o755);
    expect(isInstalled(program, {})).toBe(true);
    expect(isInstalled('WebKitWebDriver', {PATH: ['/nonexistent', directory].join(path.delimiter)})).toBe(true);
    expect(isInstalled('WebKitWebDriver', {PATH: '/nonexistent'})).toBe(false);
    expect(isInstalled('WebKitWebDriver', {})).toBe(false);
  } finally {
    rmSync(directory, {recursive: true, force: true});
  }
});
