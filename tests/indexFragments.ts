/**
 * Pagefind's record of each indexed page in a build: one file per page under pagefind/fragment/, named by the
 * page's id, each gzip of a signature ("pagefind_dcd") and JSON.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {decodeFragment} from '../src/features/search/buildLexicon';

const fragmentFolder = (buildDir: string) => path.join(buildDir, 'pagefind', 'fragment');

/** The record of the page with Pagefind's id `id`. */
export function readIndexFragment<T>(id: string, buildDir = 'build'): T {
  return decodeFragment<T>(readFileSync(path.join(fragmentFolder(buildDir), `${id}.pf_fragment`)));
}

/** Pagefind's id of every page in the index: its fragment's file name, and the `id` of its search results. */
export function indexFragmentIds(buildDir = 'build'): string[] {
  return readdirSync(fragmentFolder(buildDir)).map((file) => file.replace(/\.pf_fragment$/, ''));
}

/** The record of every page in the index. */
export function readIndexFragments<T>(buildDir = 'build'): T[] {
  return indexFragmentIds(buildDir).map((id) => readIndexFragment<T>(id, buildDir));
}
