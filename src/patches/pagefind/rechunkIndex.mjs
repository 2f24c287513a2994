/**
 * Smaller word-index chunks than Pagefind writes (manifest row "smaller index chunks").
 *
 * Pagefind 1.5 closes a chunk of its word index every 20,000 word places, a constant of its indexer with no
 * option (about 24 kB gzip a chunk here). A search loads the chunk of each word it looks up, as typed and as
 * stemmed, so a first search of three or four words fetched 70 to 100 kB of index, most of it words the
 * search never reads, and the 200 kB budget of a first search was met or missed by where the boundaries
 * happened to fall. This rewrites the chunks Pagefind returns, before they are written: the same words, in
 * the same order and encoding, cut into chunks of about PLACES_PER_CHUNK places, and the chunk table of the
 * language's pf_meta file (and so its name in pagefind-entry.json) to match.
 *
 * Where a chunk may end: Pagefind's runtime looks a term up in one chunk (the one whose range holds it) and
 * finds the term's longer forms ("student" finds "students") only among the words loaded, so a boundary
 * between a word and its longer forms loses them. Pagefind's own boundaries could fall anywhere (one fell
 * between "student" and "students"); here two words sharing their first SHARED_PREFIX letters never part.
 * Each chunk's range runs from the first letters that set it apart from the chunk before (as Pagefind's do)
 * to its last word whole.
 *
 * The format is checked, not assumed: every file must decode and encode back to the same bytes, and the
 * tables must have the shape below. Anything else stops the build, naming this patch.
 */
import {createHash} from 'node:crypto';
import {gunzipSync, gzipSync} from 'node:zlib';
import {decodeCbor, encodeCbor} from './cbor.mjs';

export const PATCH = 'smaller index chunks (src/patches/pagefind/rechunkIndex.mjs)';
/** About a fifth of Pagefind's 20,000: chunks of about 5 kB gzip (the one holding "the", 12 kB). */
export const PLACES_PER_CHUNK = 4000;
/** Words sharing this many first letters stay in one chunk, so a term of that length or more finds its longer forms. */
export const SHARED_PREFIX = 3;
/** Every Pagefind index file starts, once unzipped, with this signature. */
const SIGNATURE = Buffer.from('pagefind_dcd');
/** The fields of a pf_meta file this patch reads: [version, pages, chunks: [from, to, hash][], ...]. */
const META_CHUNKS = 2;

const fail = (problem) => {
  throw new Error(`${PATCH} no longer applies: ${problem}. See src/patches/manifest.ts.`);
};

/** A Pagefind file's CBOR value, checked to encode back to the same bytes. */
export function readIndexFile(gzipped, name) {
  const bytes = gunzipSync(gzipped);
  if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) fail(`${name} does not start with Pagefind's signature`);
  const value = decodeCbor(bytes, SIGNATURE.length);
  if (!Buffer.from(encodeCbor(value)).equals(bytes.subarray(SIGNATURE.length))) fail(`${name} does not encode back to the same bytes`);
  return value;
}

const writeIndexFile = (value) => gzipSync(Buffer.concat([SIGNATURE, encodeCbor(value)]), {level: 9});

