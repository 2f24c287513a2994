/**
 * How this site's plugins change modules of Docusaurus and the OpenAPI theme that configuration
 * and swizzling cannot reach: at bundle time, an import is answered with a module of ours (a
 * stand-in, kept beside the plugin that needs it). Every replacement checks itself, because an
 * upgrade that renames or moves a replaced module would otherwise bring the old cost back without
 * a word:
 * - before the build, each file the stand-in relies on must exist and still contain what it
 *   relies on (`expects`);
 * - after the browser bundle is compiled, each stand-in must be in it, which it is only if the
 *   replacement answered at least one import (a build from the bundler's cache resolves nothing
 *   again, so the bundle itself is what is checked).
 * Either failure stops the production build and names the replacement, whose name is its row in
 * ./manifest.ts, where the files it relies on are listed too.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export type ModuleReplacement = {
  /** Names the replacement in build errors: its row in ./manifest.ts. */
  name: string;
  /** The import being replaced, as written by the importing module. */
  request: RegExp;
  /** Only imports made from a directory whose path matches. */
  importedFrom?: RegExp;
  /** What is imported instead: a path, or a request such as `@theme-init/Tabs`. */
  module: string;
  /** The file `module` resolves to, when it is a request rather than a path. */
  moduleFile?: string;
};

/** A patch and the package source it relies on: each file (a package path) must exist and match. */
export type PatchShape = {name: string; expects: readonly {file: string; contains: RegExp}[]};

/**
 * A file inside an installed package (`@scope/name/lib/file.js`), found in the node_modules folders
 * Node would search, whatever the package's `exports` allow.
 */
export function packageFile(request: string): string {
  for (const directory of require.resolve.paths(request) ?? []) {
    const file = path.join(directory, request);
    if (existsSync(file)) {
      return file;
    }
  }
  throw new Error(`${request} not found`);
}

/** Throws, naming the patch, when a file it relies on is missing or has changed shape. */
export function checkExpectations(patches: readonly PatchShape[], resolve: (request: string) => string = packageFile): void {
  for (const {name, expects} of patches) {
    for (const {file, contains} of expects) {
      let source: string;
      try {
        source = readFileSync(resolve(file), 'utf8');
      } catch {
        throw new Error(`Patch "${name}" (src/patches/manifest.ts): ${file} no longer exists; the patch cannot apply.`);
      }
      if (!contains.test(source)) {
        throw new Error(`Patch "${name}" (src/patches/manifest.ts): ${file} no longer contains ${contains}; the patch relies on it.`);
      }
    }
  }
}

type ResolveData = {context: string; request: string};
type Bundler = {
  NormalModuleReplacementPlugin: new (request: RegExp, replace: (resource: ResolveData) => void) => {apply(compiler: unknown): void};
  WebpackError: new (message: string) => Error;
};
type Compiler = {
  watchMode?: boolean;
  hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
};
type Compilation = {
  errors: Error[];
  modules: Iterable<object>;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
};

/** The replacements whose stand-in is not among the bundled files. */
export function unappliedReplacements(replacements: ModuleReplacement[], bundledFiles: Set<string>): string[] {
  return replacements
    .filter(({module, moduleFile}) => !bundledFiles.has(moduleFile ?? module))
    .map(({name}) => name);
}

/**
 * Bundler plugins that make the replacements. A stand-in may import the very module it stands in
 * for: imports made from the stand-in's own folder are left alone. With `checkApplied` (the
 * browser bundle), a compilation in which a stand-in is missing fails with the replacement's name.
 */
export function replacementPlugins(bundler: Bundler, replacements: ModuleReplacement[], options: {checkApplied: boolean}) {
  const plugins: {apply(compiler: Compiler): void}[] = replacements.map(
    ({request, importedFrom, module}) =>
      new bundler.NormalModuleReplacementPlugin(request, (resource) => {
        if (resource.context !== path.dirname(module) && (!importedFrom || importedFrom.test(resource.context))) {
          resource.request = module;
        }
      }),
  );
  if (options.checkApplied) {
    plugins.push({
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('module-replacement-check', (compilation) => {
          // The development server may compile pages on demand; the production build compiles them all.
          if (compiler.watchMode) {
            return;
          }
          compilation.hooks.processAssets.tap({name: 'module-replacement-check', stage: 0}, () => {
            const bundledFiles = new Set<string>();
            for (const module of compilation.modules) {
              const {resource} = module as {resource?: string};
              if (resource) {
                bundledFiles.add(resource.split('?')[0]!);
              }
            }
            for (const name of unappliedReplacements(replacements, bundledFiles)) {
              compilation.errors.push(
                new bundler.WebpackError(`Patch "${name}" (src/patches/manifest.ts) replaced no import: the module it targets has moved or been renamed.`),
              );
            }
          });
        });
      },
    });
  }
  return plugins;
}
