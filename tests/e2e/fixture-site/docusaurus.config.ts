/**
 * The fixture build of `npm test` (build-e2e-fixtures/, never published): the production
 * configuration plus test-only pages that crash or fail to load on purpose, for the error tests.
 * Build it with `npx docusaurus build --config tests/e2e/fixture-site/docusaurus.config.ts --out-dir build-e2e-fixtures`.
 */
import type {Config} from '@docusaurus/types';
import productionConfig from '../../../docusaurus.config';
import postBuildPlugin, {POST_BUILD_STEPS, postBuildPipeline} from '../../../src/postBuild';
import e2eFixturesPlugin from './plugin';

/**
 * The post-build pipeline without the Markdown twins: no test reads this build's twins, and after the
 * search index they are the pipeline's slowest step. The policy and the search index stay, as the error
 * and search-filter tests load these pages under the policy and search them.
 */
const fixturePostBuild = postBuildPipeline((context) => POST_BUILD_STEPS(context).filter((step) => step.name !== 'markdown-twins'));
const plugins = productionConfig.plugins ?? [];
if (!plugins.includes(postBuildPlugin)) {
  throw new Error('tests/e2e/fixture-site: the production config no longer lists the post-build plugin of src/postBuild.ts, which this build replaces.');
}

export default {
  ...productionConfig,
  plugins: [...plugins.map((plugin) => (plugin === postBuildPlugin ? fixturePostBuild : plugin)), e2eFixturesPlugin],
} satisfies Config;
