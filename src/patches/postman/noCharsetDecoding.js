/**
 * Stands in for iconv-lite inside postman-collection, which uses it only to
 * decode response bodies. The explorer never sends requests (there is no
 * public sandbox), so there are no responses to decode.
 */
module.exports = {
  encodingExists: () => false,
  decode: (buffer) => buffer.toString(),
};
