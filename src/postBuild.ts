/**
 * The one post-build pipeline. Docusaurus runs every plugin's postBuild at the same time, so steps
 * that read and rewrite the built HTML would race; here the pages are read once and the steps run
 * one after another, in the order declared below, on the same pages:
 * 1. the Content Security Policy goes into every page (the pages are rewritten in place);
 * 2. Markdown twins, llms.txt and llms-full.txt are made from the pages as published;
 * 3. the release-note feeds are made from their pages;
 * 4. search indexes the pages.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readPages, type BuiltSite, type PostBuildStep} from './builtSite';
import {contentSecurityPolicyStep} from './features/content-security-policy';
import {markdownTwinsStep} from './features/markdown-twins';
import {releaseFeedsStep} from './features/release-feeds';
import {searchIndexStep} from './features/search';

export const POST_BUILD_STEPS = (context: LoadContext): PostBuildStep[] => [
  contentSecurityPolicyStep,
  markdownTwinsStep(context),
  releaseFeedsStep,
  searchIndexStep,
];

/** The pipeline as a plugin, running the steps `stepsOf` gives: all of POST_BUILD_STEPS on the site. */
export function postBuildPipeline(stepsOf: (context: LoadContext) => PostBuildStep[] = POST_BUILD_STEPS) {
  return function postBuildPlugin(context: LoadContext): Plugin {
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
        for (const step of stepsOf(context)) {
          await step.run(site);
        }
      },
    };
  };
}

export default postBuildPipeline();
