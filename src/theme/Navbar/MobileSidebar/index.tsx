/**
 * Swizzled (wrap): the slide-out menu of a phone. Docusaurus renders it, closed, as soon as the page
 * knows it is on a phone: the whole sidebar rendered right after hydration (on an API page every
 * operation, about 700 React components) for a menu most readers never open. Here it renders when
 * the reader first opens it, and stays rendered from then on. Reads the menu's state through
 * '@docusaurus/theme-common/internal' (src/patches/manifest.ts, "phone menu rendered when opened").
 */
import {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import OriginalMobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function NavbarMobileSidebar(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) {
    setOpened(true);
  }
  return opened ? <OriginalMobileSidebar /> : null;
}
