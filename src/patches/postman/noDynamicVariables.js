/**
 * Stands in for postman-collection's dynamic variables ({{$randomName}} and
 * friends), which pull in the whole faker library. Requests built from the
 * OpenAPI file never use them.
 */
module.exports = {};
