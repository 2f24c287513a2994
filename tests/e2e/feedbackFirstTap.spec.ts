/**
 * The first tap on "Was this page helpful?" counts, every time. The question's code loads on the
 * reader's first activity, and on a touch screen that activity is the tap itself: the press starts
 * the load, and the click that ends it must count, however fast the code arrives.
 * Each case runs 20 times on a fresh load of the page.
 */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, recordScripts, test} from './fixtures';

const GUIDE = '/campfire/classrooms/roster';
const TRIES = Number(process.env.TRIES ?? 20);

const feedbackVotes = (page: Page) =>
  page.evaluate(() => ((window as any).dataLayer as IArguments[]).filter((entry) => entry[0] === 'event' && entry[1] === 'page_feedback').length);

/**
 * Prepares the page: no answer is ever remembered (storage is cleared before each load), and the
 * viewport is as tall as the guide, since scrolling to the question would itself be reader activity
 * and load its code before the press.
 */
async function prepare(page: Page) {
  await page.addInitScript(() => localStorage.clear());
  await gotoHydrated(page, GUIDE, {waitUntil: 'domcontentloaded'});
  const width = page.viewportSize()!.width;
  await page.setViewportSize({width, height: await page.evaluate(() => document.documentElement.scrollHeight)});
}

const freshQuestion = (page: Page) => gotoHydrated(page, GUIDE, {waitUntil: 'domcontentloaded'});

async function expectOneVote(page: Page, attempt: number) {
  await expect(page.getByRole('region', {name: 'Page feedback'}).getByRole('status'), `try ${attempt}`).toHaveText('Thank you for your feedback.');
  expect(await feedbackVotes(page), `try ${attempt}`).toBe(1);
}

/** The centre of the server's Yes button, found without scrolling the page. */
async function yesCentre(page: Page) {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll('section[aria-label="Page feedback"] button')].find((element) => element.textContent === 'Yes')!;
    const box = button.getBoundingClientRect();
    return {x: box.x + box.width / 2, y: box.y + box.height / 2};
  });
}

test.describe('page feedback: the first tap counts', () => {
  test.describe.configure({timeout: 240_000});

  test('a click that is the first activity counts, 20 times out of 20', async ({page}) => {
    await prepare(page);
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      await freshQuestion(page);
      const {x, y} = await yesCentre(page);
      await page.mouse.click(x, y);
      await expectOneVote(page, attempt);
    }
  });

  // The press starts the load and the code arrives before the button is released: the live question
  // must not replace the pressed button before its click.
  test('a mouse press held while the code arrives counts when released, 20 times out of 20', async ({page}) => {
    await prepare(page);
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      await freshQuestion(page);
      const {x, y} = await yesCentre(page);
      const scriptsContain = recordScripts(page);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await expect.poll(() => scriptsContain('page_feedback')).toBe(true);
      await page.waitForTimeout(150); // long enough for React to have rendered the live component
      await page.mouse.up();
      await expectOneVote(page, attempt);
      scriptsContain.stop();
    }
  });

  test('a touch held while the code arrives counts when lifted (an iPad tap), 20 times out of 20', async ({browser}) => {
    const context = await browser.newContext({hasTouch: true, isMobile: true, viewport: {width: 820, height: 1180}});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await prepare(page);
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      await freshQuestion(page);
      const point = await yesCentre(page);
      const scriptsContain = recordScripts(page);
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [point]});
      await expect.poll(() => scriptsContain('page_feedback')).toBe(true);
      await page.waitForTimeout(150);
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
      await expectOneVote(page, attempt);
      scriptsContain.stop();
    }
    await context.close();
  });
});
