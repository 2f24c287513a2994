/**
 * The one reader of tests/routes.txt, the list of every route the build must have: one route a
 * line, `draft ` before a draft's route, an optional `[tag]` after it, `#` comments.
 */
const {readFileSync} = require('node:fs');
const path = require('node:path');

/** @typedef {{route: string, draft: boolean, tag?: string}} RouteEntry */

/** @returns {RouteEntry[]} */
function readRouteList(file = path.join(__dirname, '../tests/routes.txt')) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const draft = line.startsWith('draft ');
      const [, route = '', tag] = line.replace(/^draft /, '').match(/^(\S+)\s*(?:\[(.+)\])?$/) ?? [];
      return tag ? {route, draft, tag} : {route, draft};
    });
}

module.exports = {readRouteList};
