import {expect, gotoHydrated, test} from './fixtures';
import {DESKTOP} from './viewports';

const navbar = (page: import('@playwright/test').Page) => page.locator('nav.navbar');

/** Scrolls like a person does: several wheel steps (each one a scroll event) with the mouse over the content. */
async function wheel(page: import('@playwright/test').Page, deltaY: number, steps = 4) {
  await page.mouse.move(600, 400);
  for (let step = 0; step < steps; step += 1) {
    await page.mouse.wheel(0, deltaY / steps);
    await page.waitForTimeout(50);
  }
}

/** True when the navbar is on screen (hide-on-scroll moves it above the viewport). */
async function navbarShown(page: import('@playwright/test').Page) {
  const box = await navbar(page).boundingBox();
  return !!box && box.y + box.height > 1;
}

test.describe('routing', () => {
  test('paths ending in .html or /index show the clean page', async ({page}) => {
    for (const [path, clean, title] of [
      ['/studio/release-notes.html', '/studio/release-notes', 'Release Notes'],
      ['/campfire/index', '/campfire/', 'Campfire Overview'],
      ['/studio/index.html', '/studio/', 'Studio Overview'],
    ]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page).toHaveURL(clean);
    }
  });

  test('navigation scrolls to the hash anchor, otherwise to the top', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/studio/items/item-metadata');
    await page.locator('.table-of-contents a[href="#display-metadata"]').click();
    await expect(page).toHaveURL(/#display-metadata$/);
    await expect.poll(() => page.evaluate(() => document.getElementById('display-metadata')!.getBoundingClientRect().top)).toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Custom Scoring'}).click();
    await expect(page).toHaveURL(/\/studio\/items\/custom-scoring$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('navbar', () => {
  test('hides when scrolling down and shows again when scrolling up', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/studio/items/custom-scoring');
    expect(await navbarShown(page)).toBe(true);
    await wheel(page, 600);
    await expect.poll(() => navbarShown(page)).toBe(false);
    await wheel(page, -200);
    await expect.poll(() => navbarShown(page)).toBe(true);
  });

  test('stays hidden when scrolling up from the bottom of the page', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/studio/items/custom-scoring');
    await wheel(page, 400);
    await expect.poll(() => navbarShown(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    // A small bounce at the very bottom (as on touch devices) must not bring it back.
    await page.evaluate(() => window.scrollBy(0, -1));
    await page.waitForTimeout(300);
    expect(await navbarShown(page)).toBe(false);
  });

  test('hides when navigating to an existing hash anchor', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/studio/items/item-metadata');
    expect(await navbarShown(page)).toBe(true);
    await page.locator('.table-of-contents a[href="#descriptive-metadata"]').click();
    await expect.poll(() => navbarShown(page)).toBe(false);
  });

  test('has no colour mode toggle and stays light when the OS prefers dark', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', {name: /dark mode|light mode|system mode/i})).toHaveCount(0);
  });

  test('the layout is rendered for desktop on the server, then for the actual viewport', async ({page}) => {
    const desktopSidebar = page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu');
    await page.setViewportSize({width: 400, height: 800});
    const html = await (await page.goto('/studio/'))!.text();
    expect(html).toContain('theme-doc-sidebar-menu'); // the server renders the desktop sidebar
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(desktopSidebar).toHaveCount(0); // a phone gets the slide-out menu instead
    await page.setViewportSize({width: 1000, height: 800});
    await expect(desktopSidebar).toBeVisible();
  });

  test('mobile menu opens, and closes when the viewport becomes desktop', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    await gotoHydrated(page, '/studio/');
    const sidebar = page.locator('.navbar-sidebar');
    // The closed menu is not rendered at all before the reader's first activity (here the tap that opens it).
    await page.waitForLoadState('networkidle');
    await expect(sidebar).toHaveCount(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.locator('.menu__link').first()).toBeVisible();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 1000, height: 800});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 996, height: 800});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('a phone renders the menu, closed, after the reader first scrolls, so opening it mounts nothing', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    await gotoHydrated(page, '/studio/items/item-metadata');
    const sidebar = page.locator('.navbar-sidebar');
    await page.waitForLoadState('networkidle');
    await expect(sidebar).toHaveCount(0);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 400);
    // Rendered closed (src/theme/Navbar/MobileSidebar), with its links, and out of sight.
    await expect(sidebar.locator('.menu__link').first()).toBeAttached();
    await expect(sidebar).toBeHidden();
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    const links = await sidebar.locator('.menu__link').count();
    await sidebar.evaluate((element) => ((element as HTMLElement & {renderedBeforeOpening?: boolean}).renderedBeforeOpening = true));
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar).toBeVisible();
    // The tap only showed the menu: the same element, the same links.
    expect(await sidebar.evaluate((element) => (element as HTMLElement & {renderedBeforeOpening?: boolean}).renderedBeforeOpening)).toBe(true);
    expect(await sidebar.locator('.menu__link').count()).toBe(links);
  });

  test('the Campfire Main link opens the main site safely in a new tab', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    const link = navbar(page).getByRole('link', {name: /Campfire Main/});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('rel', /noreferrer/);
  });
});