/** How Pagefind counts a word's size: its places on each page, and one for each page. */
const placesOf = (word) => word[1].reduce((sum, page) => sum + page[1].length + 1, 0);
/** Words are ordered as Rust orders strings: by their UTF-8 bytes. */
const compareWords = (a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const letters = (word, count) => Array.from(word).slice(0, count).join('');
/** The first letters of `word` that sort it after `before`: their common letters and one more. */
function firstDifference(before, word) {
  const [a, b] = [Array.from(before), Array.from(word)];
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared += 1;
  return b.slice(0, shared + 1).join('');
}

/** Cuts the ordered words into chunks of about `placesPerChunk` places, never between words sharing their first letters. */
export function cutChunks(words, placesPerChunk = PLACES_PER_CHUNK) {
  const chunks = [[]];
  let places = 0;
  words.forEach((word, index) => {
    chunks.at(-1).push(word);
    places += placesOf(word);
    const next = words[index + 1];
    if (next && places >= placesPerChunk && letters(word[0], SHARED_PREFIX) !== letters(next[0], SHARED_PREFIX)) {
      chunks.push([]);
      places = 0;
    }
  });
  return chunks;
}

/** A file name's hash part, as Pagefind forms it: the language, then a short hash of the content. */
function hashName(language, content, length, taken) {
  const full = createHash('sha256').update(content).digest('hex');
  for (let size = length; size <= full.length; size += 1) {
    const name = `${language}_${full.slice(0, size)}`;
    if (!taken.has(name)) return name;
  }
  return fail(`two files of ${language} have the same content`);
}

/**
 * Pagefind's files ({path, content}, as its getFiles() returns them) with each language's word index cut
 * into smaller chunks. Every other file is returned as it was.
 */
export function rechunkIndex(files, placesPerChunk = PLACES_PER_CHUNK) {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const entryFile = byPath.get('pagefind-entry.json') ?? fail('Pagefind wrote no pagefind-entry.json');
  const entry = JSON.parse(Buffer.from(entryFile.content).toString('utf8'));
  const replaced = new Set(['pagefind-entry.json']);
  const added = [];
  for (const [language, about] of Object.entries(entry.languages ?? fail('pagefind-entry.json names no languages'))) {
    const metaPath = `pagefind.${about.hash}.pf_meta`;
    const meta = readIndexFile((byPath.get(metaPath) ?? fail(`Pagefind wrote no ${metaPath}`)).content, metaPath);
    const table = meta[META_CHUNKS];
    if (!Array.isArray(table) || !table.every((row) => Array.isArray(row) && row.length === 3 && row.every((cell) => typeof cell === 'string'))) {
      fail(`field ${META_CHUNKS} of ${metaPath} is not a table of [from, to, hash] chunks`);
    }
    const words = table.flatMap(([, , hash]) => {
      const chunkPath = `index/${hash}.pf_index`;
      replaced.add(chunkPath);
      const chunk = readIndexFile((byPath.get(chunkPath) ?? fail(`${metaPath} names ${chunkPath}, which Pagefind did not write`)).content, chunkPath);
      if (!Array.isArray(chunk) || chunk.length !== 1 || !Array.isArray(chunk[0])) fail(`${chunkPath} is not a list of words`);
      return chunk[0];
    });
    words.forEach((word, index) => {
      if (!Array.isArray(word) || typeof word[0] !== 'string' || !Array.isArray(word[1]) || !word[1].every((page) => Array.isArray(page) && Array.isArray(page[1]))) {
        fail(`a word of ${language} is not [word, pages, ...]`);
      }
      if (index > 0 && compareWords(words[index - 1][0], word[0]) >= 0) fail(`the words of ${language} are not in order`);
    });
    const names = new Set();
    meta[META_CHUNKS] = cutChunks(words, placesPerChunk).map((chunk, index, chunks) => {
      const content = writeIndexFile([chunk]);
      const hash = hashName(language, content, 7, names);
      names.add(hash);
      added.push({path: `index/${hash}.pf_index`, content});
      const from = index === 0 ? chunk[0][0] : firstDifference(chunks[index - 1].at(-1)[0], chunk[0][0]);
      return [from, chunk.at(-1)[0], hash];
    });
    replaced.add(metaPath);
    const metaContent = writeIndexFile(meta);
    about.hash = hashName(language, metaContent, 10, new Set());
    added.push({path: `pagefind.${about.hash}.pf_meta`, content: metaContent});
  }
  added.push({path: 'pagefind-entry.json', content: Buffer.from(JSON.stringify(entry))});
  return [...files.filter((file) => !replaced.has(file.path)), ...added];
}
