#!/usr/bin/env node
/**
 * `npm run search:index`: indexes the pages of the existing build/ for search again and rewrites the search
 * lexicon, exactly as the production build's search step does (src/features/search/index.ts), in seconds
 * instead of a whole build. For work on search: what is indexed, the lexicon, the thesaurus or the aliases.
 */
import createJiti from 'jiti';

// Loaded as Docusaurus loads the site's TypeScript plugins.
const load = createJiti(import.meta.url);
const {readPages} = load('../src/builtSite.ts');
const {searchIndexStep} = load('../src/features/search/index.ts');

const outDir = process.argv[2] ?? 'build';
await searchIndexStep.run({outDir, pages: await readPages(outDir)});
