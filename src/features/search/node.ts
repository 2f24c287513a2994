/**
 * The site's search in Node, ranking exactly as the browser does: the same engine (engine.ts) over
 * Pagefind's own browser runtime, loaded from the built site's pagefind/ folder, whose downloads a
 * small fetch stand-in reads from disk. For tools that search the built site without a browser.
 */
import {mkdtemp, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {createSearch, type Pagefind} from './engine';
import {LEXICON_DIR} from './lexicon';

export type NodeSearchResult = {url: string; title: string; heading: string; anchor?: string; excerpt: string; score: number};

type PagefindRuntime = Pagefind & {options(options: Record<string, unknown>): Promise<void>; init(): Promise<void>};

let fetchReadsFiles = false;

/** Pagefind's runtime downloads its engine and index with fetch; file: addresses are read from disk. */
function letFetchReadFiles(): void {
  if (fetchReadsFiles) return;
  fetchReadsFiles = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    if (!address.startsWith('file:')) {
      return networkFetch(input, init);
    }
    const body = await readFile(new URL(address));
    return new Response(body, {headers: address.endsWith('.pagefind') ? {'content-type': 'application/wasm'} : {}});
  };
}

const readJson = async (file: string) => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * Pagefind's own browser runtime over the built site's index. Each runtime module is loaded once per
 * process, so each build folder gets its own copy.
 */
export async function loadNodePagefind(buildDir: string): Promise<Pagefind> {
  const pagefindDir = path.resolve(buildDir, 'pagefind');
  letFetchReadFiles();
  // Loaded as a copy named .mjs: pagefind.js is an ES module, and a loader (such as a test runner's)
  // may otherwise take a .js file for CommonJS.
  const copy = path.join(await mkdtemp(path.join(tmpdir(), 'pagefind-')), 'pagefind.mjs');
  await writeFile(copy, await readFile(path.join(pagefindDir, 'pagefind.js')));
  const runtime = (await import(/* webpackIgnore: true */ pathToFileURL(copy).href)) as PagefindRuntime;
  await runtime.options({basePath: `${pathToFileURL(pagefindDir).href}/`, baseUrl: '/'});
  await runtime.init();
  return runtime;
}

export function createNodeSearch(buildDir: string) {
  const lexiconDir = path.resolve(buildDir, LEXICON_DIR);
  const ready = loadNodePagefind(buildDir).then((runtime) => createSearch(runtime, (name) => readJson(path.join(lexiconDir, name))));
  return async (query: string, options: {limit?: number} = {}): Promise<NodeSearchResult[]> => {
    const {results} = await (await ready)(query, {limit: options.limit});
    return results.map(({excerptParts, ...result}) => result);
  };
}
