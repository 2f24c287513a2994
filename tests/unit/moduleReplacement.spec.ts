import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {rspack} from '@rspack/core';
import {checkExpectations, replacementPlugins, type ModuleReplacement} from '../../src/patches/moduleReplacement';
import {docusaurusTabsReplacements} from '../../src/patches/openapi-theme/docusaurusTabs';

/**
 * The self-checks of src/patches/moduleReplacement, run through the same functions the production
 * build calls: a real bundler compilation for "replaced nothing", and the pre-build check for a
 * target that is missing or has changed shape.
 */

/** Compiles a tiny project (an entry importing ./target.js) with the replacements; returns its error messages. */
async function compile(replacements: ModuleReplacement[]): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'module-replacement-'));
  writeFileSync(path.join(dir, 'entry.js'), "import target from './target.js';\nconsole.log(target);\n");
  writeFileSync(path.join(dir, 'target.js'), 'export default "the original";\n');
  const standInDir = mkdtempSync(path.join(tmpdir(), 'stand-in-'));
  writeFileSync(path.join(standInDir, 'standIn.js'), 'export default "the stand-in";\n');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {path: path.join(dir, 'dist')},
    plugins: replacementPlugins(rspack, replacements.map((replacement) => ({...replacement, module: path.join(standInDir, replacement.module)})), {checkApplied: true}),
  });
  const stats = await new Promise<{compilation: {errors: {message: string}[]}}>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result as never))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return stats.compilation.errors.map((error) => error.message);
}

test('a replacement that applies leaves the build without errors', async () => {
  expect(await compile([{name: 'target stand-in', request: /^\.\/target\.js$/, module: 'standIn.js'}])).toEqual([]);
});

test('a replacement pointed at a module that is not there fails the build and names itself', async () => {
  const errors = await compile([{name: 'moved module stand-in', request: /^\.\/moved-away\.js$/, module: 'standIn.js'}]);
  expect(errors).toEqual([expect.stringContaining('Patch "moved module stand-in" (src/patches/manifest.ts) replaced no import')]);
});

test('a replacement limited to importers elsewhere replaces nothing here, and says so', async () => {
  const errors = await compile([{name: 'elsewhere', request: /^\.\/target\.js$/, importedFrom: /[\\/]no-such-package$/, module: 'standIn.js'}]);
  expect(errors).toEqual([expect.stringContaining('"elsewhere"')]);
});

test('a target file that is missing or has changed shape stops the build before it starts, by name', () => {
  expect(() =>
    checkExpectations([{name: 'gone', expects: [{file: '@docusaurus/core/lib/client/no-such-file.js', contains: /./}]}]),
  ).toThrow(/Patch "gone" \(src\/patches\/manifest\.ts\): @docusaurus\/core\/lib\/client\/no-such-file\.js no longer exists/);
  expect(() =>
    checkExpectations([{name: 'reshaped', expects: [{file: '@docusaurus/core/lib/client/docusaurus.js', contains: /prefetchEverythingAtOnce/}]}]),
  ).toThrow(/Patch "reshaped" \(src\/patches\/manifest\.ts\): .* no longer contains/);
  expect(() => checkExpectations([{name: 'intact', expects: [{file: '@docusaurus/core/lib/client/docusaurus.js', contains: /prefetch/}]}])).not.toThrow();
});

test("a Tabs swizzle of the site's own turns off the guides' Tabs replacement, so the swizzle applies everywhere", () => {
  const names = (siteDir: string) => docusaurusTabsReplacements(siteDir).map(({name}) => name);
  const withoutSwizzle = mkdtempSync(path.join(tmpdir(), 'site-'));
  expect(names(withoutSwizzle)).toContain("Docusaurus's Tabs in guides and blog posts");
  const withSwizzle = mkdtempSync(path.join(tmpdir(), 'site-'));
  mkdirSync(path.join(withSwizzle, 'src/theme/Tabs'), {recursive: true});
  writeFileSync(path.join(withSwizzle, 'src/theme/Tabs/index.tsx'), 'export {default} from "@theme-original/Tabs";\n');
  expect(names(withSwizzle)).not.toContain("Docusaurus's Tabs in guides and blog posts");
  expect(names(withSwizzle)).toContain("Docusaurus's TabItem in guides and blog posts");
});
