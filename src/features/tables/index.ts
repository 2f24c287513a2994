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
import type {Element, Root} from 'hast';
import {elementsOf, textOf} from '../../hastTree';

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

const descendants = (node: Element, tagName: string) => [...elementsOf(node)].filter((element) => element !== node && element.tagName === tagName);

function stackTable(table: Element): void {
  const headers = descendants(table, 'th').map((header) => textOf(header).trim());
  if (headers.length < STACK_FROM_COLUMNS) return;
  const className = (table.properties.className as string[] | undefined) ?? [];
  const classes = headers.length >= WIDE_FROM_COLUMNS ? ['stacked-table', 'wide-table'] : ['stacked-table'];
  table.properties = {...table.properties, className: [...className, ...classes]};
  for (const body of descendants(table, 'tbody')) {
    for (const row of descendants(body, 'tr')) {
      descendants(row, 'td').forEach((cell, index) => {
        if (headers[index]) cell.properties = {...cell.properties, dataLabel: headers[index]};
      });
    }
  }
  for (const element of elementsOf(table)) {
    const role = ROLES[element.tagName];
    if (role) element.properties = {...element.properties, role};
  }
}

export default function rehypeTables() {
  return (tree: Root) => {
    for (const table of [...elementsOf(tree)].filter((element) => element.tagName === 'table')) {
      table.properties = {...table.properties, tabIndex: 0};
      stackTable(table);
    }
  };
}
