/**
 * Swizzled (wrap): the slide-out menu of a phone. Docusaurus renders it, closed, as soon as the page
 * knows it is on a phone: the whole sidebar rendered right after hydration (on an API page every
 * operation, about 700 React components) for a menu most readers never open. Here it is rendered,
 * closed, once the reader first scrolls, taps or types (src/clientModules/readerActivity.ts), as a
 * transition: React renders it in slices it yields between, so no input waits for it. Opening the
 * menu then only shows it, as on a stock site. A reader who opens the menu before that render is done
 * (the tap on the menu button being their first activity) gets it rendered with the tap, as before.
 *
 * Rendered at the tap, the menu was the slowest interaction of the bench's guide session: the tap's
 * click handler mounted it (58 to 85 ms, medians of runs at 4x CPU slowdown), and the session's INP
 * was a median 156 ms against 100 ms with the menu rendered beforehand (ten runs each, in turns).
 * Reads the menu's state through '@docusaurus/theme-common/internal' (src/patches/manifest.ts,
 * "phone menu rendered when opened").
 */
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import OriginalMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {whenReaderActive} from '@site/src/clientModules/readerActivity';

export default function NavbarMobileSidebar(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    let unmounted = false;
    void whenReaderActive().then(() => !unmounted && startTransition(() => setRendered(true)));
    return () => {
      unmounted = true;
    };
  }, []);
  return rendered || shown ? <OriginalMobileSidebar /> : null;
}
