/**
 * The bundler loader of ./sourceRewrite.ts. Its one option, `rewrite`, is the path of a module
 * exporting {name, find, replace}. `find` must match the file's source, or the build fails naming the
 * manifest row: the package has changed and the patch no longer applies.
 */
module.exports = function sourceRewriteLoader(source) {
  const {name, find, replace} = require(this.getOptions().rewrite);
  if (!find.test(source)) {
    throw new Error(`Patch "${name}" (src/patches/manifest.ts): ${this.resourcePath} no longer contains ${find}; the patch cannot apply.`);
  }
  return source.replace(find, replace);
};
