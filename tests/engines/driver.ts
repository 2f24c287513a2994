/**
 * One small interface over three browser clients, so the smoke suite is written once for every engine:
 * Playwright (Chromium always; WebKit and Firefox on GitHub, where Playwright's builds install), and on
 * machines where those builds cannot download, Debian's engines through WebDriver: WebKitGTK's
 * WebKitWebDriver with webdriverio (webkitDriver.ts) and Firefox ESR over WebDriver BiDi with
 * Puppeteer (firefoxDriver.ts). engineClient.ts chooses between them.
 */
import {engineClient} from './engineClient';
import {launchFirefoxBidi} from './firefoxDriver';
import {launchPlaywright} from './playwrightDriver';
import {launchWebKitGtk} from './webkitDriver';

export type Engine = 'chromium' | 'webkit' | 'firefox';
export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'Home' | 'End';
export type Size = {width: number; height: number};

export interface EngineDriver {
  /** Which client drives the engine, for test titles and reports. */
  readonly client: string;
  /** Loads a URL in the page (a full load), waiting for no more than its DOM. */
  load(url: string): Promise<void>;
  /** Runs a function in the page; it must be self-contained (it is sent as source text). */
  evaluate<Result, Arg>(fn: (arg: Arg) => Result, arg: Arg): Promise<Awaited<Result>>;
  /** A real pointer click on the first element the CSS selector matches, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** A real pointer click at a point of the viewport, in CSS pixels (press and release, no scroll). */
  clickAt(x: number, y: number): Promise<void>;
  /** Types text as key presses into the first element the selector matches. */
  type(selector: string, text: string): Promise<void>;
  /** Presses one key in the focused element. */
  press(key: Key): Promise<void>;
  /** Sets the size of the page's viewport in CSS pixels. */
  setViewport(size: Size): Promise<void>;
  close(): Promise<void>;
}

/**
 * A running browser of one engine, started once per worker: each test opens a driver of its own in it,
 * with nothing kept from the tests before (a fresh browser context, or a fresh WebDriver session).
 */
export interface EngineBrowser {
  open(): Promise<EngineDriver>;
  close(): Promise<void>;
}

/** Starts a browser of the engine with the client this machine supports. */
export function launchEngine(engine: Engine): Promise<EngineBrowser> {
  if (engineClient(engine) === 'playwright') {
    return launchPlaywright(engine);
  }
  return engine === 'webkit' ? launchWebKitGtk() : launchFirefoxBidi();
}

/** Opens a driver in the browser, its viewport set. */
export async function openDriver(browser: EngineBrowser, viewport: Size): Promise<EngineDriver> {
  const driver = await browser.open();
  await driver.setViewport(viewport);
  return driver;
}
