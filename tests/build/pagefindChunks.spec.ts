/**
 * The built search index is cut into the smaller chunks of src/patches/pagefind/rechunkIndex.mjs (manifest
 * row "smaller index chunks"), and Pagefind's own runtime finds each word in the chunk the table names. If
 * the build stops applying the patch, Pagefind's 20,000-place chunks fail the first test; if the runtime
 * looks words up differently, the second.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {expect, test} from '@playwright/test';
import {loadNodePagefind} from '../../src/features/search/node';
import {PLACES_PER_CHUNK, SHARED_PREFIX, cutChunks, readIndexFile} from '../../src/patches/pagefind/rechunkIndex.mjs';

const BUILD = 'build';
const PAGEFIND = path.join(BUILD, 'pagefind');

type Word = [string, [number, number[], ...unknown[]][], ...unknown[]];
type Chunk = {from: string; to: string; hash: string; words: Word[]};

/** The built index's chunks, in the order of the meta file's table, with their words. */
function builtChunks(): Chunk[] {
  const entry = JSON.parse(readFileSync(path.join(PAGEFIND, 'pagefind-entry.json'), 'utf8'));
  const metaFile = `pagefind.${entry.languages.en.hash}.pf_meta`;
  const meta = readIndexFile(readFileSync(path.join(PAGEFIND, metaFile)), metaFile) as unknown[];
  return (meta[2] as [string, string, string][]).map(([from, to, hash]) => {
    const file = `index/${hash}.pf_index`;
    const [words] = readIndexFile(readFileSync(path.join(PAGEFIND, file)), file) as [Word[]];
    return {from, to, hash, words};
  });
}

const utf8Order = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const firstLetters = (word: string) => Array.from(word).slice(0, SHARED_PREFIX).join('');

test('the word index is cut as rechunkIndex cuts it: small chunks, never between words sharing their first letters', () => {
  const chunks = builtChunks();
  const words = chunks.flatMap((chunk) => chunk.words);
  const expected = cutChunks(words, PLACES_PER_CHUNK) as Word[][];
  expect(chunks.map((chunk) => chunk.words.length), 'the chunks of rechunkIndex.mjs').toEqual(expected.map((chunk) => chunk.length));
  // Pagefind's own chunks hold 20,000 places each, about 14 for this site.
  expect(chunks.length).toBeGreaterThan(40);
  chunks.forEach((chunk, index) => {
    const [first, last] = [chunk.words[0]![0], chunk.words.at(-1)![0]];
    expect(utf8Order(chunk.from, first), `${chunk.hash} starts at or before ${first}`).toBeLessThanOrEqual(0);
    expect(chunk.to, `${chunk.hash} ends at its last word`).toBe(last);
    const next = chunks[index + 1];
    if (next) {
      expect(firstLetters(last), `${last} and ${next.words[0]![0]} are apart`).not.toBe(firstLetters(next.words[0]![0]));
      expect(utf8Order(chunk.to, next.from), `${chunk.hash} ends before ${next.hash} starts`).toBeLessThan(0);
    }
  });
});

test("a search of each chunk's last word loads that chunk: Pagefind's runtime reads the table as it is written", async () => {
  const chunks = builtChunks();
  const runtime = (await loadNodePagefind(BUILD)) as unknown as {search(term: string): Promise<{results: unknown[]}>};
  const loaded: string[] = [];
  const fetchFiles = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    if (address.endsWith('.pf_index')) loaded.push(path.basename(fileURLToPath(address), '.pf_index'));
    return fetchFiles(input, init);
  };
  try {
    // In table order, so that no chunk searched for has been loaded by an earlier search.
    for (const chunk of chunks) {
      const word = chunk.words.at(-1)![0];
      loaded.length = 0;
      const {results} = await runtime.search(word);
      expect(loaded, `a search of "${word}" loads ${chunk.hash}`).toContain(chunk.hash);
      expect(results.length, `a search of "${word}" finds its pages`).toBeGreaterThan(0);
    }
  } finally {
    globalThis.fetch = fetchFiles;
  }
});
