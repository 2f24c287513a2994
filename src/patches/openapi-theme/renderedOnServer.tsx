/**
 * Stands in for @docusaurus/BrowserOnly in the OpenAPI theme's parameter, request-body and
 * response-schema components, which otherwise send a grey placeholder in the HTML and build the
 * whole reference in the browser after hydration: no parameters or fields for search engines,
 * offline search or readers without JavaScript, and one long task of rendering on every API page.
 *
 * Here they render in full, on the server as in the browser. Landing on a page, the browser does not
 * even load them: each section keeps the server's markup until the reader nears it
 * (./referenceSection.tsx).
 */
import type {ReactNode} from 'react';

export default function RenderedOnServer({children}: {children: () => ReactNode}): ReactNode {
  return <div>{children()}</div>;
}
