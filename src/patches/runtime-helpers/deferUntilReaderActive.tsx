/**
 * A component that the server renders in full but whose code the browser loads only on the reader's
 * first activity (src/clientModules/readerActivity.ts), so landing on a page does not pay for it.
 * Until the code arrives, the server's markup stays as it is (./serverMarkup.tsx). A click on that
 * markup in the meantime is not lost: it is replayed on the same control of the live component,
 * and a control that had keyboard focus has it again.
 *
 * The press that starts the load is often the click itself (a tap on an iPad: touchstart and
 * pointerdown are activity). If the live component replaced the server's button between pointerdown
 * and click, the browser would send the click nowhere, since its button is gone. So a press that began
 * on a control holds the swap until its click arrives, or until it plainly will not (cancelled, or
 * released without a click).
 */
import {lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {whenReaderActive} from '@site/src/clientModules/readerActivity';
import {ServerMarkup, useKeepsServerMarkup} from './serverMarkup';

const CONTROLS = 'button, a[href], input, select, textarea';
/** How long after the pointer is released a click may still come (WebKit sends it after touchend). */
const CLICK_AFTER_RELEASE_MS = 600;

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
      // A press on one of the server's controls that has not yet ended in a click.
      let pressEnded: (() => void) | undefined;
      let pressEnd: Promise<void> = Promise.resolve();
      const onPressStart = (event: Event) => {
        const activationKey = !(event instanceof KeyboardEvent) || event.key === 'Enter' || event.key === ' ';
        if (activationKey && indexOf(event.target as Element) >= 0 && !pressEnded) {
          pressEnd = new Promise((resolve) => (pressEnded = resolve));
        }
      };
      const endPress = () => {
        pressEnded?.();
        pressEnded = undefined;
      };
      let releaseTimer: ReturnType<typeof setTimeout> | undefined;
      const onRelease = () => {
        clearTimeout(releaseTimer);
        releaseTimer = setTimeout(endPress, CLICK_AFTER_RELEASE_MS);
      };
      const onClickCaptured = (event: MouseEvent) => {
        onClick(event);
        endPress();
      };
      const pressEvents: [string, EventListener, EventTarget][] = [
        ['pointerdown', onPressStart, container],
        ['touchstart', onPressStart, container],
        ['keydown', onPressStart, container],
        ['click', onClickCaptured as EventListener, container],
        ['pointerup', onRelease, window],
        ['touchend', onRelease, window],
        ['keyup', onRelease, window],
        ['pointercancel', endPress, window],
        ['touchcancel', endPress, window],
      ];
      pressEvents.forEach(([type, listener, target]) => target.addEventListener(type, listener, {capture: true, passive: type !== 'click'}));
      let cancelled = false;
      whenReaderActive()
        .then(load)
        .then(async (module) => {
          loaded = module.default;
          // A task later, so that the press which made the reader active has reached onPressStart
          // (the activity listener runs first, and a cached module can arrive within the same event).
          await new Promise((resolve) => setTimeout(resolve));
          // Each wait may see a new press begin (a second tap while the first one's click was pending).
          for (let current = pressEnd; ; current = pressEnd) {
            await current;
            if (current === pressEnd) {
              break;
            }
          }
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
        clearTimeout(releaseTimer);
        endPress();
        pressEvents.forEach(([type, listener, target]) => target.removeEventListener(type, listener, {capture: true}));
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
