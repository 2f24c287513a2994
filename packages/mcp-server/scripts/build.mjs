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

if (!existsSync(path.join(buildDir, 'llms.txt')) || !existsSync(path.join(buildDir, 'pagefind', 'pagefind.js'))) {
  console.error(`docs-mcp: ${buildDir} holds no production build with twins and a search index: run \`npm run build\` first.`);
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

// The search index and Pagefind's engine, without its browser user interfaces. The engine is an ES
// module; the .mjs name lets Node load it inside this CommonJS package.
const pagefindDir = path.join(buildDir, 'pagefind');
await cp(pagefindDir, path.join(contentDir, 'pagefind'), {
  recursive: true,
  filter: (source) => !/pagefind-(component-ui|modular-ui|ui|highlight|worker)\.(js|css)$/.test(source),
});
await rm(path.join(contentDir, 'pagefind', 'pagefind.js'));
await cp(path.join(pagefindDir, 'pagefind.js'), path.join(contentDir, 'pagefind', 'pagefind.mjs'));

const tsc = spawnSync('npx', ['tsc', '-p', path.join(packageDir, 'tsconfig.json')], {stdio: 'inherit', cwd: siteDir});
if (tsc.status !== 0) {
  process.exit(tsc.status ?? 1);
}
console.log(`docs-mcp: packaged ${twins.length} twins, the search index and the OpenAPI file into ${path.relative(siteDir, contentDir)}/`);
