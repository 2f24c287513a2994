/**
 * RSS 2.0 and Atom feeds of the Studio and Campfire release notes, one entry per dated release (a
 * `## Month D, YYYY` section). The feeds are made after the build from the rendered pages, which it
 * only reads, so each entry holds the release's text as readers see it, with absolute links.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {PRODUCT_NAME} from '../../constants';
import {RELEASE_NOTE_PAGES, feedPaths, feedTitle, type ReleaseNotesArea} from './feeds';

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

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

const textOf = (node: HastNode): string => node.value ?? node.children?.map(textOf).join('') ?? '';

const hasClass = (node: HastNode, name: string) => ((node.properties?.className as string[] | undefined) ?? []).includes(name);

const VOID_ELEMENTS = new Set(['br', 'hr', 'img']);
/** The attributes a feed reader needs; classes, ids and scripts' hooks are left out. */
const KEPT_ATTRIBUTES = ['href', 'src', 'alt', 'title'];

/** The release's HTML for a feed reader: no heading anchors, internal links made absolute. */
export function feedHtml(node: HastNode, siteUrl: string): string {
  if (node.type === 'text') {
    return escapeXml(node.value ?? '');
  }
  if (node.type !== 'element' || hasClass(node, 'hash-link') || hasClass(node, 'print-only')) {
    return '';
  }
  const attributes = KEPT_ATTRIBUTES.filter((name) => typeof node.properties?.[name] === 'string').map((name) => {
    const value = node.properties![name] as string;
    return ` ${name}="${escapeXml(value.startsWith('/') ? `${siteUrl}${value}` : value)}"`;
  });
  const tag = node.tagName!;
  const inner = node.children?.map((child) => feedHtml(child, siteUrl)).join('') ?? '';
  return VOID_ELEMENTS.has(tag) ? `<${tag}${attributes.join('')}>` : `<${tag}${attributes.join('')}>${inner}</${tag}>`;
}

function findByClass(node: HastNode, name: string): HastNode | undefined {
  if (hasClass(node, name)) {
    return node;
  }
  for (const child of node.children ?? []) {
    const found = findByClass(child, name);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/** The dated releases of a rendered release-notes page, in page order (newest first). */
export async function releasesOf(pageHtml: string, siteUrl: string): Promise<Release[]> {
  const [{unified}, {default: rehypeParse}] = await Promise.all([import('unified'), import('rehype-parse')]);
  const tree = unified().use(rehypeParse).parse(pageHtml) as HastNode;
  const content = findByClass(tree, 'theme-doc-markdown');
  if (!content) {
    throw new Error('release-feeds: the page has no .theme-doc-markdown content');
  }
  const releases: (Release & {nodes: HastNode[]})[] = [];
  let current: (typeof releases)[number] | null = null;
  for (const node of content.children ?? []) {
    if (node.tagName === 'h2') {
      const title = textOf(node).replace(/\u200b/g, '').trim();
      const date = parseReleaseDate(title);
      current = date ? {title, anchor: String(node.properties?.id ?? ''), date, html: '', nodes: []} : null;
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

type FeedInput = {title: string; pageUrl: string; feedUrl: string; description: string; releases: Release[]};

const entryUrl = (input: FeedInput, release: Release) => `${input.pageUrl}#${release.anchor}`;

export function rssFeed(input: FeedInput): string {
  const items = input.releases.map(
    (release) => `    <item>
      <title>${escapeXml(release.title)}</title>
      <link>${escapeXml(entryUrl(input, release))}</link>
      <guid isPermaLink="true">${escapeXml(entryUrl(input, release))}</guid>
      <pubDate>${release.date.toUTCString()}</pubDate>
      <description>${escapeXml(release.html)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(input.title)}</title>
    <link>${escapeXml(input.pageUrl)}</link>
    <description>${escapeXml(input.description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(input.feedUrl)}" rel="self" type="application/rss+xml"/>
${input.releases[0] ? `    <lastBuildDate>${input.releases[0].date.toUTCString()}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}

export function atomFeed(input: FeedInput): string {
  const newest = input.releases.reduce<Date | null>((latest, release) => (!latest || release.date > latest ? release.date : latest), null);
  const entries = input.releases.map(
    (release) => `  <entry>
    <id>${escapeXml(entryUrl(input, release))}</id>
    <title>${escapeXml(release.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(entryUrl(input, release))}"/>
    <updated>${release.date.toISOString()}</updated>
    <content type="html">${escapeXml(release.html)}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(input.pageUrl)}</id>
  <title>${escapeXml(input.title)}</title>
  <subtitle>${escapeXml(input.description)}</subtitle>
  <link rel="alternate" type="text/html" href="${escapeXml(input.pageUrl)}"/>
  <link rel="self" type="application/atom+xml" href="${escapeXml(input.feedUrl)}"/>
  <updated>${(newest ?? new Date(0)).toISOString()}</updated>
  <author><name>${escapeXml(PRODUCT_NAME)}</name></author>
${entries.join('\n')}
</feed>
`;
}

export default function releaseFeedsPlugin(): Plugin {
  return {
    name: 'release-feeds',
    async postBuild({outDir, siteConfig}) {
      const siteUrl = `${siteConfig.url}${siteConfig.baseUrl.replace(/\/$/, '')}`;
      await Promise.all(
        (Object.keys(RELEASE_NOTE_PAGES) as ReleaseNotesArea[]).map(async (area) => {
          const {route, product} = RELEASE_NOTE_PAGES[area];
          const releases = await releasesOf(await readFile(path.join(outDir, route, 'index.html'), 'utf8'), siteUrl);
          if (releases.length === 0) {
            throw new Error(`release-feeds: ${route} has no dated release ("## Month D, YYYY")`);
          }
          const paths = feedPaths(area);
          const input = {
            title: feedTitle(PRODUCT_NAME, RELEASE_NOTE_PAGES[area]),
            pageUrl: `${siteUrl}${route}`,
            description: `Changes to ${product}, newest first.`,
            releases,
          };
          await writeFile(path.join(outDir, paths.rss), rssFeed({...input, feedUrl: `${siteUrl}${paths.rss}`}));
          await writeFile(path.join(outDir, paths.atom), atomFeed({...input, feedUrl: `${siteUrl}${paths.atom}`}));
        }),
      );
    },
  };
}
