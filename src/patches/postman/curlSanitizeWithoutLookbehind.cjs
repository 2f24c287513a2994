/**
 * Patch (source rewrite, ../sourceRewriteLoader.cjs)
 * - package: postman-code-generators 2.x (checked with the installed version), file codegens/curl/lib/util.js
 * - target: the lookbehind regular expression in `sanitize` (`/(?<!\\)\\\\"/g`)
 * - fixes: Safari before 16.4 (iPadOS 15 and 16.0 to 16.3) cannot parse lookbehind, so the whole chunk
 *   of the API explorer's code samples failed to load there and the request form never worked.
 * - guarded by: tests/build/browserSupport.spec.ts (no lookbehind in any script a page loads)
 *
 * The original turns `\\"` (exactly two backslashes before a quote) into `\\\"`. Without lookbehind:
 * take each whole run of backslashes before a quote and change it only when it is exactly two long.
 */
module.exports = {
  name: 'curl code samples without regex lookbehind',
  file: 'postman-code-generators/codegens/curl/lib/util.js',
  find: /\.replace\(\/\(\?<!\\\\\)\\\\\\\\"\/g, '\\\\\\\\\\\\"'\)/,
  replace: ".replace(/\\\\+\"/g, function (run) { return run === '\\\\\\\\\"' ? '\\\\\\\\\\\\\"' : run; })",
};
