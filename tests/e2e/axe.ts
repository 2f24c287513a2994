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
 *
 * The page gets axe's minified build (the same version's axe.min.js), sent gzip-compressed and unpacked
 * there: sending a string to the page costs CPU time by its length, about as much as evaluating it. To
 * send and evaluate, the 1.3 MB source took 0.45 CPU-seconds a page, the minified 580 kB 0.32 and its
 * 207 kB compressed 0.26 (medians of 12 landings on each of three pages; on a busier machine 0.66, 0.48
 * and 0.35).
 */
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type axe from 'axe-core';
import type {Result, RunOptions} from 'axe-core';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const CONTRAST = 'color-contrast';
const LINK_IN_TEXT_BLOCK = 'link-in-text-block';
const COLOUR_RULES = [CONTRAST, LINK_IN_TEXT_BLOCK];
/** Marks, for the re-audit's colour rules, the subtrees that changed since the watch began and the text around them. */
const CHANGED = 'data-e2e-axe-changed';

/**
 * Violations only: axe then builds a selector and a snippet for each node it reports in violations,
 * not for the thousand or so nodes of an API page that pass (a fifth of a guide page's audit).
 */
const VIOLATIONS_ONLY: RunOptions = {resultTypes: ['violations']};

const AXE_MINIFIED_GZIP_BASE64 = gzipSync(readFileSync(require.resolve('axe-core/axe.min.js'))).toString('base64');

/**
 * Evaluates axe in the page, sent compressed. The source is evaluated by a call of its own: the page's policy
 * forbids `eval`, which DevTools allows only while it runs a call, not after the await of the unpacking.
 */
async function injectAxe(page: Page) {
  await page.evaluate(async (gzipBase64) => {
    const unpacked = new Blob([Uint8Array.from(atob(gzipBase64), (char) => char.charCodeAt(0))]).stream().pipeThrough(new DecompressionStream('gzip'));
    (window as any).e2eAxeSource = await new Response(unpacked).text();
  }, AXE_MINIFIED_GZIP_BASE64);
  await page.evaluate(() => {
    (0, eval)((window as any).e2eAxeSource);
    delete (window as any).e2eAxeSource;
  });
}

