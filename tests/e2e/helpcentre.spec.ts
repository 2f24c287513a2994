/**
 * The help-centre features in Chromium: audience labels and the overviews' lists by audience, the
 * "Was this page helpful?" question and its analytics events, printing, the release-note feeds and
 * the accessibility statement.
 */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, recordScripts, test} from './fixtures';

const DESKTOP = {width: 1280, height: 800};
const GUIDE = '/campfire/classrooms/roster';

/** The gtag calls of the page (each dataLayer entry is the arguments of one call), as JSON. */
const gtagCalls = (page: Page) =>
  page.evaluate(() => ((window as any).dataLayer as IArguments[]).map((entry) => JSON.stringify(Array.from(entry))));

const feedbackEvents = async (page: Page) =>
  (await gtagCalls(page)).filter((call) => call.startsWith('["event","page_feedback')).map((call) => JSON.parse(call));

test.describe('audience', () => {
  test('a guide shows its audiences under the title, as search filter values', async ({page}) => {
    await gotoHydrated(page, '/studio/release-notes');
    const labels = page.locator('[data-pagefind-filter="audience"]');
    await expect(labels).toHaveText(['School admin', 'Content author']); // in vocabulary order
    // Directly under the title: the labels' paragraph follows the h1's header.
    const follows = await page.evaluate(() => {
      const label = document.querySelector('[data-pagefind-filter="audience"]')!;
      const header = document.querySelector('.theme-doc-markdown header')!;
      return header.nextElementSibling === label.parentElement;
    });
    expect(follows).toBe(true);
  });

  test('each overview lists its pages by audience, and every listed page is labelled with that audience', async ({page, request}) => {
    test.setTimeout(90_000);
    for (const [overview, audiences] of [
      ['/studio/', ['School admin', 'Content author']],
      ['/campfire/', ['Teacher', 'School admin', 'District or IT admin']],
    ] as const) {
      await gotoHydrated(page, overview);
      for (const audience of audiences) {
        const group = page.getByRole('region', {name: audience, exact: true});
        const links = await group.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
        expect(links.length, `${overview} ${audience}`).toBeGreaterThan(0);
        expect(links, `${overview} lists itself`).not.toContain(overview);
        for (const link of links) {
          const html = await (await request.get(link)).text();
          expect(html, `${link} under ${audience}`).toMatch(new RegExp(`data-pagefind-filter="?audience"?[^>]*>${audience}<`));
        }
      }
    }
    // The question types are listed through their index page, not one by one.
    await gotoHydrated(page, '/studio/');
    const authoring = page.getByRole('region', {name: 'Content author', exact: true});
    await expect(authoring.getByRole('link', {name: 'Question Types'})).toHaveCount(1);
    await expect(authoring.getByRole('link', {name: 'Multiple Choice'})).toHaveCount(0);
  });
});

