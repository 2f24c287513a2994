/**
 * Swizzled (wrap): the request explorer beside an API reference (code samples, request form,
 * postman-collection and the code generators, about 270 kB of gzip JavaScript) loads when its
 * panel comes near the viewport instead of with the page. On a wide screen the panel is in view,
 * so it loads at once; on a phone, where it sits below the reference, it loads as the reader
 * scrolls towards it. The theme renders it in the browser only, behind this same skeleton.
 */
import {lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';

const OriginalApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

/** How far outside the viewport the panel starts loading, so it is usually ready when reached. */
const LOAD_MARGIN = '600px 0px';

export default function ApiExplorer(props: ComponentProps<typeof OriginalApiExplorer>): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [nearViewport, setNearViewport] = useState(false);

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNearViewport(true);
          observer.disconnect();
        }
      },
      {rootMargin: LOAD_MARGIN},
    );
    observer.observe(placeholder.current!);
    return () => observer.disconnect();
  }, []);

  const skeleton = <SkeletonLoader size="lg" />;
  if (!nearViewport) {
    return <div ref={placeholder}>{skeleton}</div>;
  }
  return (
    <Suspense fallback={skeleton}>
      <OriginalApiExplorer {...props} />
    </Suspense>
  );
}
