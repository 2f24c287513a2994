/**
 * Stands in for crypto-js where the OpenAPI theme's storage helpers import it (ApiExplorer/storage-utils),
 * which only hash with SHA-1 (the keys under which a reader's credentials are kept). The package's
 * index evaluates every cipher and hash it has, building AES and Blowfish tables, whenever the
 * explorer store is built (src/theme/ApiItem/buildExplorerStore.ts); SHA-1 alone gives the same keys.
 */
module.exports = {SHA1: require('crypto-js/sha1')};
