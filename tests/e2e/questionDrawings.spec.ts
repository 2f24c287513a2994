import {expect, gotoHydrated, markServerElements, recordScripts, test} from './fixtures';
import {QUESTION_TYPE_GROUPS, questionTypeDocId} from '../../src/data/questionTypes';

/**
 * The drawing of the student's view on every question-type page: placed after the opening
 * paragraph, described in words, legible on a phone, and an SVG file that costs the page no
 * JavaScript; and the thumbnails on the question-type index.
 */
const types = QUESTION_TYPE_GROUPS.flatMap((group) => group.types);

test.describe('on a phone (390 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('every question-type page shows its drawing after the opening paragraph, with a text alternative and text of 12 px or more', async ({page, baseURL}) => {
    test.setTimeout(240_000);
    for (const type of types) {
      await page.goto(`/${questionTypeDocId(type.slug)}`);
      const report = await page.evaluate(async () => {
        const markdown = document.querySelector('article .markdown')!;
        // The opening paragraph, after the audience labels under the title.
        const firstParagraph = markdown.querySelector(':scope > p:not(:has([data-pagefind-filter]))');
        const figure = firstParagraph?.nextElementSibling;
        const img = figure?.querySelector('img');
        if (!figure?.matches('figure.question-drawing') || !img) return {placed: false};
        await img.decode();
        return {
          placed: true,
          src: img.getAttribute('src')!,
          alt: img.alt,
          caption: figure.querySelector('figcaption')?.textContent ?? '',
          // The SVG is 360 units wide; this is how many pixels one unit takes on the screen.
          scale: img.getBoundingClientRect().width / img.naturalWidth,
          fitsColumn: img.getBoundingClientRect().right <= markdown.getBoundingClientRect().right + 0.5,
        };
      });
      expect(report.placed, `${type.slug}: a figure.question-drawing right after the first paragraph`).toBe(true);
      expect(report.alt, type.slug).toContain(type.title);
      expect((report.alt ?? '').length, `${type.slug}: a description, not just a name`).toBeGreaterThan(80);
      expect(report.caption, type.slug).toContain(type.title);
      expect(report.fitsColumn, type.slug).toBe(true);

      // The SVG file opened on its own lays out its text exactly as the <img> does.
      await page.goto(new URL(report.src!, baseURL).href);
      const text = await page.evaluate(() => {
        const svg = document.documentElement as unknown as SVGSVGElement;
        const viewBox = svg.viewBox.baseVal;
        const texts = [...svg.querySelectorAll('text')];
        return {
          count: texts.length,
          smallestUnits: Math.min(...texts.map((node) => parseFloat(getComputedStyle(node).fontSize))),
          // Text drawn past the edge of the viewBox is cut off.
          clipped: texts
            .filter((node) => {
              const box = node.getBBox();
              return box.x < viewBox.x - 1 || box.x + box.width > viewBox.x + viewBox.width + 1 || box.y + box.height > viewBox.y + viewBox.height + 1;
            })
            .map((node) => node.textContent),
        };
      });
      expect(text.count, `${type.slug}: the drawing has text`).toBeGreaterThan(0);
      expect(text.smallestUnits * report.scale!, `${type.slug}: smallest text in px`).toBeGreaterThanOrEqual(12);
      expect(text.clipped, `${type.slug}: text cut off at the drawing's edge`).toEqual([]);
    }
  });
});

test('a drawing is an image in the server HTML, and the page loads no script for it', async ({page}) => {
  const scriptsContain = recordScripts(page);
  await markServerElements(page, 'figure.question-drawing img');
  await gotoHydrated(page, '/studio/items/question-types/number-line', {waitUntil: 'networkidle'});
  const img = page.locator('figure.question-drawing img');
  await expect(img).toHaveAttribute('data-from-server', 'true');
  expect(await img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth)).toBe(360);
  // The page's own chunk renders the figure element (its alt text and caption are content)...
  expect(await scriptsContain('assets/question-drawings/number-line.')).toBe(true);
  // ...but no drawing code: every drawing hands its type's name to its frame as `typeTitle`.
  expect(await scriptsContain('typeTitle')).toBe(false);
});

test('the question-type index shows a decorative thumbnail image in every card', async ({page}) => {
  await page.goto('/studio/items/question-types/');
  const cards = page.locator('article li:has(> a[href^="/studio/items/question-types/"])');
  await expect(cards).toHaveCount(types.length);
  const thumbnails = cards.locator('img[alt=""]');
  await expect(thumbnails).toHaveCount(types.length);
  for (const thumbnail of await thumbnails.all()) {
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(360);
    expect((await thumbnail.boundingBox())!.height).toBeGreaterThan(40);
  }
});

test('icons that a page names in words are drawn inline beside the words, hidden from screen readers', async ({page}) => {
  await page.goto('/studio/items/question-types/multiple-choice');
  const icon = page.locator('article svg[data-icon="trash"]');
  await expect(icon).toHaveCount(1);
  await expect(icon).toHaveAttribute('aria-hidden', 'true');
  // The words that name it sit right before it in the same sentence.
  expect(await icon.evaluate((svg) => svg.previousSibling?.textContent ?? '')).toMatch(/trash icon\s*$/);
  const box = await icon.boundingBox();
  expect(box!.height).toBeGreaterThan(10);
  expect(box!.height).toBeLessThan(30);
});
