/** Stands in for a module whose side effect this site no longer needs (see src/plugins/leanBundles.ts). */
module.exports = {};
