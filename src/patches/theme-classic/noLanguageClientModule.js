/**
 * Stands in for Docusaurus's prism-include-languages client module, which registers the extra
 * Prism languages on every page and so puts Prism in every page's main bundle. The languages are
 * registered by ./prismWithLanguages.ts instead, where Prism is loaded.
 */
module.exports = {};
