import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {PATCHES, type PatchRow} from '../../src/patches/manifest';
import {checkPatchShapes, moduleReplacements, sourceRewrites} from '../../src/patches';
import {packageFile} from '../../src/patches/moduleReplacement';
import {lazyRouteReplacements} from '../../src/patches/docusaurus-core/lazy-routes';

/**
 * Each row of src/patches/manifest.ts, against the installed packages: the version is in the
 * checked range, the target still has the shape the patch relies on, and the guarding test exists.
 */
const SITE = path.resolve(__dirname, '../..');

const parts = (version: string) => version.split('-')[0]!.split('.').map(Number);
function compare(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    if (x[index] !== y[index]) return (x[index] ?? 0) - (y[index] ?? 0);
  }
  return 0;
}

for (const row of PATCHES) {
  test(`patch "${row.id}": ${row.package} is in its checked range, its target has the expected shape, its guard exists`, () => {
    const {version} = JSON.parse(readFileSync(packageFile(`${row.package}/package.json`), 'utf8')) as {version: string};
    expect(compare(version, row.versions.from), `${row.package}@${version} is older than the patch was checked against`).toBeGreaterThanOrEqual(0);
    expect(compare(version, row.versions.below), `${row.package}@${version}: read src/patches/${row.folder}/ and update the row`).toBeLessThan(0);
    for (const {file, contains} of row.shape) {
      expect(readFileSync(packageFile(file), 'utf8'), `${file} no longer contains ${contains}`).toMatch(contains);
    }
    expect(existsSync(path.join(SITE, row.guardedBy)), `${row.guardedBy} is missing`).toBe(true);
    expect(existsSync(path.join(SITE, 'src/patches', row.folder)), `src/patches/${row.folder} is missing`).toBe(true);
  });
}

test('every module replacement is a row of the manifest, and every module-replacement row is made', () => {
  // Lazy route discovery's are made in the production browser bundle only, into a folder of tables.
  const replaced = [...moduleReplacements(SITE), ...lazyRouteReplacements(path.join(SITE, '.docusaurus/lazy-routes'))].map(({name}) => name);
  const rows = PATCHES.filter(({kind}) => kind === 'module replacement').map(({id}) => id);
  expect([...replaced].sort()).toEqual([...rows].sort());
  expect(new Set(PATCHES.map(({id}) => id)).size).toBe(PATCHES.length);
});

test('a row whose target has changed shape stops the build, naming the row', () => {
  expect(() => checkPatchShapes()).not.toThrow();
  const reshaped = (request: string) => (request === PATCHES[0].shape[0]!.file ? path.join(SITE, 'package.json') : packageFile(request));
  expect(() => checkPatchShapes(reshaped)).toThrow(`Patch "${PATCHES[0].id}" (src/patches/manifest.ts)`);
});

test('every source rewrite is a row of the manifest, in its folder, and every source-rewrite row is made', () => {
  const rewrites = sourceRewrites.map((rewrite) => ({rewrite, ...(require(rewrite) as {name: string; file: string})}));
  const rows = PATCHES.filter(({kind}) => kind === 'source rewrite');
  expect(rewrites.map(({name}) => name).sort()).toEqual(rows.map(({id}) => id).sort());
  for (const {rewrite, name, file} of rewrites) {
    const row = rows.find(({id}) => id === name)!;
    expect(path.dirname(rewrite), `${name} is not in its row's folder`).toBe(path.join(SITE, 'src/patches', row.folder));
    expect(row.target.startsWith(file), `${name} rewrites ${file}, its row names ${row.target}`).toBe(true);
  }
});

test('a source rewrite whose file no longer matches stops the build, naming the row', () => {
  const loader = require('../../src/patches/sourceRewriteLoader.cjs') as (this: unknown, source: string) => string;
  for (const rewrite of sourceRewrites) {
    const {name, file} = require(rewrite) as {name: string; file: string};
    const context = {getOptions: () => ({rewrite}), resourcePath: packageFile(file)};
    const source = readFileSync(packageFile(file), 'utf8');
    expect(loader.call(context, source)).not.toBe(source);
    expect(() => loader.call(context, 'module.exports = {};')).toThrow(`Patch "${name}" (src/patches/manifest.ts)`);
  }
});

test('every row kept for what it saves is measured by the savings script, and a measured row saves at least 2 kB', async () => {
  const {SAVING_GROUPS} = (await import('../../scripts/bench/patchSavings.mjs')) as {SAVING_GROUPS: {rows: string[]}[]};
  const measurable = new Set(SAVING_GROUPS.flatMap(({rows}) => rows));
  const rows = PATCHES as readonly PatchRow[];
  for (const id of measurable) {
    expect(rows.some((row) => row.id === id), `the savings script names "${id}", which is no row`).toBe(true);
  }
  for (const {id, effect, saves} of rows) {
    if (effect.startsWith('Saves') || saves) {
      expect(measurable.has(id), `"${id}" is kept for a saving the savings script does not measure`).toBe(true);
    }
    if (saves) {
      expect(saves.gzipBytes, `"${id}" saves under 2 kB and fixes no defect: drop it`).toBeGreaterThanOrEqual(2048);
    }
  }
});
