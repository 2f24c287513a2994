/**
 * Stands in for @docusaurus/BrowserOnly in the OpenAPI theme's parameter, request-body and
 * response-schema components, which otherwise send a grey placeholder in the HTML and build the
 * whole reference in the browser after hydration: no parameters or fields for search engines,
 * offline search or readers without JavaScript, and one long task of rendering on every API page.
 * They render the same on the server as in the browser, so they are rendered in both.
 */
import type {ReactNode} from 'react';

export default function RenderedOnServer({children}: {children: () => ReactNode}): ReactNode {
  return children();
}
