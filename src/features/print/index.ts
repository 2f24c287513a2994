/**
 * Remark plugin: marks what the print stylesheet (src/features/print/print.css) needs and CSS cannot find by
 * itself. Each <TabItem> starts with a print-only label (the markup of ./withPrintLabels.tsx's
 * TabPrintLabel), since the tab buttons are not printed and every panel prints one after the other;
 * and a link whose text is already its address is marked, so printing does not repeat the address.
 */
type MdastNode = {
  type: string;
  name?: string | null;
  url?: string;
  value?: string;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdastNode[];
  data?: {hProperties?: Record<string, unknown>};
};

function stringAttribute(node: MdastNode, name: string): string | undefined {
  const attribute = node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

function annotate(node: MdastNode): void {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'TabItem') {
    const label = stringAttribute(node, 'label') ?? stringAttribute(node, 'value');
    if (label) {
      node.children = [
        {
          type: 'mdxJsxFlowElement',
          name: 'div',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'className', value: 'print-only tab-print-label'},
            {type: 'mdxJsxAttribute', name: 'data-pagefind-ignore', value: 'all'},
          ],
          children: [{type: 'text', value: label}],
        },
        ...(node.children ?? []),
      ];
    }
  }
  if (node.type === 'link' && node.children?.length === 1 && node.children[0].value === node.url) {
    node.data = {...node.data, hProperties: {...node.data?.hProperties, dataPrintBareUrl: ''}};
  }
  node.children?.forEach(annotate);
}

export default function remarkPrintAnnotations() {
  return (tree: MdastNode) => annotate(tree);
}
