/**
 * Site search with Pagefind (https://pagefind.app), the engine of Astro Starlight. After the build,
 * it indexes the pages readers search for (guides, API operations and blog posts, which the
 * wrappers in theme/ mark with data-pagefind-body) into build/pagefind/ (writeIndex.mjs): an index
 * split into chunks, so a search downloads the WebAssembly engine and only the chunks of the words
 * typed, however large the site grows. It also provides the navbar search box (theme/SearchBar,
 * which loads Pagefind on first use) and marks the searched words on the page a result opens
 * (highlightOnArrival.ts). Indexing is the last step of the post-build pipeline (src/postBuild.ts),
 * which hands it the pages as published; the index is written beside them.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {Plugin} from '@docusaurus/types';
import {headOf, metaDescriptionIn, type PostBuildStep} from '../../builtSite';
import {writeLexicon} from './buildLexicon';
import {codeSampleLanguages, indexOnlyWords, withIndexOnlyWords} from './indexOnlyWords';

type PageText = {title: string; content: string; route?: string};
type IndexerAnswer = {pageCount: number} | {texts: [file: string, text: PageText][]};

function runIndexer(outDir: string, pages: [file: string, html: string][], read: boolean): Promise<IndexerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'writeIndex.mjs'), {workerData: {outDir, pages, read}});
    worker.once('message', resolve);
    worker.once('error', (error) => reject(new Error(`search: ${error.message}`, {cause: error})));
    worker.once('exit', (code) => code !== 0 && reject(new Error(`search: the indexing worker exited with code ${code}`)));
  });
}

/**
 * Indexes the pages twice: first in memory, to read each page's text as Pagefind sees it, then for
 * good, each page with its index-only words (indexOnlyWords.ts) added to the HTML Pagefind reads.
 */
async function writeSearchIndex(outDir: string, pages: [file: string, html: string][]): Promise<number> {
  const {texts} = (await runIndexer(outDir, pages, true)) as {texts: [string, PageText][]};
  const htmlOf = new Map(pages);
  const added = new Map(
    texts.map(([file, {title, content, route}]) => {
      const html = htmlOf.get(file) ?? '';
      return [file, indexOnlyWords(title, content, route, metaDescriptionIn(headOf(html)), codeSampleLanguages(html))];
    }),
  );
  const expanded = pages.map(([file, html]): [string, string] => [file, withIndexOnlyWords(html, added.get(file) ?? {title: [], body: [], description: [], samples: []})]);
  const {pageCount} = (await runIndexer(outDir, expanded, false)) as {pageCount: number};
  return pageCount;
}

export default function searchPlugin(): Plugin {
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'highlightOnArrival.ts')],
  };
}

export const searchIndexStep: PostBuildStep = {
  name: 'search',
  async run({outDir, pages}) {
    const pageCount = await writeSearchIndex(outDir, [...pages]);
    console.log(`[search] Pagefind indexed ${pageCount} pages into ${path.join(outDir, 'pagefind')}`);
    // The lexicon is made from Pagefind's record of the pages, so it holds exactly the indexed words.
    const {words, synonyms} = await writeLexicon(outDir);
    console.log(`[search] lexicon: ${words} site words, ${synonyms} readers' words with the site's words of the same meaning`);
  },
};
