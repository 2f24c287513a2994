/**
 * The one near-viewport signal: resolves once the element comes within `margin` of the viewport, or
 * once the reader presses a key (so keyboard focus never lands in content about to change). It stops
 * watching when `signal` aborts, and then never resolves.
 */
export function whenNearViewport(element: Element, margin: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reached(), {rootMargin: margin});
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('keydown', reached, true);
    };
    function reached() {
      stop();
      resolve();
    }
    observer.observe(element);
    window.addEventListener('keydown', reached, true);
    signal.addEventListener('abort', stop, {once: true});
  });
}
