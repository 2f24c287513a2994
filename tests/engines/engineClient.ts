/**
 * Which client drives an engine on this machine. Debian's WebKit and Firefox through WebDriver where
 * their packages are installed (webkit2gtk-driver with xvfb, firefox-esr), Playwright's own builds
 * otherwise (GitHub's runners, after `npx playwright install webkit firefox`). Chromium is always
 * Playwright's client. ENGINE_DRIVER=playwright picks Playwright even where Debian's engines are.
 * Kept free of the clients themselves, so a unit test can import it (tests/unit/engineClient.spec.ts).
 */
import {accessSync, constants} from 'node:fs';
import path from 'node:path';
import type {Engine} from './driver';

export type EngineClient = 'playwright' | 'debian';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const firefoxPath = (env: NodeJS.ProcessEnv = process.env) => env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The programs each Debian engine needs: absolute paths, or names looked up on PATH. */
export const debianPrograms = (env: NodeJS.ProcessEnv = process.env) => ({
  webkit: ['xvfb-run', 'WebKitWebDriver', MINIBROWSER],
  firefox: [firefoxPath(env)],
});

/** Whether a program can run: an absolute path to an executable file, or a name found on PATH. */
export function isInstalled(program: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const candidates = path.isAbsolute(program)
    ? [program]
    : (env.PATH ?? '').split(path.delimiter).filter(Boolean).map((directory) => path.join(directory, program));
  return candidates.some((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export function engineClient(engine: Engine, env: NodeJS.ProcessEnv = process.env, installed = isInstalled): EngineClient {
  if (engine === 'chromium' || env.ENGINE_DRIVER === 'playwright') {
    return 'playwright';
  }
  return debianPrograms(env)[engine].every((program) => installed(program, env)) ? 'debian' : 'playwright';
}
