/**
 * WebKitGTK (Debian's webkit2gtk-driver) through its WebKitWebDriver, with webdriverio, in a virtual X
 * display: its MiniBrowser has no headless mode. Each browser gets its own driver and display.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Key as WebDriverKey, remote} from 'webdriverio';
import type {EngineBrowser, EngineDriver, Key} from './driver';
import {MINIBROWSER} from './engineClient';

/**
 * The MiniBrowser toolbar keeps its window at least 447 px wide; this GTK stylesheet shrinks the
 * toolbar (GTK styles do not reach web content), so the page can be 390 px wide like a phone's.
 */
const TINY_TOOLBAR = '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });

async function waitForDriver(port: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/** A WebDriver session is a browser of its own, so each driver starts one: it takes under a second. */
export async function launchWebKitGtk(): Promise<EngineBrowser> {
  return {open: openWebKitGtk, close: async () => undefined};
}

async function openWebKitGtk(): Promise<EngineDriver> {
  const config = mkdtempSync(path.join(tmpdir(), 'webkitgtk-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), TINY_TOOLBAR);
  const port = await freePort();
  // xvfb-run -a picks a free display; a process group of its own, so closing ends the display too.
  const driverProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    // With no GPU, accelerated compositing renders through Mesa's software OpenGL: the same pages and
    // behaviour cost about a third more CPU than WebKit's own non-composited painting (a sweep of 44
    // pages: 57 against 39 CPU-seconds), and the suite shares two cores.
    env: {...process.env, XDG_CONFIG_HOME: config, WEBKIT_DISABLE_COMPOSITING_MODE: '1'},
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => {
    try {
      process.kill(-driverProcess.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(config, {recursive: true, force: true});
  };
  try {
    await waitForDriver(port);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: (process.env.WDIO_LOG_LEVEL ?? 'warn') as 'warn',
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        // Scripts run right after an 'eager' navigation hang in WebKitWebDriver 2.50; 'normal' waits for load.
        pageLoadStrategy: 'normal',
        'webkitgtk:browserOptions': {binary: MINIBROWSER, args: ['--automation']},
      } as WebdriverIO.Capabilities,
    });
    return {
      client: 'WebKitGTK MiniBrowser, WebKitWebDriver, webdriverio',
      load: (url) => browser.url(url).then(() => undefined),
      evaluate: (fn, arg) => browser.execute(fn as any, arg) as any,
      async click(selector) {
        // WebDriver scrolls an element out of view to an edge of the viewport: at the top edge, the navbar (shown
        // again as the page scrolls up) could slide over it between press and release, so the release and the
        // click went to the navbar (seen under load on the search page). An element out of view is centred first,
        // as Playwright and Puppeteer scroll it.
        const element = await browser.$(selector);
        await browser.execute((target: Element) => {
          const box = target.getBoundingClientRect();
          if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) target.scrollIntoView({block: 'center', inline: 'nearest'});
        }, element as unknown as Element);
        await element.click();
      },
      clickAt: (x, y) => browser.action('pointer').move({x: Math.round(x), y: Math.round(y), origin: 'viewport'}).down().up().perform(),
      type: (selector, text) => browser.$(selector).addValue(text),
      press: (key: Key) => browser.keys(WebDriverKey[key]),
      async setViewport({width, height}) {
        // WebDriver sizes the window; the toolbar takes the difference, measured once set.
        await browser.setWindowSize(width, height);
        const inner = await browser.execute(() => [innerWidth, innerHeight]);
        await browser.setWindowSize(2 * width - inner[0]!, 2 * height - inner[1]!);
      },
      async close() {
        await browser.deleteSession().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
