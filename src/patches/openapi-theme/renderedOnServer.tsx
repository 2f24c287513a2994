/**
 * Stands in for @docusaurus/BrowserOnly in the OpenAPI theme's parameter, request-body and
 * response-schema components, which otherwise send a grey placeholder in the HTML and build the
 * whole reference in the browser after hydration: no parameters or fields for search engines,
 * offline search or readers without JavaScript, and one long task of rendering on every API page.
 *
 * Here the server renders them in full. In the browser a section keeps that markup as it is until
 * it comes near the viewport (or the reader presses a key), and only then becomes live (its tabs
 * start switching), so a reader on a phone does not pay for hydrating a reference they have not
 * scrolled to.
 */
import type {ReactNode} from 'react';
import {ServerMarkup, useKeepsServerMarkup} from '../runtime-helpers/serverMarkup';
import {useNearViewport} from '../runtime-helpers/useNearViewport';

/** How far outside the viewport a section becomes live, so it is ready when the reader gets there. */
const LIVE_MARGIN = '200px 0px';

export default function RenderedOnServer({children}: {children: () => ReactNode}): ReactNode {
  const keepsServerMarkup = useKeepsServerMarkup();
  const [section, near] = useNearViewport<HTMLDivElement>(LIVE_MARGIN, keepsServerMarkup);
  return keepsServerMarkup && !near ? <ServerMarkup key="server" as="div" innerRef={section} /> : <div key="live">{children()}</div>;
}
