/**
 * The one post-build pipeline. Docusaurus runs every plugin's postBuild at the same time, so steps
 * that read and rewrite the built HTML would race; here the pages are read once and the steps run
 * one after another, in the order declared below, on the same pages:
 * 1. the Content Security Policy goes into every page (the pages are rewritten in place);
 * 2. Markdown twins, llms.txt and llms-full.txt are made from the pages as published;
 * 3. the release-note feeds are made from their pages;
 * 4. search indexes the pages.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentSecurityPolicyStep} from './features/content-security-policy';
import {markdownTwinsStep} from './features/markdown-twins';
import {releaseFeedsStep} from './features/release-feeds';
import {searchIndexStep} from './features/search';

/** The built site as every step sees it. */
export type BuiltSite = {
  outDir: string;
  /** The site's address with its base URL, without a trailing slash. */
  siteUrl: string;
  routesPaths: string[];
  allContent: Record<string, Record<string, unknown>>;
  /** Every HTML page: its path relative to `outDir`, and its current HTML. */
  pages: Map<string, string>;
};

export type PostBuildStep = {name: string; run(site: BuiltSite): Promise<void>};

/** The file Docusaurus writes for a route: `/a/b` and `/a/b/` are `a/b/index.html`. */
export const htmlFileOf = (route: string) => (route.endsWith('.html') ? route.replace(/^\//, '') : path.join(route, 'index.html').replace(/^\//, ''));

/** Every HTML page under `outDir`, read once. */
export async function readPages(outDir: string): Promise<Map<string, string>> {
  const files = (await readdir(outDir, {recursive: true, encoding: 'utf8'})).filter((file) => file.endsWith('.html')).sort();
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(outDir, file), 'utf8')] as const)));
}

export const POST_BUILD_STEPS = (context: LoadContext): PostBuildStep[] => [
  contentSecurityPolicyStep,
  markdownTwinsStep(context),
  releaseFeedsStep,
  searchIndexStep,
];

export default function postBuildPlugin(context: LoadContext): Plugin {
  let allContent: BuiltSite['allContent'] = {};
  return {
    name: 'post-build',
    allContentLoaded(args) {
      allContent = args.allContent as BuiltSite['allContent'];
    },
    async postBuild({outDir, routesPaths, siteConfig}) {
      const site: BuiltSite = {
        outDir,
        siteUrl: `${siteConfig.url}${siteConfig.baseUrl.replace(/\/$/, '')}`,
        routesPaths,
        allContent,
        pages: await readPages(outDir),
      };
      if (site.pages.size === 0) {
        throw new Error(`post-build: no HTML pages found in ${outDir}.`);
      }
      for (const step of POST_BUILD_STEPS(context)) {
        await step.run(site);
      }
    },
  };
}
