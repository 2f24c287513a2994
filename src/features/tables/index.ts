/**
 * Markdown tables readable at every width and with the keyboard, as one rehype plugin.
 *
 * Every table is focusable: Docusaurus lets wide tables scroll sideways, and a scrollable region
 * must be focusable so keyboard users can scroll it (WCAG 2.1.1, axe "scrollable-region-focusable").
 *
 * Wide tables turn into one card per row on a phone. A table of three or more
 * columns gets the class `stacked-table`, and every body cell a `data-label` with its column's
 * header, which src/features/tables/readable-widths.css shows above the cell when the rows stack; a table of
 * five or more also gets `wide-table`, set a little tighter on wider screens. The table elements
 * also get their ARIA roles, because some browsers drop table semantics once CSS changes a
 * table's display.
 */
type HastNode = {type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: HastNode[]};

const STACK_FROM_COLUMNS = 3;
const WIDE_FROM_COLUMNS = 5;

const ROLES: Record<string, string> = {
  table: 'table',
  thead: 'rowgroup',
  tbody: 'rowgroup',
  tr: 'row',
  th: 'columnheader',
  td: 'cell',
};

const elements = (node: HastNode, tagName: string): HastNode[] =>
  (node.children ?? []).flatMap((child) => (child.tagName === tagName ? [child] : elements(child, tagName)));

const textOf = (node: HastNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

function addRoles(node: HastNode): void {
  if (node.tagName && ROLES[node.tagName]) {
    node.properties = {...node.properties, role: ROLES[node.tagName]};
  }
  node.children?.forEach(addRoles);
}

function stackTable(table: HastNode): void {
  const headers = elements(table, 'th').map((header) => textOf(header).trim());
  if (headers.length < STACK_FROM_COLUMNS) return;
  const className = (table.properties?.className as string[] | undefined) ?? [];
  const classes = headers.length >= WIDE_FROM_COLUMNS ? ['stacked-table', 'wide-table'] : ['stacked-table'];
  table.properties = {...table.properties, className: [...className, ...classes]};
  for (const body of elements(table, 'tbody')) {
    for (const row of elements(body, 'tr')) {
      elements(row, 'td').forEach((cell, index) => {
        if (headers[index]) cell.properties = {...cell.properties, dataLabel: headers[index]};
      });
    }
  }
  addRoles(table);
}

function visit(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'table') {
    node.properties = {...node.properties, tabIndex: 0};
    stackTable(node);
    return;
  }
  node.children?.forEach(visit);
}

export default function rehypeTables() {
  return (tree: HastNode) => visit(tree);
}
