/**
 * Chunk files per section: the bundler runtime's chunk maps stop growing with the site.
 *
 * The runtime (runtime~main, on every landing) names every async chunk's file in three maps: chunk
 * id to name and to content hash (`__webpack_require__.u`), and Docusaurus's chunk name to id
 * (`__webpack_require__.gca`, used to prefetch a route's chunks). A page's chunks are loaded only
 * through its section's route table (./routeTables.ts), so their entries move into that table's
 * chunk: it registers the file of each chunk it loads, and the runtime looks there first. The
 * runtime keeps the entries of chunks that anything else loads.
 *
 * Immutable caching stays correct: the table's file now contains its chunks' content hashes, and
 * the bundler's real content hash (optimization.realContentHash, on in production) renames each
 * file after its final bytes, so a changed page renames its table and the runtime after it.
 *
 * Its row in src/patches/manifest.ts: `lazy route discovery: chunk files per section`. The build
 * stops, naming the row, when the runtime no longer has the shape rewritten here.
 */
import type {Chunk, ChunkGroup, Compilation, Compiler} from '@rspack/core';

const PATCH = 'Patch "lazy route discovery: chunk files per section" (src/patches/manifest.ts)';
/** The global the tables register their chunks' files in, and the runtime reads. */
const REGISTRY = '__sectionChunkFiles';
/** Route tables are the chunks named `routes-<table id>` (./routeTables.ts). */
const isTableChunk = (chunk: Chunk) => /^routes-/.test(chunk.name ?? '');

type Moved = {id: string; name: string | undefined; file: string; hash: string};

function fail(message: string): never {
  throw new Error(`${PATCH}: ${message}`);
}

/** Removes one `"key": "value"` entry from the object literal that holds it; it must occur once. */
function withoutEntry(source: string, key: string, value: string, map: string): string {
  const entry = new RegExp(`"${key}": ?"${value}",?`, 'g');
  const found = source.match(entry)?.length ?? 0;
  if (found !== 1) {
    fail(`the runtime's ${map} map has ${found} entries "${key}": "${value}" (expected one).`);
  }
  return source.replace(entry, '').replace(/,\s*\}/g, '}');
}

/** The chunks each table loads that nothing but tables loads, with their file and content hash. */
export function movedChunks(compilation: Pick<Compilation, 'chunkGroups'>): Map<Chunk, Moved[]> {
  const tableGroups = new Set<ChunkGroup>(compilation.chunkGroups.filter((group) => group.chunks.some(isTableChunk)));
  const loadedByTablesOnly = (chunk: Chunk) =>
    !isTableChunk(chunk) &&
    [...chunk.groupsIterable].every((group) => !group.isInitial() && group.getParents().length > 0 && group.getParents().every((parent) => tableGroups.has(parent)));
  const moved = new Map<Chunk, Moved[]>();
  for (const group of tableGroups) {
    const table = group.chunks.find(isTableChunk)!;
    const chunks = new Set([...group.childrenIterable].flatMap((child) => child.chunks).filter(loadedByTablesOnly));
    moved.set(
      table,
      [...chunks].map((chunk) => {
        const file = [...chunk.files].find((name) => name.endsWith('.js'));
        const hash = file?.match(/\.([0-9a-f]{8})\.js$/)?.[1];
        if (!file || !hash || chunk.id == null) {
          fail(`chunk ${chunk.id} (${chunk.name}) has no JavaScript file named with an 8-character content hash.`);
        }
        return {id: String(chunk.id), name: chunk.name ?? undefined, file, hash};
      }),
    );
  }
  return moved;
}

/**
 * Where a chunk's file is, around `name.hash`: from the bundler's chunk file template, which must be
 * `<folder>[name].[contenthash:8].js` (Docusaurus's), so that name and hash are all a table sends.
 */
