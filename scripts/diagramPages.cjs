/**
 * The guide pages that draw a Mermaid diagram, with their routes: the e2e diagram test and the
 * benchmark's Lighthouse runs cover every one of them, found afresh each time.
 */
const {readdirSync, readFileSync} = require('node:fs');
const path = require('node:path');
const {docIdOfFile, docPath} = require('../src/docRoutes.cjs');

const DOCS_DIR = path.resolve(__dirname, '../docs');

/** docs/<path>.mdx is /<path>, and docs/<folder>/index.mdx is /<folder>/. */
const routeOf = (relativeFile) => docPath(docIdOfFile(relativeFile));

/** @returns {{file: string, route: string}[]} sorted by route */
function diagramPages() {
  return readdirSync(DOCS_DIR, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && /^```mermaid\b/m.test(readFileSync(path.join(DOCS_DIR, file), 'utf8')))
    .map((file) => ({file: path.join('docs', file), route: routeOf(file)}))
    .sort((a, b) => a.route.localeCompare(b.route));
}

module.exports = {diagramPages, routeOf};
