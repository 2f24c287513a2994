/**
 * Writes the Pagefind index of a built site: `outDir`/pagefind/. The plugin runs it in a worker
 * thread, because Docusaurus loads plugins through jiti, whose import() cannot load Pagefind, an
 * ES module only package. Also runnable alone: `node src/features/search/writeIndex.mjs build`, which
 * indexes the pages as built, without the index-only words the build's search step adds (index.ts).
 */
import {mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {isMainThread, parentPort, workerData} from 'node:worker_threads';
import {gunzipSync} from 'node:zlib';
import * as pagefind from 'pagefind';
import {rechunkIndex} from '../../patches/pagefind/rechunkIndex.mjs';

/** Parts of indexed pages that answer no search: they would only add noise and index size. */
export const EXCLUDED_SELECTORS = [
  // The API explorer and code samples: the same request form and snippets on every operation page.
  '.openapi-right-panel__container',
  // Example values and example JSON in API schemas and responses.
  '.openapi-example',
  '.theme-api-markdown .theme-code-block',
  // The same examples as the server sends them, plain (src/theme/CodeSamples).
  '.theme-api-markdown .openapi-code__code-samples-container',
];

/**
 * Where a word ends on screen but not in the markup. The built pages leave out optional end tags (`<td>Frog<td>✓`),
 * and Pagefind separates an element's words from the next only at its end tag, so table cells, list items and
 * paragraphs ran together in the index and in excerpts ("AnimalMammalBirdAmphibianFish"). A space goes before the
 * start tag of each element whose end tag HTML lets a page leave out, in the HTML Pagefind reads only.
 */
const END_TAG_OPTIONAL = /<(?=(?:dd|dt|li|p|td|th|tr)[\s/>])/gi;
/**
 * An API operation's error responses (status 400 and up) all have the same body, the Error schema (code, message,
 * details), printed again under each status: seven times on most operation pages. Indexed each time, its words
 * outweighed the page's own, so "access code" found the delete operations (short pages) before the roster page
 * that explains access codes. The schema is indexed once per page, under its first error status; each status's
 * own description is still indexed.
 */
const ERROR_SCHEMA_PARTS = /tab-print-label" data-pagefind-ignore=all>(\d{3})<\/div>|<div class=openapi-tabs__schema-container>/g;
const IGNORED_SCHEMA = '<div class=openapi-tabs__schema-container data-pagefind-ignore=all>';
function withErrorSchemaOnce(html) {
  let status = 0;
  let errorSchemas = 0;
  return html.replace(ERROR_SCHEMA_PARTS, (part, code) => {
    if (code) {
      status = Number(code);
      return part;
    }
    return status >= 400 && ++errorSchemas > 1 ? IGNORED_SCHEMA : part;
  });
}
/** A page as Pagefind reads it: words apart where the screen shows them apart, and the error body once. */
const asIndexed = (html) => withErrorSchemaOnce(html.replace(END_TAG_OPTIONAL, ' <'));

/** Only these pages are indexed: the wrappers in theme/ mark guide, API and blog post content. */
const INDEXED = 'data-pagefind-body';

/** Every built page of `outDir`, read once: [path relative to `outDir`, HTML]. */
async function readPages(outDir) {
  const files = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
  return Promise.all(files.map(async (file) => [file, await readFile(path.join(outDir, file), 'utf8')]));
}

/** A Pagefind fragment (gzipped JSON after a signature) as an object. */
function readFragment(bytes) {
  const text = gunzipSync(bytes).toString('utf8');
  return JSON.parse(text.slice(text.indexOf('{')));
}

/**
 * Indexes the pages marked data-pagefind-body into `outDir`/pagefind; throws on any indexing error.
 * With `read`, writes nothing and returns each page's indexed text instead ([file, title and content]),
 * as Pagefind reads it: the index-only words of each page are chosen from it (indexOnlyWords.ts).
 */
export async function writeSearchIndex(outDir, builtPages, read = false) {
  const pages = builtPages.filter(([, html]) => html.includes(INDEXED));
  try {
    // The Node API runs the binary that ships in Pagefind's platform package as a service.
    const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: EXCLUDED_SELECTORS});
    if (!index) {
      throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    }
    const urls = new Map();
    for (const [file, html] of pages) {
      const added = await index.addHTMLFile({sourcePath: file, content: asIndexed(html)});
      if (added.errors.length > 0) {
        throw new Error(`indexing ${file} failed: ${added.errors.join('; ')}`);
      }
      urls.set(added.file.url, file);
    }
    // The files are taken from Pagefind and written here, not by its writeFiles: Pagefind 1.5 writes each file
    // through tokio without flushing it, so writeFiles can answer before a file's last bytes have landed, and
    // closing Pagefind then leaves the file cut short (seen once: pagefind.js ended at 32,768 of 45,555 bytes).
    const {files, errors: readErrors} = await index.getFiles();
    if (readErrors.length > 0) {
      throw new Error(`reading the index failed: ${readErrors.join('; ')}`);
    }
    if (read) {
      const fragments = files.filter((file) => file.path.endsWith('.pf_fragment')).map((file) => readFragment(Buffer.from(file.content)));
      return {texts: fragments.map((fragment) => [urls.get(fragment.url), {title: fragment.meta.title ?? '', content: fragment.content, route: fragment.meta.route}])};
    }
    // An index written before (indexing run again on a build) would leave its fragments beside the new ones,
    // and the lexicon (buildLexicon.ts) reads every fragment of the folder: each page would count twice.
    await rm(path.join(outDir, 'pagefind'), {recursive: true, force: true});
    // Pagefind's word index in smaller chunks, so that a first search downloads less of it (the patch says why).
    await Promise.all(
      rechunkIndex(files).map(async (file) => {
        const target = path.join(outDir, 'pagefind', file.path);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, file.content);
      }),
    );
    return {pageCount: pages.length};
  } finally {
    await pagefind.close();
  }
}

if (!isMainThread && workerData?.outDir) {
  parentPort.postMessage(await writeSearchIndex(workerData.outDir, workerData.pages, workerData.read));
} else if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const {pageCount} = await writeSearchIndex(outDir, await readPages(outDir));
  console.log(`Pagefind indexed ${pageCount} pages.`);
}