export function fileTemplate(chunkFilename: unknown): {prefix: string; suffix: string} {
  const match = typeof chunkFilename === 'string' ? chunkFilename.match(/^([^[]*)\[name\]\.\[contenthash:8\](\.js)$/) : null;
  if (!match) {
    fail(`the chunk file template is ${JSON.stringify(chunkFilename)}, not "<folder>[name].[contenthash:8].js".`);
  }
  return {prefix: match[1]!, suffix: match[2]!};
}

/** The runtime: the moved entries out of its maps, and a look-up of the registered files first. */
export function rewriteRuntime(source: string, moved: Moved[], template: {prefix: string; suffix: string}): string {
  if (!/__webpack_require__\.u = /.test(source) || !/__webpack_require__\.gca = /.test(source)) {
    fail('the runtime no longer defines __webpack_require__.u and __webpack_require__.gca.');
  }
  let rewritten = source;
  for (const chunk of moved) {
    rewritten = withoutEntry(rewritten, chunk.id, chunk.hash, 'content hash');
    if (chunk.name !== undefined && chunk.name !== chunk.id) {
      rewritten = withoutEntry(rewritten, chunk.id, chunk.name, 'chunk name');
      rewritten = withoutEntry(rewritten, chunk.name, chunk.id, 'Docusaurus chunk asset');
    }
  }
  const end = rewritten.lastIndexOf('})()');
  if (end === -1) {
    fail('the runtime is no longer one function expression called at once.');
  }
  const lookFirst = `
var sectionChunkFiles = globalThis.${REGISTRY} = globalThis.${REGISTRY} || {files: {}, ids: {}};
var fileOfChunk = __webpack_require__.u;
__webpack_require__.u = (chunkId) => chunkId in sectionChunkFiles.files ? ${JSON.stringify(template.prefix)} + sectionChunkFiles.files[chunkId] + ${JSON.stringify(template.suffix)} : fileOfChunk(chunkId);
var assetOfChunkName = __webpack_require__.gca;
__webpack_require__.gca = (chunkName) => chunkName in sectionChunkFiles.ids ? __webpack_require__.p + __webpack_require__.u(sectionChunkFiles.ids[chunkName]) : assetOfChunkName(chunkName);
`;
  return `${rewritten.slice(0, end)}${lookFirst}${rewritten.slice(end)}`;
}

/**
 * What a table's chunk runs when it loads: for each chunk it loads, its name (or id), id and content
 * hash, which the runtime makes into the chunk's file (`<name>.<hash>`) and Docusaurus's name look-up.
 */
export function registration(moved: Moved[]): string {
  const chunks = moved.map(({id, name, hash}) => [name ?? id, id, hash]);
  return `\n;(function(registry){${JSON.stringify(chunks)}.forEach(function(chunk){registry.files[chunk[1]]=chunk[0]+"."+chunk[2];registry.ids[chunk[0]]=chunk[1]})})(globalThis.${REGISTRY}=globalThis.${REGISTRY}||{files:{},ids:{}});\n`;
}

export class SectionChunkFilesPlugin {
  /** Docusaurus types plugins against webpack's compiler; this one runs in Rspack (@docusaurus/faster). */
  apply(bundlerCompiler: unknown): void {
    const compiler = bundlerCompiler as Compiler;
    const {Compilation: CompilationClass, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SectionChunkFiles', (compilation) => {
      if (compilation.options.optimization.realContentHash === false) {
        fail('optimization.realContentHash is off, so a table\'s file would keep its name when its chunks change.');
      }
      // Before minification, where the runtime reads as the bundler writes it.
      compilation.hooks.processAssets.tap({name: 'SectionChunkFiles', stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE}, () => {
        const moved = movedChunks(compilation);
        if (moved.size === 0) {
          fail('the browser bundle has no route table chunks.');
        }
        const runtimeChunk = [...compilation.chunks].find((chunk) => chunk.name === 'runtime~main');
        const runtimeFile = runtimeChunk && [...runtimeChunk.files].find((file) => file.endsWith('.js'));
        if (!runtimeFile) {
          fail('the browser bundle has no runtime~main chunk.');
        }
        // A chunk that several tables load (shared by pages of several sections) is in each of them.
        const all = [...new Map([...moved.values()].flat().map((chunk) => [chunk.id, chunk])).values()];
        const template = fileTemplate(compilation.outputOptions.chunkFilename);
        compilation.updateAsset(runtimeFile, new sources.RawSource(rewriteRuntime(compilation.assets[runtimeFile]!.source().toString(), all, template)));
        for (const [table, chunks] of moved) {
          const tableFile = [...table.files].find((file) => file.endsWith('.js'))!;
          const source = compilation.assets[tableFile]!.source().toString();
          compilation.updateAsset(tableFile, new sources.RawSource(source + registration(chunks)));
        }
      });
    });
  }
}
