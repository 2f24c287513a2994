/**
 * Patch "curl code samples without regex lookbehind" (source rewrite, ../sourceRewrite.ts; its row
 * in ../manifest.ts gives the package, versions, effect and guarding test).
 * postman-code-generators/codegens/curl/lib/util.js has a lookbehind expression in `sanitize`
 * (`/(?<!\\)\\\\"/g`), which Safari before 16.4 cannot parse.
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
