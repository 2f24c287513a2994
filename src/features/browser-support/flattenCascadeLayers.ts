/**
 * Takes the CSS out of cascade layers (`@layer`), which Safari before 15.4 (iPadOS 15.0 to 15.3) does not
 * know: it drops every rule inside a layer block, Infima and the theme included, and the page loses its
 * layout. Lightning CSS cannot lower `@layer`, so this does it before minification.
 *
 * `future.v4` wraps Docusaurus's own stylesheets in layers (its css-cascade-layers plugin). Unwrapped, the stylesheets cascade in source order, Infima and the theme
 * first and the site's CSS after them, which is how Docusaurus 3 cascades without the v4 flag. The
 * layer-order statement (`@layer a, b;`) goes too, since nothing is left in a layer. This is a PostCSS
 * plugin, added by ./index.ts through the public `configurePostCss` hook.
 * Guarded by tests/build/browserSupport.spec.ts (no `@layer` in any built stylesheet).
 */
/** The parts of PostCSS's node API this uses. */
type CssAtRule = {nodes?: unknown[]; remove(): void; replaceWith(...nodes: unknown[]): void};
type CssRoot = {walkAtRules(name: string, callback: (atRule: CssAtRule) => void): void};

export const unwrapCascadeLayers = {
  postcssPlugin: 'campfire-unwrap-cascade-layers',
  // OnceExit: after every other plugin's Once, the layer wrapper's included.
  OnceExit(root: CssRoot) {
    root.walkAtRules('layer', (atRule) => (atRule.nodes ? atRule.replaceWith(...atRule.nodes) : atRule.remove()));
  },
};
