import {expect, test} from '@playwright/test';
import {fileTemplate, registration, rewriteRuntime} from '../../src/patches/docusaurus-core/lazy-routes/sectionChunkFiles';

/**
 * The runtime's chunk file functions as Rspack 1.7 writes them before minification (names and
 * hashes shortened), inside the runtime's function, and Docusaurus's chunk asset function.
 */
const RUNTIME = `(() => {
var __webpack_require__ = {p: "/"};
__webpack_require__.u = (chunkId) => {
  // return url for filenames based on template
  return "assets/js/" + ({"11": "aaaa0011","12": "aaaa0012","13": "aaaa0013",}[chunkId] || chunkId) + "." + {"11": "hash0011","12": "hash0012","13": "hash0013","14": "hash0014",}[chunkId] + ".js"
}
__webpack_require__.gca = function(chunkId) { chunkId = {"aaaa0011":"11","aaaa0012":"12","aaaa0013":"13"}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };
globalThis.runtimeForTest = __webpack_require__;
})()`;

/** Chunk 12 is a page's chunk, loaded only by its section's route table; 14 has no name. */
const PAGE_CHUNKS = [
  {id: '12', name: 'aaaa0012', file: 'assets/js/aaaa0012.hash0012.js', hash: 'hash0012'},
  {id: '14', name: undefined, file: 'assets/js/14.hash0014.js', hash: 'hash0014'},
];

const TEMPLATE = fileTemplate('assets/js/[name].[contenthash:8].js');

type Runtime = {u: (id: string) => string; gca: (name: string) => string};

function run(...scripts: string[]): Runtime {
  const scope = {} as {runtimeForTest?: Runtime; __sectionChunkFiles?: unknown};
  for (const script of scripts) {
    new Function('globalThis', script)(scope);
  }
  return scope.runtimeForTest!;
}

test('the runtime keeps no entry of a chunk its section\'s table registers, and finds it once the table has loaded', () => {
  const rewritten = rewriteRuntime(RUNTIME, PAGE_CHUNKS, TEMPLATE);
  expect(rewritten).not.toMatch(/aaaa0012|hash0012|hash0014/);
  const runtime = run(rewritten);
  // Chunks that other code loads are untouched.
  expect(runtime.u('11')).toBe('assets/js/aaaa0011.hash0011.js');
  expect(runtime.gca('aaaa0013')).toBe('/assets/js/aaaa0013.hash0013.js');
  // Before the table has loaded, the page's chunk is unknown (Docusaurus's prefetch skips "undefined").
  expect(runtime.gca('aaaa0012')).toContain('undefined');

  const withTable = run(rewritten, registration(PAGE_CHUNKS));
  expect(withTable.u('12')).toBe('assets/js/aaaa0012.hash0012.js');
  expect(withTable.u('14')).toBe('assets/js/14.hash0014.js');
  expect(withTable.gca('aaaa0012')).toBe('/assets/js/aaaa0012.hash0012.js');
  expect(withTable.u('11')).toBe('assets/js/aaaa0011.hash0011.js');
});

test('a table registered before the runtime has run is kept', () => {
  const runtime = run(registration(PAGE_CHUNKS), rewriteRuntime(RUNTIME, PAGE_CHUNKS, TEMPLATE));
  expect(runtime.u('12')).toBe('assets/js/aaaa0012.hash0012.js');
});

test('a runtime of another shape stops the build, naming the patch', () => {
  const otherShape = RUNTIME.replace('"12": "hash0012",', '');
  expect(() => rewriteRuntime(otherShape, PAGE_CHUNKS, TEMPLATE)).toThrow(/Patch "lazy route discovery: chunk files per section".*content hash map has 0 entries "12"/);
  expect(() => fileTemplate('assets/js/[id].[contenthash:8].js')).toThrow(/chunk file template/);
  expect(() => rewriteRuntime(RUNTIME.replace('__webpack_require__.gca = ', 'getChunkAsset = '), PAGE_CHUNKS, TEMPLATE)).toThrow(/no longer defines/);
});
