import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {PATCHES_PAGE, pageWithTable} from '../../scripts/patchTable.cjs';

/**
 * README and the maintainers' notes stay true to the repository: the paths they name exist, and the
 * table of patches is the manifest's.
 */
const SITE = path.resolve(__dirname, '../..');
const MAINTAINERS = path.join(SITE, 'maintainers');
const DOCUMENTS = [path.join(SITE, 'README.md'), ...readdirSync(MAINTAINERS).filter((name) => name.endsWith('.md')).map((name) => path.join(MAINTAINERS, name))];

/** Top-level folders that the build and the tests make; the documents may name them without their existing. */
const GENERATED = new Set(['build', 'bench-results', 'test-results', 'playwright-report', 'build-e2e-fixtures', 'node_modules', '.docusaurus']);

const isRepositoryPath = (candidate: string): boolean => {
  if (!/^\.?[\w@-][\w.@-]*\/[\w.@/-]*$/.test(candidate)) {
    return false;
  }
  const top = candidate.split('/')[0]!;
  return existsSync(path.join(SITE, top)) || GENERATED.has(top) ? !GENERATED.has(top) : top.includes('.') || /^(src|docs|tests|scripts|blog|static|openapi|maintainers)$/.test(top);
};

/**
 * Repository paths a Markdown file names, relative to the repository root: code spans name them from
 * the root, links from the file's own folder. Placeholders, addresses and generated folders are skipped.
 */
export function namedPaths(markdown: string, fileDir: string = SITE): string[] {
  const withoutAnchor = (candidate: string) => candidate.replace(/[#?].*$/, '').replace(/:\d+$/, '');
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => withoutAnchor(match[1]!));
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => withoutAnchor(match[1]!))
    .filter((link) => link !== '' && !link.startsWith('/') && !/^(https?|mailto):/.test(link))
    .map((link) => path.relative(SITE, path.resolve(fileDir, link)) + (link.endsWith('/') ? '/' : ''));
  return [...new Set([...spans, ...links])].filter(isRepositoryPath);
}

for (const document of DOCUMENTS) {
  const name = path.relative(SITE, document);
  test(`every repository path ${name} names exists`, () => {
    const missing = namedPaths(readFileSync(document, 'utf8'), path.dirname(document)).filter((named) => !existsSync(path.join(SITE, named)));
    expect(missing).toEqual([]);
  });
}

test('README links every maintainers note', () => {
  const readme = readFileSync(path.join(SITE, 'README.md'), 'utf8');
  const linked = namedPaths(readme).filter((named) => named.startsWith('maintainers/'));
  expect(linked.length).toBeGreaterThan(0);
  expect(DOCUMENTS.map((document) => path.relative(SITE, document)).filter((name) => name.startsWith('maintainers/')).filter((name) => !linked.includes(name))).toEqual([]);
});

test('the path check finds code spans and links, resolves links from their file, and skips placeholders, addresses and generated folders', () => {
  const sample = 'See `src/constants.ts`, [the spec](src/missing.md#x), `docs/<area>/x.mdx`, `build/`, `npm test`, [site](https://example.com/a/b), `/studio/page`, [route](/studio/), [up](../scripts/check.mjs).';
  expect(namedPaths(sample)).toEqual(['src/constants.ts', 'src/missing.md']);
  expect(namedPaths(sample, MAINTAINERS)).toEqual(['src/constants.ts', 'maintainers/src/missing.md', 'scripts/check.mjs']);
});

test('the table of patches in maintainers/patches.md is the one generated from src/patches/manifest.ts', () => {
  const page = readFileSync(PATCHES_PAGE, 'utf8');
  expect(page, 'run `node scripts/patchTable.cjs --write`').toBe(pageWithTable(page));
});
