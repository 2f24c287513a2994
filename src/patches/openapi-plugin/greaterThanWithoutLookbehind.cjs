/**
 * Patch "OpenAPI Markdown escaping without regex lookbehind" (source rewrite, ../sourceRewrite.ts;
 * its row in ../manifest.ts gives the package, versions, effect and guarding test).
 * docusaurus-plugin-openapi-docs/lib/markdown/utils.js, which the API explorer's request body bundles
 * (createSchemaExample imports it), has `exports.greaterThan`: a `>` not preceded by a tag name, written
 * with lookbehind, which Safari before 16.4 cannot parse.
 *
 * `clean()` only passes the expression to String.prototype.replace, which hands the work to the
 * argument's Symbol.replace. The stand-in matches the same tag names as an optional group before the
 * `>` and puts the replacement in only where that group did not match: the same `>`s as the original.
 */
module.exports = {
  name: 'OpenAPI Markdown escaping without regex lookbehind',
  file: 'docusaurus-plugin-openapi-docs/lib/markdown/utils.js',
  find: /exports\.greaterThan = \/\(\?<!(\(.+\))\)>\/gu;/,
  replace: (_statement, tagNames) =>
    `exports.greaterThan = {[Symbol.replace]: function (text, replacement) { return text.replace(/${tagNames}?>/gu, function (match, before) { return before === undefined ? replacement : match; }); }};`,
};
