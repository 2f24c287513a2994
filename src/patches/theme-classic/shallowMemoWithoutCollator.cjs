/**
 * Patch "shallow memo without a collator" (source rewrite, ../sourceRewrite.ts; its row in
 * ../manifest.ts gives the package, versions, effect and guarding test).
 * useShallowMemoObject (@docusaurus/theme-common/lib/utils/reactUtils.js), which the phone menu's
 * filler renders on every doc page and every code block's mutation observer runs, sorts the object's
 * keys with String.prototype.localeCompare only to make its list of memo dependencies independent of
 * key order. That first localeCompare builds the browser's collator (see
 * ../plugin-content-docs/activePluginWithoutCollator.cjs). Keys are unique, so any fixed order gives
 * the same dependencies: code-point order does.
 */
module.exports = {
  name: 'shallow memo without a collator',
  file: '@docusaurus/theme-common/lib/utils/reactUtils.js',
  find: /deps\.sort\(\(a, b\) => a\[0\]\.localeCompare\(b\[0\]\)\);/,
  replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
};
