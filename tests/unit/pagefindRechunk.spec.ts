/**
 * src/patches/pagefind/rechunkIndex.mjs over a small index in Pagefind's format (gzip, signature, CBOR):
 * what it writes, and that a file it cannot read back byte for byte stops it, naming the patch.
 * tests/build/pagefindChunks.spec.ts checks the built site's index and Pagefind's runtime over it.
 */
import {gunzipSync, gzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {decodeCbor, encodeCbor} from '../../src/patches/pagefind/cbor.mjs';
import {PATCH, rechunkIndex, readIndexFile} from '../../src/patches/pagefind/rechunkIndex.mjs';

const SIGNATURE = 'pagefind_dcd';
const pagefindFile = (value: unknown) => gzipSync(Buffer.concat([Buffer.from(SIGNATURE), encodeCbor(value as never)]));
/** A word on `pages` pages, `places` places on each (page numbers from 0). */
const word = (text: string, pages: number, places: number) => [text, Array.from({length: pages}, (_, page) => [page, Array.from({length: places}, (_, at) => at * 7), []]), []];

/** Pagefind's files for these chunks of words: the entry, the meta file and one file per chunk. */
function pagefindOutput(chunks: unknown[][]) {
  const table = chunks.map((words, index) => [(words[0] as string[])[0], (words.at(-1) as string[])[0], `en_chunk${index}`]);
  const meta = ['1.5.2', [['en_page0', 100]], table, [], [], ['title']];
  return [
    {path: 'pagefind-entry.json', content: Buffer.from(JSON.stringify({version: '1.5.2', languages: {en: {hash: 'en_meta', wasm: 'en', page_count: 1}}}))},
    {path: 'pagefind.en_meta.pf_meta', content: pagefindFile(meta)},
    ...chunks.map((words, index) => ({path: `index/en_chunk${index}.pf_index`, content: pagefindFile([words])})),
    {path: 'fragment/en_page0.pf_fragment', content: Buffer.from('kept')},
  ];
}

const WORDS = [word('acces', 3, 4), word('access', 3, 4), word('accessibl', 2, 2), word('add', 3, 4), word('admin', 3, 4), word('exam', 3, 4), word('exampl', 2, 4), word('score', 3, 4)];

test('CBOR as Pagefind writes it decodes and encodes back to the same bytes', () => {
  const value = ['1.5.2', [0, 23, 24, 255, 256, 65535, 65536, -1, -25, -300], ['√2', 'item_view'], new Map([['a', 1]]), Uint8Array.of(1, 2)];
  const bytes = encodeCbor(value as never);
  expect(decodeCbor(bytes)).toEqual(value);
  expect(Buffer.from(encodeCbor(decodeCbor(bytes))).equals(Buffer.from(bytes))).toBe(true);
});

test('the words are cut into chunks of about the given places, never between words sharing their first three letters', () => {
  const files = rechunkIndex(pagefindOutput([WORDS.slice(0, 5), WORDS.slice(5)]), 20);
  const entry = JSON.parse(files.find((file) => file.path === 'pagefind-entry.json')!.content.toString());
  const metaPath = `pagefind.${entry.languages.en.hash}.pf_meta`;
  expect(entry.languages.en.hash).not.toBe('en_meta');
  const meta = readIndexFile(files.find((file) => file.path === metaPath)!.content, metaPath) as unknown[];
  const table = meta[2] as string[][];
  const chunkWords = table.map(([, , hash]) => (readIndexFile(files.find((file) => file.path === `index/${hash}.pf_index`)!.content, hash!) as string[][][])[0]!.map((entry) => entry[0]));
  // A word's places: on each page, its places and one. acces and access make 30, but "accessibl" shares "acc";
  // add and admin make 30 ("add" and "adm" differ); exam and exampl 25. Each range starts where it departs from the last.
  expect(chunkWords).toEqual([['acces', 'access', 'accessibl'], ['add', 'admin'], ['exam', 'exampl'], ['score']]);
  expect(table.map(([from, to]) => [from, to])).toEqual([['acces', 'accessibl'], ['ad', 'admin'], ['e', 'exampl'], ['s', 'score']]);
  // The other fields of the meta file are as they were; Pagefind's old chunks and meta file are gone, the rest kept.
  expect([meta[0], meta[1], meta[5]]).toEqual(['1.5.2', [['en_page0', 100]], ['title']]);
  expect(files.map((file) => file.path).filter((name) => name.includes('en_chunk') || name.includes('en_meta'))).toEqual([]);
  expect(files.find((file) => file.path === 'fragment/en_page0.pf_fragment')!.content.toString()).toBe('kept');
});

test('an index file that does not read back byte for byte, or a meta file without the chunk table, stops the build, naming the patch', () => {
  const files = pagefindOutput([WORDS]);
  // A length written in a longer form than the shortest: valid CBOR, but not the encoding this patch writes.
  const chunk = files.find((file) => file.path === 'index/en_chunk0.pf_index')!;
  const bytes = gunzipSync(chunk.content);
  const longForm = Buffer.concat([bytes.subarray(0, SIGNATURE.length), Buffer.from([0x98, 0x01]), bytes.subarray(SIGNATURE.length + 1)]);
  const altered = files.map((file) => (file === chunk ? {...file, content: gzipSync(longForm)} : file));
  expect(() => rechunkIndex(altered)).toThrow(`${PATCH} no longer applies: index/en_chunk0.pf_index does not encode back to the same bytes`);

  const withoutTable = files.map((file) => (file.path.endsWith('.pf_meta') ? {...file, content: pagefindFile(['1.6.0', [], 'chunks elsewhere'])} : file));
  expect(() => rechunkIndex(withoutTable)).toThrow(`${PATCH} no longer applies: field 2 of pagefind.en_meta.pf_meta is not a table of [from, to, hash] chunks`);
});