test('skip to main content is the first focusable element and moves focus to the content', async ({page}) => {
  await gotoHydrated(page, '/studio/items/item-metadata');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> and drops its temporary tabindex, so Chromium moves the
  // sequential focus starting point there: the next Tab lands inside the content,
  // past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  expect(await page.evaluate(() => !!document.activeElement?.closest('nav.navbar, .theme-doc-sidebar-container'))).toBe(false);
});

test('table of contents lists only h2 and h3, and every heading below h1 has a direct link', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/studio/operations/run-an-operation');
  const article = page.locator('article');
  const tocTargets = await page.locator('.table-of-contents a').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')!.slice(1)),
  );
  const h2h3 = await article.locator('h2[id], h3[id]').evaluateAll((headings) => headings.map((h) => h.id));
  const h4 = await article.locator('h4[id]').evaluateAll((headings) => headings.map((h) => h.id));
  expect(h4.length).toBeGreaterThan(0);
  expect(tocTargets).toEqual(h2h3);
  for (const id of h4) {
    expect(tocTargets).not.toContain(id);
  }
  for (const heading of await article.locator('h2, h3, h4, h5, h6').all()) {
    const text = (await heading.evaluate((h) => h.firstChild?.textContent ?? '')).trim();
    await expect(heading.locator('a.hash-link')).toHaveAttribute('title', `Direct link to ${text}`);
  }
  await expect(article.locator('h1 a.hash-link')).toHaveCount(0);
});

test.describe('sidebar', () => {
  test('cannot be hidden', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/studio/');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.getByRole('button', {name: /collapse sidebar/i})).toHaveCount(0);
  });

  test('a category animates for a time derived from its height, and at once for readers who reduce motion', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    /** Expands a category and returns the transition its list was given, with the list's full height. */
    const expand = async (name: string) => {
      const category = page.locator('.theme-doc-sidebar-container').getByRole('button', {name, exact: true});
      // Only this category's item is watched: a category expanded before may still be finishing its
      // animation, and its style changes must not be taken for this one's.
      await category.locator('xpath=ancestor::li[1]').evaluate((item) => {
        (window as any).e2eObserver?.disconnect();
        (window as any).e2eTransitions = [];
        (window as any).e2eObserver = new MutationObserver((records) =>
          records.forEach(({target}) => {
            const list = target as HTMLElement;
            if (list.style.transition) (window as any).e2eTransitions.push({transition: list.style.transition, height: list.scrollHeight});
          }),
        );
        (window as any).e2eObserver.observe(item, {subtree: true, attributes: true, attributeFilter: ['style']});
      });
      await category.click();
      await expect(category).toHaveAttribute('aria-expanded', 'true');
      // The list's transition is set in an animation frame after the button's state changes.
      await page.waitForFunction(() => (window as any).e2eTransitions.length > 0);
      return (await page.evaluate(() => (window as any).e2eTransitions))[0] as {transition: string; height: number};
    };
    // Docusaurus's rule for an unset duration, as in Material Design: longer lists move for longer.
    const durationFor = (height: number) => Math.round((4 + 15 * (height / 36) ** 0.25 + height / 36 / 5) * 10);

    await gotoHydrated(page, '/studio/');
    const short = await expand('Exams');
    const tall = await expand('Items');
    expect(tall.height).toBeGreaterThan(short.height);
    for (const {transition, height} of [short, tall]) {
      expect(transition).toBe(`height ${durationFor(height)}ms ease-in-out`);
    }

    await page.emulateMedia({reducedMotion: 'reduce'});
    await gotoHydrated(page, '/studio/');
    expect((await expand('Exams')).transition).toBe('height 1ms ease-in-out');
  });

  test('expanding one category leaves the others as they are', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/studio/');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    const category = (name: string) => sidebar.getByRole('button', {name, exact: true});
    await category('Exams').click();
    await expect(category('Exams')).toHaveAttribute('aria-expanded', 'true');
    await category('Operations').click();
    await expect(category('Operations')).toHaveAttribute('aria-expanded', 'true');
    await expect(category('Exams')).toHaveAttribute('aria-expanded', 'true');
  });
});
