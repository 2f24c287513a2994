/**
 * Every guide page with a Mermaid diagram, at desktop and phone width: the diagram arrives as
 * static SVG (no diagram JavaScript), named and described for screen readers, and its smallest
 * text is at least 12 px as drawn on screen.
 */
import {expect, gotoHydrated, test} from './fixtures';
import {diagramPages} from '../../scripts/diagramPages.cjs';

const MIN_TEXT_PX = 12;
const WIDTHS = [1280, 390];

test('the diagram pages are found', () => {
  expect(diagramPages().length).toBeGreaterThanOrEqual(8);
});

for (const {route} of diagramPages()) {
  for (const width of WIDTHS) {
    test(`${route} at ${width} px: static, described SVG with text of at least ${MIN_TEXT_PX} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      const scripts: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script' && response.ok()) {
          scripts.push(await response.text());
        }
      });
      await gotoHydrated(page, route);
      await page.waitForLoadState('networkidle');

      // Mermaid's own code is recognisable by its parser and its renderer's name.
      for (const script of scripts) {
        expect(script).not.toMatch(/mermaidAPI|flowchart-elk|@mermaid-js/);
      }

      const figures = page.locator('figure.diagram');
      expect(await figures.count()).toBeGreaterThan(0);
      for (const figure of await figures.all()) {
        await expect(figure).toHaveAttribute('data-mermaid-source', /\S/);
        const svg = figure.locator('svg');
        await expect(svg).toHaveAttribute('role', 'img');
        const name = await svg.evaluate((element) =>
          (element.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id))
            .map((labelling) => [labelling?.tagName, labelling?.textContent?.trim()]),
        );
        expect(name[0][0]).toBe('title');
        expect(name[0][1]).toBeTruthy();
        expect(name[1][0]).toBe('desc');
        expect(name[1][1]!.length).toBeGreaterThan(40);

        const scroll = figure.locator('.diagram__scroll');
        await expect(scroll).toHaveAttribute('tabindex', '0');
        await expect(scroll).toHaveAccessibleName(name[0][1]!);

        // Drawn size over the view box is the scale; each text's computed size times the scale is what the reader sees.
        const sizes = await svg.evaluate((element: SVGSVGElement) => {
          const scale = element.getBoundingClientRect().width / element.viewBox.baseVal.width;
          return [...element.querySelectorAll('text')]
            .filter((text) => text.textContent?.trim())
            .map((text) => ({text: text.textContent, px: parseFloat(getComputedStyle(text).fontSize) * scale}));
        });
        expect(sizes.length).toBeGreaterThan(0);
        for (const {text, px} of sizes) {
          expect(px, `"${text}"`).toBeGreaterThanOrEqual(MIN_TEXT_PX - 0.05);
        }
      }
    });
  }
}
