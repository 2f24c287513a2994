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

/** The record of every page in the index. */
export function readIndexFragments<T>(buildDir = 'build'): T[] {
  return readdirSync(fragmentFolder(buildDir)).map((file) => readIndexFragment<T>(file.replace(/\.pf_fragment$/, ''), buildDir));
}
