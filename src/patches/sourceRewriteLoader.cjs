/**
 * A bundler loader that changes a few characters of one third-party file, for a patch whose stand-in
 * module would otherwise be a copy of the whole file. Its one option, `rewrite`, is the path of a
 * module exporting {name, find, replace}. `find` must match the file's source, or the build fails
 * naming the patch: the package has changed and the patch no longer applies.
 */
module.exports = function sourceRewriteLoader(source) {
  const {name, find, replace} = require(this.getOptions().rewrite);
  if (!find.test(source)) {
    throw new Error(`Source rewrite "${name}": ${this.resourcePath} no longer contains ${find}; the patch cannot apply.`);
  }
  return source.replace(find, replace);
};