/** axe's violations on the page, within the elements the selectors match (the whole page without). */
async function axeViolations(page: Page, options: RunOptions, within?: string[]): Promise<Result[]> {
  const runOptions = {...VIOLATIONS_ONLY, ...options};
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({page}).options(runOptions);
    within?.forEach((selector) => builder.include(selector));
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) {
    await injectAxe(page);
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
 * The two colour rules are most of an audit's time on a long page: colour contrast (11 of 14 s on an API
 * operation page, whose 6,000 elements are mostly closed tabs and schema levels) and, once the request
 * form is open, links told apart from their text (`link-in-text-block`, about half of what is left).
 * This audit runs every other rule on the whole page, and those two where their answer can have changed:
 * - An element's colours change only when it or an ancestor is added or has an attribute or text change,
 *   when it takes focus or hover, or when a stylesheet comes or goes. So colour contrast runs on the
 *   subtrees that changed, the focused and the hovered element. A text that moves over another element's
 *   background is reported by axe as needing review, never as a violation, so a full audit would find no
 *   more.
 * - A link's rule also reads the text around it: axe applies it only to a link inside a block of text
 *   (the link's nearest block-level ancestor, its text read down to the nested blocks, which have their
 *   own), and compares the link's colours with that block's. So it runs on the same subtrees, and on the
 *   text of the block around any change of text or children, and around an element whose display changed
 *   or whose inline style, role or link target did (what decides, for axe, whether its text counts).
 * - An attribute change on the root element or the body (opening the request form makes react-modal set the
 *   body's overflow) would make the whole page the changed subtree. So the re-audit puts those attributes
 *   back as they were for a moment, compares the computed styles that decide colours, and adds the elements
 *   they restyled; if the root element or the body itself renders differently, the whole page.
 * With a stylesheet added or removed, or a change of the root element's or the body's own styles, both run
 * on the whole page.
 * tests/e2e/axe.spec.ts checks that changes outside the opened part are still caught.
 */
export async function wcagViolationsAfterChange(page: Page) {
  await page.evaluate(() => {
    const displayOf = (element: Element) => getComputedStyle(element).display;
    const displayAtStart = new WeakMap([...document.querySelectorAll('*')].map((element) => [element, displayOf(element)]));
    const changes = {
      roots: new Set<Element>(),
      textChanged: new Set<Element>(),
      attributesChanged: new Map<Element, Set<string>>(),
      pageRootAttributes: new Map<Element, Map<string, string | null>>(),
      stylesheets: false,
    };
    const isStylesheet = (node: Node) => node instanceof Element && node.matches('link[rel~="stylesheet"], style');
    const elementOf = (node: Node) => (node instanceof Element ? node : (node.parentElement ?? document.documentElement));
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') {
          changes.stylesheets ||= [...record.addedNodes, ...record.removedNodes].some(isStylesheet);
          record.addedNodes.forEach((node) => changes.roots.add(node instanceof Element ? node : elementOf(record.target).parentElement ?? document.documentElement));
          changes.textChanged.add(elementOf(record.target));
        } else if (record.type === 'characterData') {
          changes.roots.add(elementOf(record.target));
          changes.textChanged.add(elementOf(record.target));
        } else {
          const element = elementOf(record.target);
          if (element === document.documentElement || element === document.body) {
            // Their subtree is the whole page: the re-audit works out which elements the change restyled.
            const valuesAtStart = changes.pageRootAttributes.get(element) ?? new Map<string, string | null>();
            if (!valuesAtStart.has(record.attributeName!)) valuesAtStart.set(record.attributeName!, record.oldValue);
            changes.pageRootAttributes.set(element, valuesAtStart);
          } else {
            changes.roots.add(element);
          }
          changes.attributesChanged.set(element, (changes.attributesChanged.get(element) ?? new Set()).add(record.attributeName!));
        }
      }
    });
    observer.observe(document, {subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true});
    (window as any).e2eAxeChanges = {changes, observer, displayAtStart};
  });
  return async () => {
    const wholePage = await page.evaluate(
      (marker) => {
        type Changes = {
          roots: Set<Element>;
          textChanged: Set<Element>;
          attributesChanged: Map<Element, Set<string>>;
          pageRootAttributes: Map<Element, Map<string, string | null>>;
          stylesheets: boolean;
        };
        const {changes, observer, displayAtStart} = (window as any).e2eAxeChanges as {changes: Changes; observer: MutationObserver; displayAtStart: WeakMap<Element, string>};
        observer.disconnect();
        if (changes.pageRootAttributes.size) {
          // The computed styles that decide, for axe's two colour rules, what an element's text looks like and
          // what lies behind it. Compared on the elements rendered now: one that was not rendered at the start
          // has itself or an ancestor with another display or content-visibility.
          const COLOUR_STYLES = ['display', 'content-visibility', 'visibility', 'opacity', 'filter', 'backdrop-filter', 'mix-blend-mode', 'isolation', 'position', 'z-index', 'inset', 'transform', 'clip-path', 'overflow-x', 'overflow-y', 'zoom', 'color', '-webkit-text-fill-color', '-webkit-text-stroke-width', 'background-color', 'background-image', 'font-family', 'font-size', 'font-style', 'font-weight', 'text-shadow', 'text-decoration-line', 'text-decoration-style', 'text-decoration-color', 'border-bottom-style', 'border-bottom-width', 'border-bottom-color', 'outline-style', 'outline-width', 'outline-color'];
          const stylesOf = (element: Element, names: Iterable<string>) => {
            const style = getComputedStyle(element);
            return [...names].map((name) => style.getPropertyValue(name)).join('|');
          };
          const pageRoots = [document.documentElement, document.body];
          const rendered = [...document.querySelectorAll('body *')].filter((element) => element.checkVisibility());
          // The root element and the body are compared on every property: their layout is every text's.
          const snapshot = () => ({pageRoots: pageRoots.map((root) => stylesOf(root, getComputedStyle(root))), rendered: rendered.map((element) => stylesOf(element, COLOUR_STYLES))});
          const setAttributes = (values: [Element, string, string | null][]) =>
            values.forEach(([element, name, value]) => (value === null ? element.removeAttribute(name) : element.setAttribute(name, value)));
          const entries = [...changes.pageRootAttributes].flatMap(([element, valuesAtStart]) => [...valuesAtStart].map(([name, atStart]) => ({element, name, atStart})));
          const valuesNow = entries.map(({element, name}): [Element, string, string | null] => [element, name, element.getAttribute(name)]);
          // The same page with the root element's and the body's attributes as they were at the start, for a moment.
          const now = snapshot();
          setAttributes(entries.map(({element, name, atStart}) => [element, name, atStart]));
          const atStart = snapshot();
          setAttributes(valuesNow);
          if (now.pageRoots.some((styles, index) => styles !== atStart.pageRoots[index])) {
            changes.roots.add(document.documentElement);
          } else {
            rendered.forEach((element, index) => now.rendered[index] !== atStart.rendered[index] && changes.roots.add(element));
          }
        }
        changes.roots.add(document.activeElement ?? document.body);
        [...document.querySelectorAll(':hover')].slice(-1).forEach((hovered) => changes.roots.add(hovered));
        // axe's block-level test (isBlock in its link-in-text-block checks), and the nearest such element.
        const isBlock = (element: Element) => /^(block|list-item|table|flex|grid)$|^table-/.test(getComputedStyle(element).display);
        const blockOf = (element: Element | null): Element => {
          let at = element;
          while (at && !isBlock(at)) at = at.parentElement;
          return at ?? document.documentElement;
        };
        const TEXT_WALK_ATTRIBUTES = new Set(['style', 'role', 'href', 'type', 'list']);
        // Links are in the body: a change in the head (a script added to load a chunk) moves no block of text.
        const inBody = (element: Element) => element.isConnected && document.body.contains(element);
        const changedBlocks = new Set([...changes.textChanged].filter(inBody).map(blockOf));
        for (const [element, names] of changes.attributesChanged) {
          if (!inBody(element)) continue;
          const displayChanged = displayAtStart.has(element) && displayAtStart.get(element) !== getComputedStyle(element).display;
          if (displayChanged || [...names].some((name) => TEXT_WALK_ATTRIBUTES.has(name))) changedBlocks.add(blockOf(element.parentElement));
        }
        // A block's text, for axe, is that of its elements down to the nested blocks, which have their own.
        const textOf = (block: Element): Element[] =>
          [...block.children].filter((child) => !isBlock(child)).flatMap((child) => [child, ...textOf(child)]);
        const scope = new Set([...changes.roots, ...[...changedBlocks].flatMap(textOf)]);
        // The outermost roots only, each marked: an included subtree covers the roots inside it.
        const connected = [...scope].filter((root) => root.isConnected);
        const outermost = connected.filter((root) => !connected.some((other) => other !== root && other.contains(root)));
        outermost.forEach((root) => root.setAttribute(marker, ''));
        return changes.stylesheets || outermost.includes(document.documentElement) || outermost.includes(document.body);
      },
      CHANGED,
    );
    try {
      const others = await violationsOf(page, {...byTags(WCAG_AA), rules: Object.fromEntries(COLOUR_RULES.map((rule) => [rule, {enabled: false}]))});
      const colours = await violationsOf(page, {runOnly: {type: 'rule', values: COLOUR_RULES}}, wholePage ? undefined : [`[${CHANGED}]`]);
      return [...others, ...colours];
    } finally {
      await page.evaluate((marker) => document.querySelectorAll(`[${marker}]`).forEach((element) => element.removeAttribute(marker)), CHANGED);
    }
  };
}
