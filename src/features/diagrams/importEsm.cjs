// Docusaurus loads its config, and so this plugin, through jiti, which compiles every import to
// require(); beautiful-mermaid, unified and rehype-parse are ES modules only. A CommonJS file is
// loaded by Node itself, so the import() below stays Node's own.
module.exports = (specifier) => import(specifier);
