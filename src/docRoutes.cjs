/**
 * The one mapping between guide routes, doc ids and files. The guides are served at the site root
 * and no page sets a slug, so a doc's id is its file path under docs/ without the extension, and its
 * route is that id with a folder's `index` dropped: `studio/exams/create-an-exam` is
 * /studio/exams/create-an-exam, `studio/index` is /studio/ and `index` is /.
 * CommonJS, so that Node scripts, the sidebars and the tests all share it.
 */
const path = require('node:path');

/** @param {string} docId */
function docPath(docId) {
  return docId === 'index' || docId.endsWith('/index') ? `/${docId.slice(0, -'index'.length)}` : `/${docId}`;
}

/** @param {string} route a guide route such as /studio/ or /studio/exams/create-an-exam */
function docIdOf(route) {
  const id = route.replace(/^\//, '');
  return id === '' || id.endsWith('/') ? `${id}index` : id;
}

/** @param {string} relativeFile a file under docs/, such as studio/index.mdx */
function docIdOfFile(relativeFile) {
  return relativeFile.replace(/\.mdx?$/, '').split(path.sep).join('/');
}

module.exports = {docPath, docIdOf, docIdOfFile};
