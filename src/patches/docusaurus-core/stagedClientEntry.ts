/**
 * The browser bundle's entry, in place of Docusaurus's clientEntry.js. That entry evaluates React,
 * the router, the route registry and the theme in one task (about 60 ms on a 2-core test machine,
 * 230 ms with the CPU slowed 4x as for a mid-range phone), during which the page cannot answer a
 * tap or a key press.
 * Here the heaviest of those modules are evaluated first, each stage in a task of its own, so the
 * browser can handle input and paint in between; clientEntry.js then starts the app as before.
 * Each stage leaves a performance mark (`docs-startup:<stage>`), visible in the browser's
 * performance tools.
 */
import {loadRoutesFor} from './lazy-routes/client/loadRouteTables';

const STAGES: [name: string, evaluate: () => Promise<unknown>][] = [
  // Eager imports: the modules stay in this bundle; only their evaluation is spread over tasks.
  ['react-dom', () => import(/* webpackMode: "eager" */ 'react-dom/client')],
  ['routes', () => Promise.all([import(/* webpackMode: "eager" */ '@generated/registry'), import(/* webpackMode: "eager" */ '@generated/routes')])],
  // Before any theme component, as in Docusaurus's App: the global stylesheets (Infima, the site's
  // CSS) must come first in the bundled CSS, whose order sets the order of the cascade layers.
  ['client-modules', () => import(/* webpackMode: "eager" */ '@generated/client-modules')],
  // The theme's error page, which brings in the layout, navbar and footer.
  ['theme', () => import(/* webpackMode: "eager" */ '@theme/Error')],
  ['app', () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js')],
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startInStages() {
  for (const [name, evaluate] of STAGES) {
    await evaluate();
    performance.mark(`docs-startup:${name}`);
    await nextTask();
  }
}

// The landing page's route table (./lazy-routes) downloads while the stages run; the
// app awaits it before it hydrates. Should it fail, the app's own attempt fails and reloads.
loadRoutesFor(window.location.pathname).catch(() => undefined);
void startInStages();

// In the development server, an edited page updates in place: updates that reach this entry are
// accepted, as Docusaurus's own entry accepts them, rather than reloading the page.
(module as unknown as {hot?: {accept(): void}}).hot?.accept();
