/**
 * Writes the Pagefind index of a built site: `outDir`/pagefind/. The plugin runs it in a worker
 * thread, because Docusaurus loads plugins through jiti, whose import() cannot load Pagefind, an
 * ES module only package. Also runnable alone: `node src/plugins/search/writeIndex.mjs build`.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {isMainThread, parentPort, workerData} from 'node:worker_threads';
import * as pagefind from 'pagefind';

/** Parts of indexed pages that answer no search: they would only add noise and index size. */
export const EXCLUDED_SELECTORS = [
  // The API explorer and code samples: the same request form and snippets on every operation page.
  '.openapi-right-panel__container',
  // Example values and example JSON in API schemas and responses.
  '.openapi-example',
  '.theme-api-markdown .theme-code-block',
];

/** Indexes every page of `outDir` marked data-pagefind-body; throws on any indexing error. */
export async function writeSearchIndex(outDir) {
  try {
    // The Node API runs the binary that ships in Pagefind's platform package as a service.
    const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: EXCLUDED_SELECTORS});
    if (!index) {
      throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    }
    const added = await index.addDirectory({path: outDir});
    if (added.errors.length > 0 || added.page_count === 0) {
      throw new Error(`indexing ${outDir} failed (${added.page_count} pages): ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({outputPath: path.join(outDir, 'pagefind')});
    if (written.errors.length > 0) {
      throw new Error(`writing the index failed: ${written.errors.join('; ')}`);
    }
    return {pageCount: added.page_count};
  } finally {
    await pagefind.close();
  }
}

if (!isMainThread && workerData?.outDir) {
  parentPort.postMessage(await writeSearchIndex(workerData.outDir));
} else if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  const {pageCount} = await writeSearchIndex(path.resolve(process.argv[2] ?? 'build'));
  console.log(`Pagefind indexed ${pageCount} pages.`);
}
