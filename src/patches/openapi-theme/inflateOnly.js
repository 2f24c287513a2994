/**
 * Stands in for pako where the OpenAPI theme's ApiItem imports it, only to ungzip the operation its
 * front matter carries. pako's inflate build does that without the compressor, which the page
 * would otherwise evaluate as it lands.
 */
module.exports = require('pako/browser/inflate');
