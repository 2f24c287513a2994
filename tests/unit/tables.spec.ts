import {expect, test} from '@playwright/test';
import type {Element, Root} from 'hast';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import rehypeTables from '../../src/features/tables';
import {elementsOf} from '../../src/hastTree';

/** The tables plugin on a parsed fragment: every table focusable, wide ones stacked with labels and roles. */
function tablesOf(html: string): Element[] {
  const tree = unified().use(rehypeParse, {fragment: true}).parse(html) as Root;
  rehypeTables()(tree);
  return [...elementsOf(tree)].filter((element) => element.tagName === 'table');
}

const row = (cells: string[], tag = 'td') => `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;

test('every table becomes focusable; one of two columns is not stacked', () => {
  const [table] = tablesOf(`<table><thead>${row(['A', 'B'], 'th')}</thead><tbody>${row(['1', '2'])}</tbody></table>`);
  expect(table!.properties.tabIndex).toBe(0);
  expect(table!.properties.className).toBeUndefined();
  expect(table!.properties.role).toBeUndefined();
});

test('a table of three columns is stacked: class, a label per body cell, and table roles', () => {
  const [table] = tablesOf(`<table><thead>${row(['Role', 'Can edit', 'Can <em>delete</em>'], 'th')}</thead><tbody>${row(['Teacher', 'Yes', 'No'])}</tbody></table>`);
  expect(table!.properties).toMatchObject({tabIndex: 0, className: ['stacked-table'], role: 'table'});
  const cells = [...elementsOf(table!)].filter((element) => element.tagName === 'td');
  expect(cells.map((cell) => [cell.properties.dataLabel, cell.properties.role])).toEqual([
    ['Role', 'cell'],
    ['Can edit', 'cell'],
    ['Can delete', 'cell'],
  ]);
});

test('a table of five columns is also wide', () => {
  const [table] = tablesOf(`<table><thead>${row(['1', '2', '3', '4', '5'], 'th')}</thead><tbody>${row(['a', 'b', 'c', 'd', 'e'])}</tbody></table>`);
  expect(table!.properties.className).toEqual(['stacked-table', 'wide-table']);
});
