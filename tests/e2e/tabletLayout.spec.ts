/**
 * Defects found by reading the site in WebKit and Firefox at tablet sizes: at 1024 px (an iPad in
 * landscape) the API page's code samples had their tabs on three rows and code that scrolled sideways,
 * and the blog's list had no <h1>.
 */
import {expect, gotoHydrated, test} from './fixtures';

for (const width of [1024, 1180]) {
  test(`at ${width} px the API page's code-sample tabs fit on one row and the code does not scroll sideways`, async ({page}) => {
    await page.setViewportSize({width, height: 768});
    await gotoHydrated(page, '/developers/api/create-exam-session');
    const samples = page.getByRole('region', {name: 'Code samples'});
    const tabs = samples.getByRole('tab');
    expect(await tabs.count()).toBe(4);
    const tops = await tabs.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(tops).size, `tab rows at ${tops}`).toBe(1);
    const code = samples.locator('[role="tabpanel"]:not([hidden]) pre');
    const {scrollWidth, clientWidth} = await code.evaluate((pre) => ({scrollWidth: pre.scrollWidth, clientWidth: pre.clientWidth}));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the blog list has one <h1>, and a tag page keeps its own', async ({page}) => {
  await gotoHydrated(page, '/blog');
  await expect(page.locator('h1')).toHaveText(['Blog']);
  await gotoHydrated(page, '/blog/tags/hola');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toHaveText('Blog');
});
