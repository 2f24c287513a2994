import type {Page} from '@playwright/test';
import {expect, gotoHydrated, markServerElements, staleServerElementCount, test} from './fixtures';
import {DESKTOP} from './viewports';

/** A code block as the server rendered it; the highlighted one replaces it on the reader's first activity. */
const SERVER_CODE_BLOCK = '.theme-code-block pre';

/** A readable description of the element that has focus, and whether it shows a focus indicator. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return null;
    }
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const box = element.getBoundingClientRect();
    return {
      key: element.dataset.e2eKey ?? '',
      label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      indicated: outlined || style.boxShadow !== 'none',
      onScreen: box.width > 0 && box.height > 0,
    };
  });
}

/** Tags every visible element a keyboard should reach and returns their keys. */
async function tagInteractiveElements(page: Page) {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          element.tabIndex >= 0 &&
          !element.matches(':disabled') &&
          !element.closest('[inert], [aria-hidden="true"]') &&
          element.checkVisibility({visibilityProperty: true}) &&
          style.pointerEvents !== 'none'
        );
      })
      .map((element, index) => (element.dataset.e2eKey = String(index)));
  });
}

for (const path of ['/studio/items/item-metadata', '/campfire/classrooms/roster', '/developers/api/create-exam-session']) {
  test(`keyboard: every interactive element of ${path} is reachable with Tab and visibly focused`, async ({page}) => {
    test.setTimeout(150_000); // one key press and one look at the page per element, on a shared machine
    await page.setViewportSize(DESKTOP);
    await markServerElements(page, `${SERVER_CODE_BLOCK}, .openapi-params__list-item, .openapi-schema__list-item`);
    await gotoHydrated(page, path);
    // A first key press is reader activity: what waits for it (the code highlighter, the live API
    // reference sections) loads now, before the interactive elements are listed. The feedback question
    // keeps the server's buttons until it is answered, so its controls stay as they are.
    await page.keyboard.press('Shift');
    await expect.poll(() => staleServerElementCount(page)).toBe(0);
    const expected = await tagInteractiveElements(page);
    expect(expected.length).toBeGreaterThan(20);

    const reached = new Set<string>();
    const unindicated: string[] = [];
    for (let step = 0; step < expected.length + 50; step += 1) {
      await page.keyboard.press('Tab');
      const element = await focused(page);
      if (!element) {
        break; // focus left the page: the whole tab order has been walked
      }
      if (element.key) {
        reached.add(element.key);
      }
      if (!element.indicated || !element.onScreen) {
        unindicated.push(element.label);
      }
    }
    expect(unindicated, 'focused without a visible focus indicator').toEqual([]);
    expect(expected.filter((key) => !reached.has(key)), 'interactive elements Tab never reaches').toEqual([]);
  });
}

test('a code block that has keyboard focus keeps it when the highlighter replaces it', async ({page}) => {
  await markServerElements(page, SERVER_CODE_BLOCK);
  await gotoHydrated(page, '/campfire/classrooms/roster');
  // Hold the scripts requested from now on (the highlighter), so focus is on the block before it is replaced.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const serverBlock = page.locator(`[data-from-server] >> nth=0`);
  await serverBlock.focus();
  await page.keyboard.press('Shift'); // the first key press loads the highlighter
  await expect(serverBlock).toBeFocused();
  releaseScripts();
  await expect(page.locator('[data-from-server]')).toHaveCount(0);
  const focusedBlock = await page.evaluate(() => {
    const element = document.activeElement;
    return element?.matches('.theme-code-block pre') ? element.textContent?.slice(0, 30) : element?.tagName;
  });
  expect(focusedBlock).toMatch(/^First Name,Last Name/);
});

test('the API request form, once opened, has controls with accessible names', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/developers/api/create-exam-session');
  await page.getByRole('button', {name: 'Edit the request'}).click();
  const explorer = page.locator('.openapi-right-panel__container');
  await expect(explorer.locator('.openapi-explorer__code-block').first()).toBeVisible();
  const controls = explorer.locator('button, input, select, textarea, [role="tab"]').filter({visible: true});
  expect(await controls.count()).toBeGreaterThan(5);
  for (const control of await controls.all()) {
    await expect(control).toHaveAccessibleName(/\S/);
  }
});
