import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {expect, gotoHydrated, test} from './fixtures';

/** Every published page, from the sitemap of the production build, as a site path. */
const SITEMAP_PATHS = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Known gaps in docusaurus-theme-openapi-docs on API pages, not fixable by configuration:
 * schema lists put <div>/<details> directly in <ul>, the media-type tab scroll arrows are
 * unlabelled buttons, and the request explorer panel (right column) still has low-contrast
 * badges. Tracked as open work; every other rule applies to the rest of each API page.
 */
const API_THEME_MARKUP_RULES = ['list', 'button-name'];
const API_EXPLORER_PANEL = '.openapi-right-panel__container';

test('the sitemap lists every page', () => {
  expect(SITEMAP_PATHS.length).toBeGreaterThan(150);
});

for (const path of [...SITEMAP_PATHS, '/no-such-page']) {
  test(`no WCAG 2.1 A/AA violations: ${path}`, async ({page}) => {
    await gotoHydrated(page, path);
    const axe = new AxeBuilder({page}).withTags(WCAG_AA);
    if (path.startsWith('/developers/api/')) {
      axe.disableRules(API_THEME_MARKUP_RULES).exclude(API_EXPLORER_PANEL);
    }
    const {violations} = await axe.analyze();
    const summary = violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')})`,
    );
    expect(summary).toEqual([]);
  });
}
