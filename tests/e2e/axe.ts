/**
 * The one accessibility audit of the browser tests: axe-core against WCAG 2.0/2.1 A and AA.
 *
 * On a page without frames (every page of the site), axe runs with `axe.run` inside the page, evaluated
 * there once per document: AxeBuilder's legacy mode runs the same `axe.run`, but sends and evaluates
 * axe's 1.3 MB source twice per audit, six times for an API page audited with its request form closed and
 * open. Its default mode, `runPartial` per frame and `finishRun` in a blank page opened for each audit,
 * applies the same rules to the same nodes (compared page by page when this was changed) and cost a
 * third more CPU time. A page with a frame is audited that default way, which reaches into frames of
 * other origins too.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import axe, {type Result, type RunOptions} from 'axe-core';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const CONTRAST = 'color-contrast';
/** Marks, for the re-audit's contrast rule, the subtrees that changed since the watch began. */
const CHANGED = 'data-e2e-axe-changed';

/**
 * Violations only: axe then builds a selector and a snippet for each node it reports in violations,
 * not for the thousand or so nodes of an API page that pass (a fifth of a guide page's audit).
 */
const VIOLATIONS_ONLY: RunOptions = {resultTypes: ['violations']};

/** axe's violations on the page, within the elements the selectors match (the whole page without). */
async function axeViolations(page: Page, options: RunOptions, within?: string[]): Promise<Result[]> {
  const runOptions = {...VIOLATIONS_ONLY, ...options};
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({page}).options(runOptions);
    within?.forEach((selector) => builder.include(selector));
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
  }
  return page.evaluate(
    async ({runOptions, within}) => {
      const inPage = (window as unknown as {axe: typeof axe}).axe;
      inPage.configure({allowedOrigins: ['<same_origin>']});
      return (await inPage.run(within ? {include: within} : document, runOptions)).violations;
    },
    {runOptions, within},
  );
}

/** Each violation of an audit: rule, help text and the first nodes it names. */
async function violationsOf(page: Page, options: RunOptions, within?: string[]) {
  const violations = await axeViolations(page, options, within);
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const more = targets.length > 3 ? ` and ${targets.length - 3} more` : '';
    return `${violation.id}: ${violation.help} (${targets.slice(0, 3).join(' | ')}${more})`;
  });
}

const byTags = (tags: string[]): RunOptions => ({runOnly: {type: 'tag', values: tags}});

/** Each violation of the page as it is now: rule, help text and the first nodes it names. */
export function wcagViolations(page: Page) {
  return violationsOf(page, byTags(WCAG_AA));
}

/**
 * Starts watching the page, and returns the audit of the page as it will be after an interaction
 * (opening the request form, a menu), for a page audited just before it.
 *
 * Colour contrast is most of an audit's time on a long page (11 of 14 s on an API operation page, whose
 * 6,000 elements are mostly closed tabs and schema levels). An element's colours change only when it
 * or an ancestor is added or has an attribute or text change, when it takes focus or hover, or when a
 * stylesheet comes or goes. So this audit runs every other rule on the whole page, and colour contrast
 * on the subtrees that changed, the focused and the hovered element (the whole page if a stylesheet
 * changed). A text that moves over another element's background is reported by axe as needing review,
 * never as a violation, so a full audit would find no more. tests/e2e/axe.spec.ts checks that a change
 * outside the opened part is still caught.
 */
export async function wcagViolationsAfterChange(page: Page) {
  await page.evaluate(() => {
    const changes = {roots: new Set<Element>(), stylesheets: false};
    const isStylesheet = (node: Node) => node instanceof Element && node.matches('link[rel~="stylesheet"], style');
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') {
          changes.stylesheets ||= [...record.addedNodes, ...record.removedNodes].some(isStylesheet);
          record.addedNodes.forEach((node) => changes.roots.add(node instanceof Element ? node : record.target.parentElement ?? document.documentElement));
        } else {
          changes.roots.add(record.target instanceof Element ? record.target : record.target.parentElement ?? document.documentElement);
        }
      }
    });
    observer.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
    (window as any).e2eAxeChanges = {changes, observer};
  });
  return async () => {
    const wholePage = await page.evaluate((marker) => {
      const {changes, observer} = (window as any).e2eAxeChanges as {changes: {roots: Set<Element>; stylesheets: boolean}; observer: MutationObserver};
      changes.roots.add(document.activeElement ?? document.body);
      [...document.querySelectorAll(':hover')].slice(-1).forEach((hovered) => changes.roots.add(hovered));
      observer.disconnect();
      const roots = [...changes.roots].filter((root) => root.isConnected);
      // The outermost roots only: an included subtree covers the roots inside it.
      const outermost = roots.filter((root) => !roots.some((other) => other !== root && other.contains(root)));
      outermost.forEach((root) => root.setAttribute(marker, ''));
      return changes.stylesheets || outermost.includes(document.documentElement) || outermost.includes(document.body);
    }, CHANGED);
    try {
      const others = await violationsOf(page, {...byTags(WCAG_AA), rules: {[CONTRAST]: {enabled: false}}});
      const contrast = await violationsOf(page, {runOnly: {type: 'rule', values: [CONTRAST]}}, wholePage ? undefined : [`[${CHANGED}]`]);
      return [...others, ...contrast];
    } finally {
      await page.evaluate((marker) => document.querySelectorAll(`[${marker}]`).forEach((element) => element.removeAttribute(marker)), CHANGED);
    }
  };
}
