/**
 * Swizzled (wrap) so that a code block's buttons (copy, and word wrap where the code is wider than
 * the block) are made when the block comes within 200 px of the viewport, or at the reader's first
 * key press, instead of for every block of the page as it hydrates. Docusaurus renders them in the
 * browser only (BrowserOnly), so the server's HTML has none either way. They are invisible until the
 * block is hovered or a button has focus.
 *
 * Made at hydration, they were most of the React work after it on pages with several code blocks:
 * on a phone landing on /developers/api-legacy/assessment/exams, 82 of the 84 components mounted
 * after hydration were the buttons of its five blocks, none of them on screen. Keyboard readers
 * lose nothing: their first key press brings every block's buttons, as it brings the live API
 * reference sections (src/patches/runtime-helpers/whenNearViewport.ts).
 *
 * They are made in a transition, which React renders after the key press or scroll has been painted
 * and in slices it yields between. Made in the key press's own render, every block's buttons held
 * that key's paint back: a first Tab on a phone on the exams page took 260 ms (median of six, 4x CPU
 * slowdown) against 100 ms when the buttons were made at hydration, and 104 ms in a transition.
 */
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {whenNearViewport} from '@site/src/patches/runtime-helpers/whenNearViewport';

type Props = WrapperProps<typeof ButtonsType>;

/** How near the viewport a block's buttons are made: the margin of the live API reference sections. */
const NEAR = '200px 0px';

export default function ButtonsWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const [near, setNear] = useState(false);
  useEffect(() => {
    const block = wordWrap.codeBlockRef.current;
    if (near) {
      return undefined;
    }
    if (!block) {
      setNear(true);
      return undefined;
    }
    const controller = new AbortController();
    void whenNearViewport(block, NEAR, controller.signal).then(() => startTransition(() => setNear(true)));
    return () => controller.abort();
  }, [near, wordWrap.codeBlockRef]);
  return near ? <Buttons {...props} /> : null;
}
