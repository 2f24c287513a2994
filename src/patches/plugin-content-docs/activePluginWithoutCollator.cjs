/**
 * Patch "active docs plugin without a collator" (source rewrite, ../sourceRewrite.ts; its row in
 * ../manifest.ts gives the package, versions, effect and guarding test).
 * getActivePlugin (@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js), which the
 * breadcrumbs, the sidebar and the version hooks call as every doc page renders, sorts the docs
 * instances by path with String.prototype.localeCompare. The first localeCompare of a page builds
 * the browser's collator (ICU's collation data): 13 to 15 ms of one task on this machine before any
 * CPU throttling, in the middle of hydration, for the sake of ordering two ASCII paths.
 *
 * The sort only has to put a path before the paths that are its prefixes, so that the most specific
 * instance matches first ('/developers/api' before '/'); the paths that match a pathname are all
 * prefixes of one another, and code-point order puts each after its prefixes as localeCompare does,
 * so `find` picks the same instance.
 */
module.exports = {
  name: 'active docs plugin without a collator',
  file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
  find: /\.sort\(\(a, b\) => b\[1\]\.path\.localeCompare\(a\[1\]\.path\)\)/,
  replace: '.sort((a, b) => (a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0))',
};
