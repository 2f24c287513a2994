/**
 * The one front-matter reader: a Markdown or MDX source split into its YAML front matter and its
 * body. CommonJS, so that the content lint, the sidebars and the tests all share it.
 */
const yaml = require('js-yaml');

/**
 * @param {string} source
 * @returns {{frontMatter: Record<string, any>, body: string}}
 */
function splitFrontMatter(source) {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?/);
  return {frontMatter: match ? (yaml.load(match[1]) ?? {}) : {}, body: match ? source.slice(match[0].length) : source};
}

module.exports = {splitFrontMatter};
