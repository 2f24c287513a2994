/**
 * The fixture build of `npm test` (build-e2e-fixtures/, never published): the production
 * configuration plus test-only pages that crash or fail to load on purpose, for the error tests.
 * Build it with `npx docusaurus build --config tests/e2e/fixture-site/docusaurus.config.ts --out-dir build-e2e-fixtures`.
 */
import type {Config} from '@docusaurus/types';
import productionConfig from '../../../docusaurus.config';
import e2eFixturesPlugin from './plugin';

export default {
  ...productionConfig,
  plugins: [...(productionConfig.plugins ?? []), e2eFixturesPlugin],
} satisfies Config;
