/**
 * The one accessibility audit of the browser tests: axe-core against WCAG 2.0/2.1 A and AA.
 *
 * Run with `axe.run` inside the page (AxeBuilder's legacy mode), not the default `runPartial` per frame
 * followed by `finishRun` in a blank page opened for each audit: the site's pages have no frames, so both
 * apply the same rules to the same nodes and report the same results (compared page by page when this
 * was changed), and the blank page, a renderer process of its own with axe injected into it again, cost
 * about a third of every audit's CPU time. A page with a frame is audited the default way, which reaches
into frames of other origins too.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Each violation of the page as it is now: rule, help text and the first nodes it names. */
export async function wcagViolations(page: Page) {
  const {violations} = await new AxeBuilder({page}).withTags(WCAG_AA).setLegacyMode(page.frames().length === 1).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const more = targets.length > 3 ? ` and ${targets.length - 3} more` : '';
    return `${violation.id}: ${violation.help} (${targets.slice(0, 3).join(' | ')}${more})`;
  });
}
