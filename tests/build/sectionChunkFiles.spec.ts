import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {rspack} from '@rspack/core';

/**
 * Chunk files per section (src/patches/docusaurus-core/lazy-routes/sectionChunkFiles.ts), on the
 * built site: each route table names the files of the chunks it loads, the runtime every page loads
 * names none of them, and every file is still named after its final bytes, so a file whose content
 * changes gets a new name (immutable caching), even though a table now holds other files' hashes.
 */
const JS_DIR = path.join('build', 'assets/js');
const files = () => readdirSync(JS_DIR).filter((name) => name.endsWith('.js'));
const read = (name: string) => readFileSync(path.join(JS_DIR, name), 'utf8');

/** The chunk files a table registers, e.g. "assets/js/17896441.b33e4c32.js", from its [name, id, hash] list. */
function registeredFiles(table: string): string[] {
  const chunks = read(table).match(/(\[\["[^()]*\]\])\.forEach\(/)?.[1];
  expect(chunks, `${table} registers its chunks' files`).toBeTruthy();
  return (JSON.parse(chunks!) as [string, string, string][]).map(([name, , hash]) => `assets/js/${name}.${hash}.js`);
}

test('each route table names its chunks\' files, and the runtime names none of them', () => {
  expect(existsSync(JS_DIR), 'run `npm run build` first').toBe(true);
  const tables = files().filter((name) => name.startsWith('routes-'));
  expect(tables.length).toBeGreaterThan(5);
  const runtime = read(files().find((name) => name.startsWith('runtime~main.'))!);
  let registered = 0;
  for (const table of tables) {
    for (const file of registeredFiles(table)) {
      registered += 1;
      expect(existsSync(path.join('build', file)), `${file}, named by ${table}`).toBe(true);
      const [, name, hash] = path.basename(file).match(/^(.+)\.([0-9a-f]{8})\.js$/)!;
      expect(runtime, `the runtime names ${file}`).not.toContain(`"${hash}"`);
      expect(runtime).not.toContain(`"${name}"`);
    }
  }
  // Every page of the site has chunks of its own, so there are more than pages' worth.
  expect(registered).toBeGreaterThan(150);
});

test('every script is named after the hash of its final bytes', () => {
  const misnamed = files()
    .map((name) => ({name, hash: name.match(/\.([0-9a-f]{8})\.js$/)?.[1]}))
    .filter(({hash}) => hash)
    .filter(({name, hash}) => rspack.util.createHash('xxhash64').update(readFileSync(path.join(JS_DIR, name))).digest('hex').slice(0, 8) !== hash);
  expect(misnamed).toEqual([]);
});
