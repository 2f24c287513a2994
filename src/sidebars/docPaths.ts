/** What the sidebars read from a doc's file. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {splitFrontMatter} from '../frontMatter.cjs';

const DOCS_DIR = 'docs';

/** The label a doc shows in a sidebar: its `sidebar_label`, else its `title`. */
export function docSidebarLabel(docId: string, siteDir: string = process.cwd()): string {
  const source = readFileSync(path.join(siteDir, DOCS_DIR, `${docId}.mdx`), 'utf8');
  const {frontMatter} = splitFrontMatter(source);
  const label: unknown = frontMatter.sidebar_label ?? frontMatter.title;
  if (!label) {
    throw new Error(`Doc "${docId}" has no title in its front matter.`);
  }
  return String(label);
}
