#!/usr/bin/env node
/**
 * Builds the package from the site's production build: copies what the server reads into content/
 * (every Markdown twin, llms.txt, the search index and the OpenAPI file) and compiles the server
 * into dist/. Run it after `npm run build` at the repository root; it fails when build/ is missing,
 * so the package can never ship without its pages.
 */
import {spawnSync} from 'node:child_process';
import {cp, mkdir, readdir, rm} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.resolve(packageDir, '../..');
const buildDir = path.join(siteDir, 'build');
const contentDir = path.join(packageDir, 'content');
const OPENAPI_FILE = 'openapi/campfire-learning.yaml';
/** LEXICON_DIR of src/features/search/lexicon.ts; the build fails below if the site writes it elsewhere. */
const SEARCH_LEXICON_DIR = 'search-lexicon';

const required = ['llms.txt', 'pagefind/pagefind.js', SEARCH_LEXICON_DIR];
if (required.some((file) => !existsSync(path.join(buildDir, file)))) {
  console.error(`docs-mcp: ${buildDir} lacks ${required.join(', ')}: run \`npm run build\` first.`);
  process.exit(1);
}

await rm(contentDir, {recursive: true, force: true});
await rm(path.join(packageDir, 'dist'), {recursive: true, force: true});

// The twins, at the same paths as on the site, so a page's URL path names its file.
const twins = (await readdir(buildDir, {recursive: true})).filter((file) => file.endsWith('.md'));
for (const twin of twins) {
  await mkdir(path.dirname(path.join(contentDir, twin)), {recursive: true});
  await cp(path.join(buildDir, twin), path.join(contentDir, twin));
}
await cp(path.join(buildDir, 'llms.txt'), path.join(contentDir, 'llms.txt'));
await mkdir(path.join(contentDir, 'openapi'), {recursive: true});
await cp(path.join(siteDir, OPENAPI_FILE), path.join(contentDir, OPENAPI_FILE));

// The search: Pagefind's index and engine (without its browser user interfaces) and the site's
// search lexicon (src/features/search/lexicon.ts), read by the engine the search box runs.
await cp(path.join(buildDir, 'pagefind'), path.join(contentDir, 'pagefind'), {
  recursive: true,
  filter: (source) => !/pagefind-(component-ui|modular-ui|ui|highlight|worker)\.(js|css)$/.test(source),
});
await cp(path.join(buildDir, SEARCH_LEXICON_DIR), path.join(contentDir, SEARCH_LEXICON_DIR), {recursive: true});

const tsc = spawnSync('npx', ['tsc', '-p', path.join(packageDir, 'tsconfig.json')], {stdio: 'inherit', cwd: siteDir});
if (tsc.status !== 0) {
  process.exit(tsc.status ?? 1);
}
console.log(`docs-mcp: packaged ${twins.length} twins, the search index and the OpenAPI file into ${path.relative(siteDir, contentDir)}/`);
