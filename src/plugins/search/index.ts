/**
 * Site search with Pagefind (https://pagefind.app), the engine of Astro Starlight. After the build,
 * it indexes the pages readers search for (guides, API operations and blog posts, which the
 * wrappers in theme/ mark with data-pagefind-body) into build/pagefind/ (writeIndex.mjs): an index
 * split into chunks, so a search downloads the WebAssembly engine and only the chunks of the words
 * typed, however large the site grows. It also provides the navbar search box (theme/SearchBar,
 * which loads Pagefind on first use) and marks the searched words on the page a result opens
 * (highlightOnArrival.ts). Built HTML is only read; the index is written beside it.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {Plugin} from '@docusaurus/types';
import {writeLexicon} from '../../features/search/buildLexicon';

function writeSearchIndex(outDir: string): Promise<{pageCount: number}> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'writeIndex.mjs'), {workerData: {outDir}});
    worker.once('message', resolve);
    worker.once('error', (error) => reject(new Error(`search: ${error.message}`, {cause: error})));
    worker.once('exit', (code) => code !== 0 && reject(new Error(`search: the indexing worker exited with code ${code}`)));
  });
}

export default function searchPlugin(): Plugin {
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'highlightOnArrival.ts')],
    async postBuild({outDir}) {
      const {pageCount} = await writeSearchIndex(outDir);
      console.log(`[search] Pagefind indexed ${pageCount} pages into ${path.join(outDir, 'pagefind')}`);
      // The lexicon is made from Pagefind's record of the pages, so it holds exactly the indexed words.
      const {words, synonyms} = await writeLexicon(outDir);
      console.log(`[search] lexicon: ${words} site words, ${synonyms} readers' words with the site's words of the same meaning`);
    },
  };
}
