/**
 * The OpenAPI theme's ApiItem renders twice as a page starts: once to hydrate, and again at once
 * when its useIsBrowser turns true and it builds the request form's store. Each render creates a
 * new element for the page's MDX content (`createElement(MDXComponent, null)`), so React rendered
 * the whole reference again right after hydrating it. The content takes no props, so as a memo
 * component it renders once; a context it reads (the new store) still reaches the components that
 * read it. The content's fields (metadata, front matter, table of contents) stay on it, as ApiItem
 * and DocProvider read them.
 */
import {memo, type ComponentType} from 'react';

const renderedOnce = new WeakMap<object, unknown>();

export function contentRenderedOnce<Content extends ComponentType>(content: Content): Content {
  if (!renderedOnce.has(content)) {
    renderedOnce.set(content, Object.assign(memo(content), content));
  }
  return renderedOnce.get(content) as Content;
}
