import {expect, gotoHydrated, test} from './fixtures';
import {DESKTOP} from './viewports';

test.describe('smoke', () => {
  test('home page shows the title and the three areas', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Campfire Learning Documentation/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Campfire Learning Documentation');
    for (const area of ['Studio', 'Campfire', 'Developers']) {
      await expect(page.getByRole('heading', {level: 2, name: area})).toBeVisible();
    }
  });

  test('navbar links lead to each area', async ({page}) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const [label, path] of [
      ['Studio', '/studio/'],
      ['Campfire', '/campfire/'],
      ['Developers', '/developers/'],
    ]) {
      await navbar.getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(path);
      // The page before keeps the screen until the area's code has loaded: its heading names the area.
      await expect(page.getByRole('heading', {level: 1})).toHaveText(`${label} Overview`);
    }
    const external = navbar.getByRole('link', {name: /Campfire Main/});
    await expect(external).toHaveAttribute('href', 'https://www.campfirelearning.com');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
  });

  test('a doc page renders its sidebar and table of contents', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/studio/items/item-metadata');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Item Metadata', exact: true})).toHaveAttribute('aria-current', 'page');
    const toc = page.locator('.table-of-contents');
    await expect(toc).toBeVisible();
    expect(await toc.getByRole('link').count()).toBeGreaterThan(1);
  });

  test('an API operation page renders in the developers sidebar', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/developers/api/create-exam-session');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Create exam session');
    await expect(page.locator('.theme-doc-sidebar-container').getByRole('button', {name: 'Legacy API'})).toBeVisible();
  });

  test('search finds a guide page and an API operation and opens them', async ({page}) => {
    const search = page.getByRole('combobox', {name: 'Search'});
    await gotoHydrated(page, '/');
    await search.fill('metadata');
    await page.getByRole('option', {name: /Item Metadata/}).first().click();
    await expect(page).toHaveURL(/\/studio\/items\/item-metadata\?highlight=metadata/);
    // Start the second search from a freshly loaded page, as a new visitor would.
    await gotoHydrated(page, '/');
    await search.fill('create exam session');
    await page.getByRole('option', {name: /Create exam session/}).first().click();
    await expect(page).toHaveURL(/\/developers\/api\/create-exam-session/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Create exam session');
  });
});
