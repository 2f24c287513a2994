/**
 * The bundle-time rewrites that take regular-expression lookbehind out of third-party code
 * (src/patches/postman/curlSanitizeWithoutLookbehind.cjs, src/patches/openapi-plugin/
 * greaterThanWithoutLookbehind.cjs) change nothing else: on many generated strings, the rewritten code
 * returns what the package's own code returns in Node, which knows lookbehind.
 */
import {readFileSync} from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import {expect, test} from '@playwright/test';

type Rewrite = {name: string; file: string; find: RegExp; replace: string | ((...args: string[]) => string)};

const PATCHES = path.join(__dirname, '..', '..', 'src', 'patches');

/** The package file with the rewrite applied, loaded as a module of its own beside the original. */
function loadRewritten(rewrite: Rewrite) {
  const file = require.resolve(rewrite.file);
  const source = readFileSync(file, 'utf8');
  expect(source).toMatch(rewrite.find);
  const rewritten = new Module(file) as Module & {_compile(code: string, filename: string): void; paths: string[]};
  rewritten.filename = file;
  rewritten.paths = (Module as any)._nodeModulePaths(path.dirname(file));
  rewritten._compile(source.replace(rewrite.find, rewrite.replace as string), file);
  expect(source.replace(rewrite.find, rewrite.replace as string)).not.toMatch(/\(\?<[=!]/);
  return rewritten.exports;
}

/** Deterministic pseudo-random strings made of the pieces the expressions care about. */
function* samples(pieces: string[], count: number) {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  for (let index = 0; index < count; index += 1) {
    const length = 1 + (next() % 12);
    yield Array.from({length}, () => pieces[next() % pieces.length]).join('');
  }
}

test('curl code samples escape quotes exactly as before', () => {
  const rewrite: Rewrite = require(path.join(PATCHES, 'postman', 'curlSanitizeWithoutLookbehind.cjs'));
  const original = require(rewrite.file).sanitize;
  const patched = loadRewritten(rewrite).sanitize;
  const texts = [...samples(['\\', '\\\\', '"', "'", 'a', ' ', '$', '`'], 3000)];
  expect(texts.filter((text) => patched(text, false, '"') !== original(text, false, '"') || patched(text, true, '"', true) !== original(text, true, '"', true))).toEqual([]);
});

test('OpenAPI Markdown escapes the same greater-than signs as before', () => {
  const rewrite: Rewrite = require(path.join(PATCHES, 'openapi-plugin', 'greaterThanWithoutLookbehind.cjs'));
  const original = require(rewrite.file).greaterThan;
  const patched = loadRewritten(rewrite).greaterThan;
  const pieces = ['>', '<', '/', ' ', '"', "'", 'b', 'br', 'strong', 'td', 'h1', 'x', 'a', 'div', 'em', 'q', '\n'];
  const texts = [...samples(pieces, 3000)];
  expect(texts.filter((text) => text.replace(patched, '&gt;') !== text.replace(original, '&gt;'))).toEqual([]);
});
