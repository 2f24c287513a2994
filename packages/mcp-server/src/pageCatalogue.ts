/**
 * The pages the package carries: one Markdown twin per page, at the same path as on the site, and
 * the descriptions llms.txt gives them. A page is looked up by its route in this catalogue only, so
 * no input ever names a file: nothing outside the package can be read.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {SITE_URL} from '../../../src/constants';
import {AUDIENCES} from '../../../src/data/audiences';
import {areaOf, type SiteArea} from '../../../src/siteAreas';
import {twinPathOf} from '../../../src/features/markdown-twins/twinPath';
import {DocsInputError} from './errors';

export const AUDIENCE_LABELS = AUDIENCES.map((audience) => audience.label);

export type Page = {
  route: string;
  url: string;
  twinUrl: string;
  title: string;
  description: string;
  area: SiteArea;
  audiences: string[];
  markdown: string;
};

export type PageCatalogue = {
  pages: Page[];
  /** The page at a route, if any. */
  get(route: string): Page | undefined;
  /** The page an address names, or a DocsInputError saying why there is none. */
  resolve(address: string): Page;
};

/** The route a twin's path stands for: `/a/b.md` is `/a/b`, `/a/index.md` is `/a/`. */
const routeOfTwin = (twinPath: string) => (twinPath.endsWith('/index.md') ? twinPath.slice(0, -'index.md'.length) : twinPath.slice(0, -'.md'.length));

/** The audience line the twins carry under their title, e.g. `For: Teacher, School admin`. */
function audiencesIn(markdown: string): string[] {
  const line = /^For: (.+)$/m.exec(markdown.split('\n').slice(0, 8).join('\n'))?.[1] ?? '';
  return AUDIENCE_LABELS.filter((label) => line.split(', ').includes(label));
}

function titleIn(markdown: string, fallback: string): string {
  return /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? fallback;
}

/** Descriptions by twin URL, from llms.txt's `- [Title](twin URL): description` lines. */
function descriptionsIn(llmsTxt: string): Map<string, string> {
  const lines = [...llmsTxt.matchAll(/^- \[(?:\\.|[^\]\\])*\]\((\S+)\)(?:: (.*))?$/gm)];
  return new Map(lines.map(([, twinUrl, description]) => [twinUrl!, description ?? '']));
}

/**
 * The route an address names: a site URL or path, with or without `.md`, `.html`, a query or a
 * fragment. Rejects other hosts and schemes and any `..`.
 */
export function routeOf(address: string): string {
  const trimmed = address.trim();
  if (trimmed === '') throw new DocsInputError('Give a page URL or path, such as /studio/exams/create-an-exam.');
  if (/(^|[\\/])\.\.([\\/]|$)/.test(trimmed) || /%2e%2e/i.test(trimmed)) {
    throw new DocsInputError(`"${trimmed}" contains "..": give the page's own URL or path, such as /studio/exams/create-an-exam.`);
  }
  let pathname: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new DocsInputError(`"${trimmed}" is not a valid URL.`);
    }
    if (url.origin !== new URL(SITE_URL).origin) {
      throw new DocsInputError(`Only pages of ${SITE_URL} are available; "${url.origin}" is another site.`);
    }
    pathname = url.pathname;
  } else {
    pathname = trimmed.replace(/[?#].*$/, '');
  }
  if (pathname.includes('\\')) throw new DocsInputError(`"${trimmed}" is not a site path: use forward slashes, as in /studio/exams/create-an-exam.`);
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return withSlash
    .replace(/\/index\.(md|html)$/, '/')
    .replace(/\.(md|html)$/, '')
    .replace(/\/{2,}/g, '/');
}

export async function loadPageCatalogue(contentDir: string): Promise<PageCatalogue> {
  const descriptions = descriptionsIn(await readFile(path.join(contentDir, 'llms.txt'), 'utf8'));
  const twinFiles = (await readdir(contentDir, {recursive: true})).filter((file) => file.endsWith('.md'));
  const pages = await Promise.all(
    twinFiles.map(async (file): Promise<Page> => {
      const twinPath = `/${file.split(path.sep).join('/')}`;
      const route = routeOfTwin(twinPath);
      const markdown = await readFile(path.join(contentDir, file), 'utf8');
      return {
        route,
        url: `${SITE_URL}${route}`,
        twinUrl: `${SITE_URL}${twinPathOf(route)}`,
        title: titleIn(markdown, route),
        description: descriptions.get(`${SITE_URL}${twinPath}`) ?? '',
        area: areaOf(route),
        audiences: audiencesIn(markdown),
        markdown,
      };
    }),
  );
  pages.sort((a, b) => a.route.localeCompare(b.route));
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  return {
    pages,
    get: (route) => byRoute.get(route),
    resolve(address) {
      const route = routeOf(address);
      // `/a/b/` and `/a/b` name the same page; the site serves both.
      const page = byRoute.get(route) ?? byRoute.get(route.endsWith('/') ? route.slice(0, -1) : `${route}/`);
      if (!page) {
        throw new DocsInputError(`No page at "${route}". Use search_docs or list_pages to find the page's URL.`);
      }
      return page;
    },
  };
}
