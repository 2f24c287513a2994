/**
 * A component that the server renders in full but whose code the browser loads later, so landing on a
 * page does not pay for it. Until `mountWhen` resolves with the loaded module, the server's markup stays
 * as it is (./serverMarkup.tsx), its elements and all; `mountWhen` gets that markup's element (to watch
 * it, for example with ./whenNearViewport.ts) and a signal that aborts when the component unmounts.
 * The caller chooses that moment so that the swap never cuts into a press: a control replaced between
 * pointerdown and click leaves the click without a target, and WebKit and Firefox then send none. The
 * swap renders as a transition, so a large component does not block input while it renders. Keyboard
 * focus inside the server's markup moves to the live component's first focusable element. After a
 * client-side navigation there is no server markup: the component renders as soon as its code is in.
 *
 * `serverComponent` is the component itself in the server bundle only
 * (`process.env.DOCS_SERVER_BUNDLE ? require(…).default : undefined`), for components larger than a
 * few kB of HTML: the server renders it in place, with no Suspense boundary, as React's streaming
 * renderer sends a boundary's content larger than about 12 kB after the rest of the page, moved in
 * place by an inline script (which readers without JavaScript, and the Markdown twins, never run).
 */
import {lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {ServerMarkup, useKeepsServerMarkup} from './serverMarkup';

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';

type Module<P> = {default: ComponentType<P>};

export function deferredComponent<P extends object, M extends Module<P>>(
  load: () => Promise<M>,
  mountWhen: (serverMarkup: HTMLElement, signal: AbortSignal) => Promise<M>,
  serverComponent?: ComponentType<P>,
): (props: P) => ReactNode {
  // On the server, React waits for lazy components (Docusaurus renders with onAllReady).
  const LazyComponent = lazy(load);
  let loaded = serverComponent;

  return function Deferred(props: P): ReactNode {
    const keepsServerMarkup = useKeepsServerMarkup();
    const [Live, setLive] = useState<ComponentType<P> | undefined>(() => loaded);
    const serverMarkup = useRef<HTMLElement>(null);
    const liveMarkup = useRef<HTMLDivElement>(null);
    const hadFocus = useRef(false);

    useEffect(() => {
      if (!keepsServerMarkup || Live) {
        return undefined;
      }
      const unmounted = new AbortController();
      void mountWhen(serverMarkup.current!, unmounted.signal).then((module) => {
        loaded = module.default;
        if (!unmounted.signal.aborted) {
          hadFocus.current = serverMarkup.current!.contains(document.activeElement);
          startTransition(() => setLive(() => module.default));
        }
      });
      return () => unmounted.abort();
    }, [keepsServerMarkup, Live]);

    useEffect(() => {
      if (Live && hadFocus.current) {
        liveMarkup.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
        hadFocus.current = false;
      }
    }, [Live]);

    if (keepsServerMarkup && !Live) {
      return <ServerMarkup key="server" as="div" innerRef={serverMarkup} />;
    }
    // Only code still loading needs a boundary: React's server renderer sends a large boundary's
    // content after the page, behind an inline script, even when it did not suspend.
    return (
      <div key="live" ref={liveMarkup}>
        {Live ? (
          <Live {...props} />
        ) : (
          <Suspense fallback={null}>
            <LazyComponent {...props} />
          </Suspense>
        )}
      </div>
    );
  };
}
