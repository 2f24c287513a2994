/**
 * Stands in for @docusaurus/BrowserOnly in the OpenAPI theme's parameter, request-body and
 * response-schema components, which otherwise send a grey placeholder in the HTML and build the
 * whole reference in the browser after hydration: no parameters or fields for search engines,
 * offline search or readers without JavaScript, and one long task of rendering on every API page.
 *
 * Here the server renders them in full. In the browser a section keeps that markup as it is until
 * it comes near the viewport, and only then becomes live (its tabs start switching), so a reader
 * on a phone does not pay for hydrating a reference they have not scrolled to. The first key press
 * makes every section live at once, so keyboard focus never lands in markup about to be replaced.
 */
import {startTransition, useEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Raw HTML that React neither compares nor patches while hydrating: the server's markup stays. */
const SERVER_HTML = {__html: ''};

/** How far outside the viewport a section becomes live, so it is ready when the reader gets there. */
const LIVE_MARGIN = '200px 0px';

export default function RenderedOnServer({children}: {children: () => ReactNode}): ReactNode {
  // Live on the server and after a client-side navigation; not while hydrating a landing page.
  const isBrowser = useIsBrowser();
  const hydrating = ExecutionEnvironment.canUseDOM && !isBrowser;
  const [live, setLive] = useState(!hydrating);
  const section = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (live) {
      return undefined;
    }
    const goLive = () => {
      observer.disconnect();
      window.removeEventListener('keydown', goLive, true);
      startTransition(() => setLive(true));
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), {
      rootMargin: LIVE_MARGIN,
    });
    observer.observe(section.current!);
    window.addEventListener('keydown', goLive, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', goLive, true);
    };
  }, [live]);

  return live ? (
    <div key="live">{children()}</div>
  ) : (
    <div key="server" ref={section} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
  );
}
