/**
 * Pagefind's record of each indexed page in a build: one file per page under pagefind/fragment/, named by the
 * page's id, each gzip of a signature ("pagefind_dcd") and JSON.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

const fragmentFolder = (buildDir: string) => path.join(buildDir, 'pagefind', 'fragment');

/** The record of the page with Pagefind's id `id`. */
export function readIndexFragment<T>(id: string, buildDir = 'build'): T {
  const text = gunzipSync(readFileSync(path.join(fragmentFolder(buildDir), `${id}.pf_fragment`))).toString('utf8');
  return JSON.parse(text.slice(text.indexOf('{'))) as T;
}

/** The record of every page in the index. */
export function readIndexFragments<T>(buildDir = 'build'): T[] {
  return readdirSync(fragmentFolder(buildDir)).map((file) => readIndexFragment<T>(file.replace(/\.pf_fragment$/, ''), buildDir));
}
