/**
 * The one way this site keeps markup the server rendered through hydration without rendering it
 * again in the browser: React neither compares nor patches an element whose inner HTML is set, so
 * an empty `__html` that is the same object on every render leaves the server's children as they
 * are. Code blocks keep their highlighting until the highlighter is needed, API reference sections
 * stay static until they come near the viewport, and the build-time code samples stay as built.
 */
import {useState, type ReactNode, type Ref} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

const SERVER_HTML = {__html: ''};

/**
 * True while the browser hydrates a page the server rendered, and from then on for the component's
 * life. False on the server, after a client-side navigation and in the development server, which
 * renders in the browser only (Docusaurus defines HYDRATE_CLIENT_ENTRY in production builds).
 */
export function useKeepsServerMarkup(): boolean {
  const hydrating = !useIsBrowser() && typeof window !== 'undefined' && Boolean(process.env.HYDRATE_CLIENT_ENTRY);
  const [keeps] = useState(hydrating);
  return keeps;
}

type Props = {as: 'div' | 'pre'; className?: string; tabIndex?: number; innerRef?: Ref<HTMLElement>};

/** The element as the server rendered it, children included; its own attributes must match the server's. */
export function ServerMarkup({as: Element, innerRef, ...attributes}: Props): ReactNode {
  return <Element ref={innerRef as Ref<never>} {...attributes} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
}
