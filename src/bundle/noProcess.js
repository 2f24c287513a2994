/**
 * The OpenAPI theme provides a `process` polyfill to every module that mentions `process`. React
 * mentions it only on a path browsers never take (it reports errors through window first), so
 * React gets none: `typeof process` stays "undefined", as in any browser.
 */
module.exports = undefined;
