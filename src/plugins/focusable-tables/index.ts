/**
 * Makes Markdown tables keyboard-scrollable. Docusaurus lets wide tables
 * scroll sideways; a scrollable region must be focusable so keyboard users can
 * scroll it (WCAG 2.1.1, axe "scrollable-region-focusable").
 */
type HastNode = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[]};

function makeTablesFocusable(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'table') {
    node.properties = {...node.properties, tabIndex: 0};
  }
  node.children?.forEach(makeTablesFocusable);
}

export default function rehypeFocusableTables() {
  return (tree: HastNode) => makeTablesFocusable(tree);
}
