import {expect, test} from './fixtures';

/**
 * Pages stay readable at a desktop and a phone width: nothing runs past the content column or the
 * window (except inside a scroll container), and no table squeezes a column to a word per line.
 * Geometry, not pixels: pixel snapshots break with every Chromium update. Full-page screenshots
 * are attached to the report for a person to look at.
 */
const PAGES = [
  '/developers/', // a five-column table with long code in its cells
  '/studio/items/item-metadata', // several prose tables
  '/studio/items/question-types/number-line', // a drawing, a settings table
  '/studio/items/question-types/', // the card grid with thumbnails
  '/campfire/assessments-and-assignments/manual-scoring',
  '/developers/api/list-exams', // an API reference page
];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    for (const route of PAGES) {
      test(`${route} fits the width`, async ({page}, testInfo) => {
        await page.goto(route);
        await page.locator('article').first().waitFor();
        const report = await page.evaluate(() => {
          const article = document.querySelector('article')!;
          const column = article.getBoundingClientRect();
          // Scroll containers are meant to hold wide content; hidden or clipped overflow shows nothing.
          const scrolls = (element: Element) => /(auto|scroll|hidden|clip)/.test(getComputedStyle(element).overflowX);
          const insideScroller = (element: Element) => {
            for (let parent = element.parentElement; parent && parent !== article; parent = parent.parentElement) {
              if (scrolls(parent)) return true;
            }
            return false;
          };
          // Content, not layout wrappers: Infima's grid rows reach into the padding by design.
          const content = 'p, li, h1, h2, h3, h4, h5, h6, pre, table, th, td, img, svg, figure, blockquote, iframe, video, dl, details, .card';
          const overflowing = [...article.querySelectorAll(content)]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.right > column.right + 1 || box.left < column.left - 1) && !insideScroller(element);
            })
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
          // A cell is squeezed when it has several words of prose but never two on one line. Words
          // inside code are left out: a list of long identifiers may rightly take a line each.
          const squeezedCells = [...article.querySelectorAll('td')]
            .filter((cell) => getComputedStyle(cell).display === 'table-cell')
            .map((cell) => {
              const wordsPerLine = new Map<number, number>();
              const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
              let words = 0;
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                if (node.parentElement?.closest('code')) continue;
                for (const match of (node.textContent ?? '').matchAll(/\w[^\s]*/g)) {
                  const range = document.createRange();
                  range.setStart(node, match.index!);
                  range.setEnd(node, match.index! + match[0].length);
                  const line = Math.round(range.getClientRects()[0]?.top ?? 0);
                  wordsPerLine.set(line, (wordsPerLine.get(line) ?? 0) + 1);
                  words += 1;
                }
              }
              const mostOnOneLine = Math.max(0, ...wordsPerLine.values());
              return {text: cell.innerText.trim().slice(0, 40), words, mostOnOneLine, width: Math.round(cell.getBoundingClientRect().width)};
            })
            .filter((cell) => cell.width < 100 || (cell.words >= 4 && cell.mostOnOneLine < 2));
          return {
            pageWidth: document.documentElement.scrollWidth,
            windowWidth: window.innerWidth,
            overflowing: [...new Set(overflowing)],
            squeezedCells,
          };
        });
        await testInfo.attach(`${route}-${width}.png`, {body: await page.screenshot({fullPage: true}), contentType: 'image/png'});
        expect(report.pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(report.windowWidth);
        expect(report.overflowing, 'elements past the content column').toEqual([]);
        expect(report.squeezedCells, 'table cells squeezed to a word per line').toEqual([]);
      });
    }
  });
}
