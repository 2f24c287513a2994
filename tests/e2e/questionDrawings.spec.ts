import {expect, gotoHydrated, markServerElements, test} from './fixtures';
import {QUESTION_TYPE_GROUPS, questionTypeDocId} from '../../src/data/questionTypes';

/**
 * The drawing of the student's view on every question-type page: placed after the opening
 * paragraph, described in words, legible on a phone, server-rendered, and shipped only to the page
 * that shows it; and the thumbnails on the question-type index.
 */
const types = QUESTION_TYPE_GROUPS.flatMap((group) => group.types);

test.describe('on a phone (390 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('every question-type page shows its drawing after the opening paragraph, with a text alternative and text of 12 px or more', async ({page}) => {
    test.setTimeout(180_000);
    for (const type of types) {
      await page.goto(`/${questionTypeDocId(type.slug)}`);
      const report = await page.evaluate(() => {
        const markdown = document.querySelector('article .markdown')!;
        // The opening paragraph, after the audience labels under the title.
        const firstParagraph = markdown.querySelector(':scope > p:not(:has([data-pagefind-filter]))');
        const figure = firstParagraph?.nextElementSibling;
        const svg = figure?.querySelector('svg');
        if (!figure?.matches('figure.question-drawing') || !svg) return {placed: false};
        const viewBox = svg.viewBox.baseVal;
        const scale = svg.getBoundingClientRect().width / viewBox.width;
        const texts = [...svg.querySelectorAll('text')];
        const smallest = Math.min(...texts.map((text) => parseFloat(getComputedStyle(text).fontSize) * scale));
        // Text drawn past the edge of the viewBox is cut off.
        const clipped = texts
          .filter((text) => {
            const box = text.getBBox();
            return box.x < viewBox.x - 1 || box.x + box.width > viewBox.x + viewBox.width + 1 || box.y + box.height > viewBox.y + viewBox.height + 1;
          })
          .map((text) => text.textContent);
        return {
          placed: true,
          role: svg.getAttribute('role'),
          label: svg.getAttribute('aria-label') ?? '',
          caption: figure.querySelector('figcaption')?.textContent ?? '',
          texts: texts.length,
          smallest,
          clipped,
          fitsColumn: svg.getBoundingClientRect().right <= markdown.getBoundingClientRect().right + 0.5,
        };
      });
      expect(report.placed, `${type.slug}: a figure.question-drawing right after the first paragraph`).toBe(true);
      expect(report.role, type.slug).toBe('img');
      expect(report.label, type.slug).toContain(type.title);
      expect((report.label ?? '').length, `${type.slug}: a description, not just a name`).toBeGreaterThan(80);
      expect(report.caption, type.slug).toContain(type.title);
      expect(report.texts, `${type.slug}: the drawing has text`).toBeGreaterThan(0);
      expect(report.smallest, `${type.slug}: smallest text in px`).toBeGreaterThanOrEqual(12);
      expect(report.clipped, `${type.slug}: text cut off at the drawing's edge`).toEqual([]);
      expect(report.fitsColumn, type.slug).toBe(true);
    }
  });
});

test('a drawing is server-rendered SVG that hydration keeps as it is', async ({page}) => {
  await markServerElements(page, 'figure.question-drawing svg');
  await gotoHydrated(page, '/studio/items/question-types/number-line');
  const svg = page.locator('figure.question-drawing svg');
  await expect(svg).toHaveAttribute('data-from-server', 'true');
  await expect(svg.locator('circle')).not.toHaveCount(0);
});

test("a question-type page downloads only its own drawing's code", async ({page, baseURL}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(baseURL!)) {
      scripts.push(response.text().catch(() => ''));
    }
  });
  await gotoHydrated(page, '/studio/items/question-types/number-line', {waitUntil: 'networkidle'});
  const code = (await Promise.all(scripts)).join('\n');
  // Each drawing passes its type's name to the frame as `typeTitle`; sidebar data never has that key.
  const drawingsShipped = types.filter((type) => new RegExp(`typeTitle:\\s*"${type.title}"`).test(code)).map((type) => type.slug);
  expect(drawingsShipped).toEqual(['number-line']);
});

test('the question-type index shows a decorative thumbnail in every card', async ({page}) => {
  await page.goto('/studio/items/question-types/');
  const cards = page.locator('article li:has(> a[href^="/studio/items/question-types/"])');
  await expect(cards).toHaveCount(types.length);
  await expect(cards.locator('svg[aria-hidden="true"]')).toHaveCount(types.length);
  await expect(cards.locator('[role="img"]')).toHaveCount(0);
  for (const box of await cards.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThan(40);
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
