/**
 * Pages show runnable example files verbatim: `import source from '@site/examples/x.mjs?raw'` gives the file's text,
 * which a page passes to `<CodeBlock>`. So the code a page shows is the code the unit tests run, and several pages
 * can show one file without copies that drift apart. The bundler's own `asset/source` module type (Rspack and webpack alike) does the work.
 *
 * Only `.mjs` and `.html` files: the site's JavaScript rule (`.js`, `.jsx`, `.ts`, `.tsx`) would transpile any other
 * script before it reached the page.
 */
import type {Plugin} from '@docusaurus/types';

export const RAW_INCLUDE_RULE = {test: /\.(?:mjs|html)$/i, resourceQuery: /raw/, type: 'asset/source'} as const;

export default function codeIncludesPlugin(): Plugin {
  return {
    name: 'code-includes',
    configureWebpack: () => ({module: {rules: [RAW_INCLUDE_RULE]}}),
  };
}
