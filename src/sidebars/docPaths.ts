/**
 * Doc ids of the main docs plugin map to URLs by file path, because the docs
 * are served at the site root and no page overrides its slug.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const DOCS_DIR = 'docs';

export function docPath(docId: string): string {
  return docId.endsWith('/index') ? `/${docId.slice(0, -'index'.length)}` : `/${docId}`;
}

/** The label a doc shows in a sidebar: its `sidebar_label`, else its `title`. */
export function docSidebarLabel(docId: string, siteDir: string = process.cwd()): string {
  const source = readFileSync(path.join(siteDir, DOCS_DIR, `${docId}.mdx`), 'utf8');
  const frontMatter = source.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
  const field = (name: string) =>
    frontMatter.match(new RegExp(`^${name}:\\s*(.+)$`, 'm'))?.[1].trim().replace(/^(['"])(.*)\1$/, '$2');
  const label = field('sidebar_label') ?? field('title');
  if (!label) {
    throw new Error(`Doc "${docId}" has no title in its front matter.`);
  }
  return label;
}
