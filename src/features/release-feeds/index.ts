/**
 * RSS 2.0 and Atom feeds of the Studio and Campfire release notes, one entry per dated release (a
 * `## Month D, YYYY` section), written with `feed` (as Docusaurus writes the blog's). The feeds are
 * a step of the post-build pipeline (src/postBuild.ts), made from the rendered pages, so each
 * entry holds the release's text as readers see it, with absolute links.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Feed} from 'feed';
import type {Element, ElementContent, Root} from 'hast';
import {PRODUCT_NAME} from '../../constants';
import {classesOf, elementsOf, textOf} from '../../hastTree';
import {htmlFileOf, type PostBuildStep} from '../../builtSite';
import {RELEASE_NOTE_PAGES, feedPaths, feedTitle, type ReleaseNotesArea} from './feeds';

export type Release = {title: string; anchor: string; date: Date; html: string};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The date of a release heading such as "November 18, 2025", or null for any other heading. */
export function parseReleaseDate(heading: string): Date | null {
  const match = heading.trim().match(/^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/);
  const month = match ? MONTHS.indexOf(match[1]) : -1;
  if (!match || month < 0) {
    return null;
  }
  const date = new Date(Date.UTC(Number(match[3]), month, Number(match[2])));
  return date.getUTCDate() === Number(match[2]) ? date : null;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const hasClass = (element: Element, name: string) => classesOf(element).includes(name);

const VOID_ELEMENTS = new Set(['br', 'hr', 'img']);
/** The attributes a feed reader needs; classes, ids and scripts' hooks are left out. */
const KEPT_ATTRIBUTES = ['href', 'src', 'alt', 'title'];

/** The release's HTML for a feed reader: no heading anchors, internal links made absolute. */
export function feedHtml(node: ElementContent, siteUrl: string): string {
  if (node.type === 'text') {
    return escapeXml(node.value);
  }
  if (node.type !== 'element' || hasClass(node, 'hash-link') || hasClass(node, 'print-only')) {
    return '';
  }
  const attributes = KEPT_ATTRIBUTES.filter((name) => typeof node.properties[name] === 'string').map((name) => {
    const value = node.properties[name] as string;
    return ` ${name}="${escapeXml(value.startsWith('/') ? `${siteUrl}${value}` : value)}"`;
  });
  const tag = node.tagName;
  const inner = node.children.map((child) => feedHtml(child, siteUrl)).join('');
  return VOID_ELEMENTS.has(tag) ? `<${tag}${attributes.join('')}>` : `<${tag}${attributes.join('')}>${inner}</${tag}>`;
}

/** The dated releases of a rendered release-notes page, in page order (newest first). */
export async function releasesOf(pageHtml: string, siteUrl: string): Promise<Release[]> {
  const [{unified}, {default: rehypeParse}] = await Promise.all([import('unified'), import('rehype-parse')]);
  const tree: Root = unified().use(rehypeParse).parse(pageHtml);
  const content = [...elementsOf(tree)].find((element) => hasClass(element, 'theme-doc-markdown'));
  if (!content) {
    throw new Error('release-feeds: the page has no .theme-doc-markdown content');
  }
  const releases: (Release & {nodes: ElementContent[]})[] = [];
  let current: (typeof releases)[number] | null = null;
  for (const node of content.children) {
    if (node.type === 'element' && node.tagName === 'h2') {
      const title = textOf(node).replace(/\u200b/g, '').trim();
      const date = parseReleaseDate(title);
      current = date ? {title, anchor: String(node.properties.id ?? ''), date, html: '', nodes: []} : null;
      if (current) {
        releases.push(current);
      }
    } else if (current) {
      current.nodes.push(node);
    }
  }
  return releases.map(({nodes, ...release}) => ({
    ...release,
    html: nodes.map((node) => feedHtml(node, siteUrl)).join('').trim(),
  }));
}

type FeedInput = {title: string; pageUrl: string; description: string; releases: Release[]; feedUrls: {rss: string; atom: string}};

/** The feed of a release-notes page; `rss2()` and `atom1()` write it in either format. */
export function releaseFeed(input: FeedInput): Feed {
  const feed = new Feed({
    title: input.title,
    description: input.description,
    id: input.pageUrl,
    link: input.pageUrl,
    language: 'en',
    // The newest release's date, so the feed changes only when a release is added.
    updated: input.releases.reduce((latest, {date}) => (date > latest ? date : latest), new Date(0)),
    feedLinks: input.feedUrls,
    author: {name: PRODUCT_NAME},
    copyright: '',
  });
  for (const release of input.releases) {
    const url = `${input.pageUrl}#${release.anchor}`;
    feed.addItem({title: release.title, id: url, link: url, date: release.date, description: release.html, content: release.html});
  }
  return feed;
}

/** Writes both feeds of each release-notes page, beside the page. */
export const releaseFeedsStep: PostBuildStep = {
  name: 'release-feeds',
  async run({outDir, siteUrl, pages}) {
    for (const area of Object.keys(RELEASE_NOTE_PAGES) as ReleaseNotesArea[]) {
      const {route, product} = RELEASE_NOTE_PAGES[area];
      const html = pages.get(htmlFileOf(route));
      if (!html) {
        throw new Error(`release-feeds: ${route} was not built`);
      }
      const releases = await releasesOf(html, siteUrl);
      if (releases.length === 0) {
        throw new Error(`release-feeds: ${route} has no dated release ("## Month D, YYYY")`);
      }
      const paths = feedPaths(area);
      const feed = releaseFeed({
        title: feedTitle(PRODUCT_NAME, RELEASE_NOTE_PAGES[area]),
        pageUrl: `${siteUrl}${route}`,
        // The page's note that its entries are examples starts no dated release, so the feed says it here.
        description: `Changes to ${product}, newest first. The entries are examples of the format; their dates are illustrative.`,
        releases,
        feedUrls: {rss: `${siteUrl}${paths.rss}`, atom: `${siteUrl}${paths.atom}`},
      });
      await writeFile(path.join(outDir, paths.rss), feed.rss2());
      await writeFile(path.join(outDir, paths.atom), feed.atom1());
    }
  },
};
