/**
 * The one walker of HTML trees (hast, as rehype parses them), for the build steps and plugins that
 * look for elements: every element under a node, in document order, a <template>'s content included.
 */
import type {Element, Nodes} from 'hast';

/** The elements under `node` (and `node` itself, if it is one), in document order. */
export function* elementsOf(node: Nodes): Generator<Element> {
  if (node.type === 'element') {
    yield node;
    // A <template>'s markup is parsed into its content fragment.
    if (node.content) {
      yield* elementsOf(node.content);
    }
  }
  if ('children' in node) {
    for (const child of node.children) {
      yield* elementsOf(child);
    }
  }
}

/** The text of a node and everything under it. */
export function textOf(node: Nodes): string {
  if (node.type === 'text') {
    return node.value;
  }
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** The element's classes, as rehype parses them. */
export const classesOf = (element: Element): string[] => (element.properties.className as string[] | undefined) ?? [];
