import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {readmeWithTable} from '../../scripts/patchTable.cjs';

/** README stays true to the repository: the paths it names exist, and its patch table is the manifest's. */
const SITE = path.resolve(__dirname, '../..');
const README = readFileSync(path.join(SITE, 'README.md'), 'utf8');

/** Top-level folders that the build and the tests make; README may name them without their existing. */
const GENERATED = new Set(['build', 'bench-results', 'test-results', 'playwright-report', 'build-e2e-fixtures', 'node_modules', '.docusaurus']);

/** Repository paths README names in code spans and links: relative, with a folder, no placeholder. */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return [...new Set([...spans, ...links])]
    .map((candidate) => candidate.replace(/[#?].*$/, '').replace(/:\d+$/, ''))
    .filter((candidate) => /^\.?[\w@-][\w.@-]*\/[\w.@/-]*$/.test(candidate) && !/^(https?|mailto):/.test(candidate))
    .filter((candidate) => {
      const top = candidate.split('/')[0]!;
      return existsSync(path.join(SITE, top)) || GENERATED.has(top) ? !GENERATED.has(top) : top.includes('.') || /^(src|docs|tests|scripts|blog|static|openapi)$/.test(top);
    });
}

test('every repository path README names exists', () => {
  const missing = namedPaths(README).filter((named) => !existsSync(path.join(SITE, named)));
  expect(missing).toEqual([]);
});

test('the path check finds code spans and links, and skips placeholders, addresses and generated folders', () => {
  const sample = 'See `src/constants.ts`, [the spec](src/missing.md#x), `docs/<area>/x.mdx`, `build/`, `npm test`, [site](https://example.com/a/b), `/studio/page`.';
  expect(namedPaths(sample)).toEqual(['src/constants.ts', 'src/missing.md']);
});

test("README's table of patches is the one generated from src/patches/manifest.ts", () => {
  expect(README, 'run `node scripts/patchTable.cjs --write`').toBe(readmeWithTable(README));
});
