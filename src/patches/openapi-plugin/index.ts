/**
 * Patches of docusaurus-plugin-openapi-docs (the plugin, a package apart from its theme), whose
 * Markdown helpers the API explorer's request body bundles: one expression without regex lookbehind.
 */
import path from 'node:path';
import type {SourceRewrite} from '../sourceRewrite';

export const openapiPluginSourceRewrites: SourceRewrite[] = [path.join(__dirname, 'greaterThanWithoutLookbehind.cjs')];
