/**
 * The re-audit after an interaction (tests/e2e/axe.ts, wcagViolationsAfterChange) checks contrast and
 * links in text only where the page changed: it must still catch a fault that a change brings anywhere
 * on the page.
 */
import type {Page} from '@playwright/test';
import {wcagViolations, wcagViolationsAfterChange} from './axe';
import {expect, gotoHydrated, test} from './fixtures';

const GUIDE = '/campfire/classrooms/roster';
const contrastFaults = (violations: string[]) => violations.filter((violation) => violation.startsWith('color-contrast'));
const linkFaults = (violations: string[]) => violations.filter((violation) => violation.startsWith('link-in-text-block'));

/** Opens the guide, makes the change `prepare` makes if any, audits it clean, and starts watching it for the re-audit. */
async function auditedGuide(page: Page, prepare?: () => Promise<void>) {
  await gotoHydrated(page, GUIDE);
  await prepare?.();
  const reaudit = await wcagViolationsAfterChange(page);
  expect(await wcagViolations(page)).toEqual([]);
  return reaudit;
}

/**
 * The guide, audited and watched, with a paragraph under its heading holding only a link coloured and
 * styled much like the text (so axe does not yet count it as a link in a block of text) and, after it,
 * the part the test changes. The paragraph's centre stays clear of text, so that axe can read its
 * background. A footer link has focus: else the focused element is the body, and the whole page is audited.
 */
async function auditedGuideWithLoneLink(page: Page, after: string) {
  const reaudit = await auditedGuide(page, () =>
    page.evaluate((html) => {
      const paragraph = document.createElement('p');
      paragraph.id = 'e2e-lone-link';
      paragraph.innerHTML = `<a href="/campfire/" style="color: #404040; text-decoration: none">a link</a>${html}`;
      document.querySelector('article h1')!.after(paragraph);
    }, after),
  );
  await page.locator('footer a').first().focus();
  return reaudit;
}

test('a faint text added after the first audit is caught', async ({page}) => {
  const reaudit = await auditedGuide(page);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'A faint note added after the first audit.';
    faint.style.color = '#e8e8e8';
    document.querySelector('article')!.append(faint);
  });
  expect(contrastFaults(await reaudit())).toHaveLength(1);
});

test("a colour change on an ancestor of texts that did not change is caught", async ({page}) => {
  const reaudit = await auditedGuide(page);
  await page.evaluate(() => document.querySelector('article')!.setAttribute('style', 'color: #e8e8e8'));
  expect(contrastFaults(await reaudit())).toHaveLength(1);
});

test('words added beside a link, deep in a sibling, put it in a block of text and are caught', async ({page}) => {
  const reaudit = await auditedGuideWithLoneLink(page, '<span><em></em></span>');
  await page.evaluate(() => document.querySelector('#e2e-lone-link em')!.append(' and words beside it'));
  expect(linkFaults(await reaudit())).toHaveLength(1);
});

test("a sibling's display change that puts its words in the link's block is caught", async ({page}) => {
  const reaudit = await auditedGuideWithLoneLink(page, '<span style="display: block"> and words beside it</span>');
  await page.evaluate(() => ((document.querySelector('#e2e-lone-link span') as HTMLElement).style.display = 'inline'));
  expect(linkFaults(await reaudit())).toHaveLength(1);
});

test('a body attribute that restyles a text through a rule of the stylesheet is caught', async ({page}) => {
  const reaudit = await auditedGuide(page, () =>
    page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body[data-e2e-faint] article p { color: #e8e8e8; }';
      document.head.append(style);
    }),
  );
  await page.locator('footer a').first().focus(); // else the focused element is the body, and the whole page is audited
  await page.evaluate(() => document.body.setAttribute('data-e2e-faint', ''));
  expect(contrastFaults(await reaudit())).toHaveLength(1);
});

test('a body attribute that restyles nothing keeps the colour rules to what changed, and is left as it was set', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  // A faint link there before the watch begins, outside what then changes: only a whole-page audit reports it.
  await page.evaluate(() => ((document.querySelector('footer a') as HTMLElement).style.color = '#e8e8e8'));
  const reaudit = await wcagViolationsAfterChange(page);
  await page.locator('article a').first().focus();
  // What opening an API page's request form does (react-modal).
  await page.evaluate(() => document.body.setAttribute('style', 'overflow: visible;'));
  expect(contrastFaults(await reaudit())).toEqual([]);
  expect(await page.evaluate(() => document.body.getAttribute('style'))).toBe('overflow: visible;');
});

test('a stylesheet added after the first audit has the whole page checked again', async ({page}) => {
  const reaudit = await auditedGuide(page);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'footer a { color: #e8e8e8 !important; }';
    document.head.append(style);
  });
  expect(contrastFaults(await reaudit())).toHaveLength(1);
});

test('the other rules still see the parts that did not change, and nothing is left marked', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  // A fault that is there before the watch begins, outside what then changes.
  await page.evaluate(() => document.querySelector('article h1')!.setAttribute('role', 'no-such-role'));
  const reaudit = await wcagViolationsAfterChange(page);
  await page.evaluate(() => document.querySelector('footer')!.append(document.createElement('span')));
  expect((await reaudit()).map((violation) => violation.split(':')[0])).toContain('aria-roles');
  expect(await page.locator('[data-e2e-axe-changed]').count()).toBe(0);
});
