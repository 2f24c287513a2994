/**
 * The built site as the post-build steps (src/postBuild.ts) see it: its pages read once, and the
 * file of each route.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import type {Element, Root} from 'hast';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';

/** The built site as every step sees it. */
export type BuiltSite = {
  outDir: string;
  /** The site's address with its base URL, without a trailing slash. */
  siteUrl: string;
  routesPaths: string[];
  allContent: Record<string, Record<string, unknown>>;
  /** Every HTML page: its path relative to `outDir`, and its current HTML. */
  pages: Map<string, string>;
};

export type PostBuildStep = {name: string; run(site: BuiltSite): Promise<void>};

/** The file Docusaurus writes for a route: `/a/b` and `/a/b/` are `a/b/index.html`. */
export const htmlFileOf = (route: string) => (route.endsWith('.html') ? route.replace(/^\//, '') : path.join(route, 'index.html').replace(/^\//, ''));

/** Every HTML page under `outDir`, read once. */
export async function readPages(outDir: string): Promise<Map<string, string>> {
  const files = (await readdir(outDir, {recursive: true, encoding: 'utf8'})).filter((file) => file.endsWith('.html')).sort();
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(outDir, file), 'utf8')] as const)));
}

const fragmentParser = unified().use(rehypeParse, {fragment: true});

/** A built page's head, parsed (the minifier leaves attributes unquoted and text escaped): its elements are the tree's children. */
export function headOf(html: string): Root {
  const end = html.indexOf('</head>');
  return fragmentParser.parse(html.slice(0, end > 0 ? end : undefined));
}

/** The page's meta description from its parsed head (headOf), or '' when it has none. */
export function metaDescriptionIn(head: Root): string {
  const meta = head.children.find((node): node is Element => node.type === 'element' && node.tagName === 'meta' && node.properties.name === 'description');
  return meta?.properties.content ? String(meta.properties.content) : '';
}
