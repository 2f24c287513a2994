/**
 * The one near-viewport hook: whether the element has come within `margin` of the viewport (or the
 * reader has pressed a key, so keyboard focus never lands in content about to change). Once true it
 * stays true. The change renders as a transition, so it never blocks input.
 */
import {startTransition, useEffect, useRef, useState, type RefObject} from 'react';

export function useNearViewport<T extends Element>(margin: string, enabled = true): [RefObject<T | null>, boolean] {
  const element = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near) {
      return undefined;
    }
    const reached = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reached(), {rootMargin: margin});
    observer.observe(element.current!);
    window.addEventListener('keydown', reached, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', reached, true);
    };
  }, [enabled, near, margin]);
  return [element, near];
}