test.describe('page feedback', () => {
  test('Yes, then a reason, sends two GA4 events with the page path, moves focus and announces the thanks', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, GUIDE);
    const question = page.getByRole('group', {name: 'Was this page helpful?'});
    // By keyboard, as a screen-reader or keyboard user would answer.
    await question.getByRole('button', {name: 'Yes'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', {name: 'Page feedback'}).getByRole('status')).toHaveText('Thank you for your feedback.');
    const reasons = page.getByRole('group', {name: 'What was the main reason? (optional)'});
    await expect(reasons.getByRole('button', {name: 'It solved my problem'})).toBeFocused();
    await expect(question).toHaveCount(0);
    expect(await feedbackEvents(page)).toEqual([['event', 'page_feedback', {helpful: 'yes', page_path: GUIDE}]]);

    await reasons.getByRole('button', {name: 'The examples helped'}).click();
    await expect(page.getByRole('region', {name: 'Page feedback'}).getByRole('status')).toHaveText('Thank you, your reason was sent.');
    await expect(reasons).toHaveCount(0);
    expect(await feedbackEvents(page)).toEqual([
      ['event', 'page_feedback', {helpful: 'yes', page_path: GUIDE}],
      ['event', 'page_feedback_reason', {helpful: 'yes', reason: 'good_examples', page_path: GUIDE}],
    ]);

    // Remembered for this page, not for others: shown once the question's code has loaded, on the
    // reader's first activity (a scroll here).
    await gotoHydrated(page, GUIDE);
    await page.mouse.wheel(0, 200);
    await expect(page.getByText('You told us this page was helpful.')).toBeVisible();
    await expect(page.getByRole('group', {name: 'Was this page helpful?'})).toHaveCount(0);
    await gotoHydrated(page, '/campfire/classrooms/create-classrooms');
    await expect(page.getByRole('group', {name: 'Was this page helpful?'})).toBeVisible();
  });

  test("its code loads on the reader's first activity, not with the page", async ({page}) => {
    const scriptsContain = recordScripts(page);
    await gotoHydrated(page, GUIDE, {waitUntil: 'networkidle'});
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('group', {name: 'Was this page helpful?'})).toBeVisible(); // rendered by the server
    expect(await scriptsContain('page_feedback')).toBe(false);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => scriptsContain('page_feedback')).toBe(true);
  });

  test('a button that has keyboard focus when the code arrives keeps it', async ({page}) => {
    const scriptsContain = recordScripts(page);
    await gotoHydrated(page, GUIDE);
    // Focus set by script is not reader activity, but the scroll that brings the button into view is: it
    // is focused where it is, so that the server's button has focus while the code is not loaded.
    await page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button', {name: 'No'}).evaluate((button) => button.focus({preventScroll: true}));
    expect(await scriptsContain('page_feedback')).toBe(false);
    await page.mouse.wheel(0, 10);
    await expect.poll(() => scriptsContain('page_feedback')).toBe(true);
    // Nothing replaces the server's buttons before an answer: No keeps focus, and Enter answers.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('section[aria-label="Page feedback"]') !== null && document.activeElement?.textContent)).toBe('No');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', {name: 'What was the main reason? (optional)'})).toBeVisible();
  });

  // The click lands before the question's code has loaded (a click is the reader's first activity
  // here): it is caught at once, and the question takes it once its code has loaded.
  test('No offers its own reasons; skipping the reason still counts the vote once', async ({page}) => {
    await gotoHydrated(page, '/developers/api/create-exam-session'); // API pages end with the question too
    await page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button', {name: 'No'}).click();
    const reasons = page.getByRole('group', {name: 'What was the main reason? (optional)'}).getByRole('button');
    await expect(reasons).toHaveText(['Information is missing', 'It was hard to follow', 'It is wrong or out of date', 'It is not what I was looking for']);
    expect(await feedbackEvents(page)).toEqual([['event', 'page_feedback', {helpful: 'no', page_path: '/developers/api/create-exam-session'}]]);
  });

  test('works when local storage is unavailable', async ({page, consoleErrors}) => {
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      }),
    );
    await gotoHydrated(page, GUIDE);
    await page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button', {name: 'No'}).click();
    await page.getByRole('button', {name: 'It was hard to follow'}).click();
    await expect(page.getByRole('region', {name: 'Page feedback'}).getByRole('status')).toHaveText('Thank you, your reason was sent.');
    expect((await feedbackEvents(page)).map((call) => call[1])).toEqual(['page_feedback', 'page_feedback_reason']);
    expect(consoleErrors.filter((error) => !/storage/i.test(error))).toEqual([]);
  });
});

test.describe('printing', () => {
  test('a guide prints its content alone: title, source line, link addresses, wrapped code and every tab under its label', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, GUIDE);
    await page.emulateMedia({media: 'print'});
    for (const chrome of [
      '.navbar',
      '.theme-announcement-bar',
      '.theme-doc-sidebar-container',
      '.theme-doc-toc-desktop',
      '.theme-doc-breadcrumbs',
      '.pagination-nav',
      '.footer',
      'section[aria-label="Page feedback"]',
    ]) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Manage the Roster');
    await expect(page.locator('.print-source')).toBeVisible();
    await expect(page.locator('.print-source')).toContainText(`https://docs.campfirelearning.com${GUIDE}`);
    // Every tab panel prints, each under its label; the tab buttons do not.
    await expect(page.locator('[role="tablist"]')).toBeHidden();
    await expect(page.locator('[role="tabpanel"]')).toHaveCount(2);
    for (const panel of await page.locator('[role="tabpanel"]').all()) {
      await expect(panel).toBeVisible();
      await expect(panel.locator('.tab-print-label')).toBeVisible();
    }
    await expect(page.locator('.tab-print-label')).toHaveText(['Manual', 'Upload CSV']);
    // Internal links print their absolute address, code wraps.
    const linkAddress = await page
      .locator('.theme-doc-markdown a[href^="/campfire/assessments-and-assignments/deliver-an-assignment"]')
      .first()
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(linkAddress).toBe('" (https://docs.campfirelearning.com/campfire/assessments-and-assignments/deliver-an-assignment)"');
    expect(await page.locator('pre code').first().evaluate((code) => getComputedStyle(code).whiteSpace)).toBe('pre-wrap');
    // Nothing wider than the printed content.
    const overflowing = await page.evaluate(() => {
      const width = document.querySelector('.theme-doc-markdown')!.getBoundingClientRect().right + 1;
      return [...document.querySelectorAll('.theme-doc-markdown table, .theme-doc-markdown pre, .theme-doc-markdown svg')]
        .filter((element) => element.getBoundingClientRect().right > width)
        .map((element) => element.tagName);
    });
    expect(overflowing).toEqual([]);

    // The PDF Chromium saves has a sensible number of pages: a few, not one per screen of chrome.
    const pdf = await page.pdf({format: 'A4'});
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(6);
  });

  test('an API operation prints every response, schema, example and code sample under its label, and no buttons', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/developers/api/rescore-exam-session');
    await page.emulateMedia({media: 'print'});
    await expect(page.locator('[role="tablist"]').first()).toBeHidden();
    const panels = await page.locator('[role="tabpanel"]').all();
    expect(panels.length).toBeGreaterThan(20);
    for (const panel of panels) {
      await expect(panel).toBeVisible();
      await expect(panel.locator(':scope > .tab-print-label')).toBeVisible();
    }
    const labels = await page.locator('.tab-print-label').allTextContents();
    for (const label of ['200', '400', '401', '403', '404', '429', '500', 'application/json', 'Schema', 'Example', 'cURL', 'Python requests']) {
      expect(labels, label).toContain(label);
    }
    await expect(page.locator('main button:visible')).toHaveCount(0);
  });

  test('diagrams and wide tables fit the printed page', async ({page}) => {
    await page.emulateMedia({media: 'print'});
    await gotoHydrated(page, '/developers/'); // the widest diagram and a five-column table
    await expect(page.locator('.theme-doc-markdown table').first()).toBeVisible();
    const overflowing = await page.evaluate(() => {
      const right = document.querySelector('.theme-doc-markdown')!.getBoundingClientRect().right + 1;
      return [...document.querySelectorAll('.theme-doc-markdown table, .theme-doc-markdown svg, .theme-doc-markdown figure')]
        .filter((element) => element.getBoundingClientRect().right > right)
        .map((element) => element.outerHTML.slice(0, 80));
    });
    expect(overflowing).toEqual([]);
    await expect(page.locator('.navbar')).toBeHidden();
  });
});

