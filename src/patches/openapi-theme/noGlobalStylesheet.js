/**
 * Stands in for the OpenAPI theme's stylesheet where the theme registers it as a global client
 * module (27 kB gzip of render-blocking CSS on every page). src/theme/ApiItem imports it instead.
 */
module.exports = {};
