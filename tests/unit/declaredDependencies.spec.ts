import {readFileSync, readdirSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import ts from 'typescript';

/**
 * Every package the code imports is declared in package.json with an exact version, so that it
 * does not resolve only because another package's dependency was hoisted next to it.
 */
const SITE = path.resolve(__dirname, '../..');
const SCANNED = ['src', 'scripts', 'tests', 'docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts'];
const SOURCE = /\.(ts|tsx|js|cjs|mjs|jsx)$/;
/**
 * Bundler aliases, not packages: the theme, the site, Docusaurus's generated files, the route
 * tables of lazy route discovery (src/patches/docusaurus-core/lazy-routes), and react-loadable,
 * which @docusaurus/core provides (its own fork, installed under that name).
 */
const ALIASES = /^(@theme(-original|-init)?\/|@site\/|@generated\/|@lazy-route-tables$|react-loadable$)/;
/** Docusaurus's client API (`@docusaurus/Link`, `@docusaurus/useIsBrowser`…) is an alias of @docusaurus/core. */
const DOCUSAURUS_CLIENT_API = /^@docusaurus\/[A-Z]|^@docusaurus\/use[A-Z]|^@docusaurus\/(router|renderRoutes|constants|ExecutionEnvironment|Interpolate|isInternalUrl)$/;

function sourceFiles(entry: string): string[] {
  const full = path.join(SITE, entry);
  if (SOURCE.test(entry)) return [full];
  return readdirSync(full, {recursive: true, encoding: 'utf8'})
    .filter((file) => SOURCE.test(file) && !file.includes('node_modules') && !file.startsWith('fixtures'))
    .map((file) => path.join(full, file));
}

/** Bare module names the file imports, requires or imports dynamically (as TypeScript reads them). */
function importedSpecifiers(source: string): string[] {
  const {importedFiles} = ts.preProcessFile(source, true, true);
  return importedFiles
    .map(({fileName}) => fileName)
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('!'));
}

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

test('every imported package is declared in package.json with an exact version', () => {
  const manifest = JSON.parse(readFileSync(path.join(SITE, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
  const declared = {...manifest.dependencies, ...manifest.devDependencies};
  const undeclared = new Set<string>();
  for (const file of SCANNED.flatMap(sourceFiles)) {
    for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
      if (isBuiltin(specifier) || ALIASES.test(specifier) || DOCUSAURUS_CLIENT_API.test(specifier)) continue;
      const name = packageOf(specifier);
      // Types-only packages such as `hast` come from their @types package.
      if (!declared[name] && !declared[`@types/${name}`]) undeclared.add(`${name} (${path.relative(SITE, file)})`);
    }
  }
  expect([...undeclared].sort()).toEqual([]);
  const ranges = Object.entries(declared).filter(([, version]) => !/^\d+\.\d+\.\d+$/.test(version));
  expect(ranges).toEqual([]);
});

test('the import scanner finds imports, requires and type imports, and skips aliases and built-ins', () => {
  const source = `import a from 'pkg-a';\nimport type {B} from '@scope/b/sub';\nconst c = require('c');\nawait import('d/x');\nimport 'e';\n// import x from 'commented';\nimport f from './local';\nimport {readFile} from 'node:fs';`;
  expect(importedSpecifiers(source).map(packageOf)).toEqual(['pkg-a', '@scope/b', 'c', 'd', 'e', 'node:fs']);
  expect(isBuiltin('node:fs') && isBuiltin('path')).toBe(true);
});
