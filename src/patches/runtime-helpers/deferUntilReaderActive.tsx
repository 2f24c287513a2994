/**
 * A component that the server renders in full but whose code the browser loads only on the reader's
 * first activity (src/clientModules/readerActivity.ts), so landing on a page does not pay for it.
 * Until the code arrives, the server's markup stays as it is (./serverMarkup.tsx). A click on that
 * markup in the meantime is not lost: it is replayed on the same control of the live component,
 * and a control that had keyboard focus has it again.
 */
import {lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {whenReaderActive} from '@site/src/clientModules/readerActivity';
import {ServerMarkup, useKeepsServerMarkup} from './serverMarkup';

const CONTROLS = 'button, a[href], input, select, textarea';

type Pending = {index: number; click: boolean};

export function deferUntilReaderActive<P extends object>(load: () => Promise<{default: ComponentType<P>}>): (props: P) => ReactNode {
  // On the server, React waits for lazy components (Docusaurus renders with onAllReady).
  const LazyComponent = lazy(load);
  let loaded: ComponentType<P> | undefined;

  return function Deferred(props: P): ReactNode {
    const keepsServerMarkup = useKeepsServerMarkup();
    const [Live, setLive] = useState<ComponentType<P> | undefined>(() => loaded);
    const serverMarkup = useRef<HTMLElement>(null);
    const liveMarkup = useRef<HTMLDivElement>(null);
    const pending = useRef<Pending | null>(null);

    useEffect(() => {
      if (!keepsServerMarkup || Live) {
        return undefined;
      }
      const container = serverMarkup.current!;
      const indexOf = (element: Element | null) => [...container.querySelectorAll(CONTROLS)].indexOf(element?.closest(CONTROLS) as Element);
      const onClick = (event: MouseEvent) => {
        const index = indexOf(event.target as Element);
        if (index >= 0) {
          event.preventDefault();
          pending.current = {index, click: true};
        }
      };
      container.addEventListener('click', onClick);
      let cancelled = false;
      whenReaderActive()
        .then(load)
        .then((module) => {
          loaded = module.default;
          if (cancelled) {
            return;
          }
          const focused = indexOf(document.activeElement);
          if (!pending.current && focused >= 0) {
            pending.current = {index: focused, click: false};
          }
          setLive(() => module.default);
        });
      return () => {
        cancelled = true;
        container.removeEventListener('click', onClick);
      };
    }, [keepsServerMarkup, Live]);

    // An effect, not a layout effect: it runs after the live component's own mount effects, which
    // would otherwise reset the state that the replayed click sets.
    useEffect(() => {
      if (!Live || !pending.current) {
        return;
      }
      const control = liveMarkup.current?.querySelectorAll<HTMLElement>(CONTROLS)[pending.current.index];
      control?.focus();
      if (pending.current.click) {
        control?.click();
      }
      pending.current = null;
    }, [Live]);

    if (keepsServerMarkup && !Live) {
      return <ServerMarkup key="server" as="div" innerRef={serverMarkup} />;
    }
    const Component = Live ?? LazyComponent;
    return (
      <div key="live" ref={liveMarkup}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  };
}
