/**
 * Every guide page with a Mermaid diagram, at desktop and phone width: the diagram arrives as
 * static SVG (no diagram JavaScript), named and described for screen readers, and its smallest
 * text is at least 12 px as drawn on screen.
 */
import {expect, gotoHydrated, test} from './fixtures';
import {diagramPages} from '../../scripts/diagramPages.cjs';

const MIN_TEXT_PX = 12;

/** WCAG 2.1 contrast ratio of two colours given as [r, g, b] in 0..1. */
function contrast(first: number[], second: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}
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
        // Drawn at its own size, never shrunk: a diagram wider than the column scrolls, by keyboard too.
        const svgBox = await svg.boundingBox();
        expect(svgBox!.width).toBeCloseTo(Number(await svg.getAttribute('width')), 0);
        if (await scroll.evaluate((element) => element.scrollWidth > element.clientWidth)) {
          await scroll.focus();
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => scroll.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        }

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

        // Colours as drawn: text 4.5:1 on the page and on the node fill, lines and borders 3:1 on the page (WCAG 1.4.3, 1.4.11).
        const colours = await svg.evaluate((element) => {
          const canvas = document.createElement('canvas').getContext('2d', {willReadFrequently: true})!;
          // A colour as seen on a white canvas, so translucent fills count as they look.
          const rgb = (colour: string) => {
            canvas.fillStyle = 'white';
            canvas.fillRect(0, 0, 1, 1);
            canvas.fillStyle = colour;
            canvas.fillRect(0, 0, 1, 1);
            return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((channel) => channel / 255);
          };
          const painted = (selector: string, property: 'fill' | 'stroke') =>
            [...new Set([...element.querySelectorAll(selector)].map((node) => getComputedStyle(node)[property]).filter((value) => value !== 'none'))].map(rgb);
          return {
            // The first opaque background behind the diagram; the browser's own canvas is white.
            page: rgb(
              [...(function* ancestors(node: Element | null) {
                for (; node; node = node.parentElement) yield getComputedStyle(node).backgroundColor;
              })(element)].find((colour) => !/^rgba\(.*, 0\)$|^transparent$/.test(colour)) ?? 'white',
            ),
            text: painted('text', 'fill'),
            nodeFills: painted('.node rect, .node polygon', 'fill'),
            strokes: painted('polyline, line, path, .node rect', 'stroke'),
          };
        });
        for (const text of colours.text) {
          for (const background of [colours.page, ...colours.nodeFills]) {
            expect(contrast(text, background), `text ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
          }
        }
        for (const stroke of colours.strokes) {
          expect(contrast(stroke, colours.page), `line ${stroke}`).toBeGreaterThanOrEqual(3);
        }
      }
    });
  }
}
