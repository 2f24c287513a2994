/**
 * Swizzled (ejected, rewritten): Docusaurus's CodeBlock remounts every block once the page has
 * hydrated, so that a dark colour mode can restyle it; that rebuilds the DOM of every code block
 * on the page. This site is light only (the colour switch is disabled), so blocks stay as the
 * server rendered them, which also lets src/theme/CodeBlock/Content keep the server's
 * highlighting until the highlighter is needed.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The code as one string, or undefined when the block holds React elements (which are not highlighted). */
function codeText(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  return parts.some((part) => isValidElement(part)) ? undefined : parts.join('');
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const code = codeText(children);
  return code === undefined ? <ElementContent {...props}>{children}</ElementContent> : <StringContent {...props}>{code}</StringContent>;
}
