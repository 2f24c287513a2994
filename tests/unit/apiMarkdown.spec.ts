
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {expect, test} from '@playwright/test';
import Markdown from '../../src/theme/Markdown';
import {readOpenApiFile} from '../../src/sidebars/apiOperations';

type Node = unknown;

/**
 * Every text the API pages render with the theme's Markdown component at runtime: descriptions of
 * parameters, schemas, request bodies and responses, and example summaries. Operation, tag and
 * API descriptions are compiled into the pages' MDX instead, so they are not collected.
 */
function runtimeMarkdownTexts(spec: Record<string, Node>): string[] {
  const texts = new Set<string>();
  const visit = (node: Node, key: string | undefined, isOperation: boolean) => {
    if (Array.isArray(node)) {
      node.forEach((item) => visit(item, undefined, false));
      return;
    }
    if (!node || typeof node !== 'object') {
      return;
    }
    for (const [name, value] of Object.entries(node)) {
      const collected =
        typeof value === 'string' && ((name === 'description' && !isOperation) || (name === 'summary' && key === 'example'));
      if (collected) {
        texts.add(value);
      }
      visit(value, key === 'examples' ? 'example' : name, false);
    }
  };
  for (const operations of Object.values(spec.paths as Record<string, Record<string, Node>>)) {
    for (const operation of Object.values(operations)) {
      visit(operation, undefined, true);
    }
  }
  visit(spec.components, 'components', false);
  return [...texts];
}

/** The shapes of the qualifier lines the theme writes in Markdown under schema properties. */
const QUALIFIER_SAMPLES = [
  '**Possible values:** [`draft`, `published`, `archived`]',
  '**Possible values:** `>= 1` and `<= 100`',
  '**Possible values:** `non-empty` and `<= 200 characters`, Value must match regular expression `^[a-z0-9-]+$`',
  '**Possible values:** `> 0`, `>= 2`',
];

test('the light API Markdown renders exactly what the theme renderer does for every API text', async () => {
  const {default: ReactMarkdown} = await import('react-markdown');
  const {default: remarkGfm} = await import('remark-gfm');
  const {default: rehypeRaw} = await import('rehype-raw');
  const spec = readOpenApiFile<Record<string, Node>>();
  const texts = [...runtimeMarkdownTexts(spec), ...QUALIFIER_SAMPLES];
  expect(texts.length).toBeGreaterThan(200);

  const html = (component: ComponentType<{children: string}>, text: string, props = {}) =>
    // react-markdown separates blocks with line breaks, which HTML renders as nothing.
    renderToStaticMarkup(createElement(component, {...props, children: text})).replace(/>\n</g, '><');
  const mismatches = texts.filter(
    (text) => html(Markdown, text) !== html(ReactMarkdown, text, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeRaw]}),
  );
  expect(mismatches).toEqual([]);
});

test('the light API Markdown renders paragraphs, code, emphasis, links and bare URLs', () => {
  const html = renderToStaticMarkup(
    createElement(
      Markdown,
      null,
      'Send `user_id` **once**, see *Sessions* and [Get exam](/developers/api/get-exam).\n\nBase: https://api.example.com.',
    ),
  );
  expect(html).toBe(
    '<p>Send <code>user_id</code> <strong>once</strong>, see <em>Sessions</em> and <a href="/developers/api/get-exam">Get exam</a>.</p>' +
      '<p>Base: <a href="https://api.example.com">https://api.example.com</a>.</p>',
  );
});