test.describe('release-note feeds', () => {
  for (const area of ['studio', 'campfire']) {
    test(`${area}: RSS and Atom feeds are linked from the page's head, say their entries are examples and list each dated release`, async ({page, request}) => {
      await gotoHydrated(page, `/${area}/release-notes`);
      const releases = await page
        .locator('.theme-doc-markdown h2')
        .evaluateAll((headings) =>
          headings
            .map((heading) => ({anchor: heading.id, title: heading.textContent!.replace(/\u200b/g, '').trim()}))
            .filter((heading) => /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(heading.title)),
        );
      expect(releases.length).toBeGreaterThan(3);
      for (const [type, entryTag, dateTag] of [
        ['application/rss+xml', 'item', 'pubDate'],
        ['application/atom+xml', 'entry', 'updated'],
      ] as const) {
        const href = await page.locator(`head link[rel="alternate"][type="${type}"][href^="/${area}/"]`).getAttribute('href');
        expect(href, type).toBeTruthy();
        const response = await request.get(href!);
        expect(response.status()).toBe(200);
        const feed = await page.evaluate(
          ({xml, entryTag, dateTag}) => {
            const doc = new DOMParser().parseFromString(xml, 'application/xml');
            return {
              error: doc.querySelector('parsererror')?.textContent ?? null,
              about: doc.querySelector('channel > description, feed > subtitle')?.textContent ?? '',
              entries: [...doc.getElementsByTagName(entryTag)].map((entry) => ({
                title: entry.getElementsByTagName('title')[0].textContent,
                date: new Date(entry.getElementsByTagName(dateTag)[0].textContent!).toISOString().slice(0, 10),
                link: entry.getElementsByTagName('link')[0].getAttribute('href') ?? entry.getElementsByTagName('link')[0].textContent,
              })),
            };
          },
          {xml: await response.text(), entryTag, dateTag},
        );
        expect(feed.error, type).toBeNull();
        // The page's note that its entries are examples is no dated release, so the feed must say it itself.
        expect(feed.about, type).toContain('entries are examples');
        expect(feed.entries.map((entry) => entry.title)).toEqual(releases.map((release) => release.title));
        for (const [index, entry] of feed.entries.entries()) {
          expect(entry.date).toBe(new Date(`${entry.title} UTC`).toISOString().slice(0, 10));
          const link = new URL(entry.link!);
          expect(link.pathname).toBe(`/${area}/release-notes`);
          expect(link.hash).toBe(`#${releases[index].anchor}`);
        }
      }
    });
  }
});

test('the accessibility statement is linked from the footer, points to the guides on the applications, and states the target, the testing, the limitations and how to report', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.locator('.footer').getByRole('link', {name: 'Accessibility'}).click();
  await expect(page).toHaveURL('/accessibility');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Accessibility statement');
  await expect(page.getByRole('heading', {level: 2})).toHaveText([
    'Accessibility in Studio and Campfire',
    'Our target',
    'How every page is tested',
    'Known limitations',
    'Report a barrier',
  ]);
  await expect(page.locator('main')).toContainText('(WCAG) 2.1 at level AA');
  // Readers who ask about screen readers mean the applications, which the statement does not cover: it links to where the guides do.
  await expect(page.locator('main a[href="/studio/items/question-types/order-sequence#accessibility-and-devices"]')).toBeVisible();
});
