/**
 * Turns one built HTML page into its Markdown twin. The article is taken from the rendered page,
 * not from the MDX source, so what components render survives: each tab becomes a labelled
 * section, admonitions become labelled blockquotes, code blocks keep their language and title,
 * diagrams give back their Mermaid source, and an API operation's parameters and schemas become
 * tables. The page's chrome (navigation, table of contents, footers, buttons) is left out.
 */
import type {Element, ElementContent, Parents, Root} from 'hast';
import type {Nodes as MdastNodes, Root as MdastRoot} from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark, {type Options as RehypeRemarkOptions} from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {headOf, metaDescriptionIn} from '../../builtSite';
import {twinPathOf} from './twinPath';

export type ConvertedPage = {
  /** The page title, without the site name. */
  title: string;
  /** The meta description, when the page has one. */
  description?: string;
  /** The href of the page's `<link rel="alternate" type="text/markdown">`, when it has one. */
  twinHref?: string;
  markdown: string;
};

type Handler = NonNullable<RehypeRemarkOptions['handlers']>[string];

// ---------------------------------------------------------------------------------------------
// Small hast helpers

const isElement = (node: unknown, tagName?: string): node is Element =>
  typeof node === 'object' && node !== null && (node as Element).type === 'element' && (!tagName || (node as Element).tagName === tagName);

function classesOf(node: Element): string[] {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

const hasClass = (node: Element, name: string) => classesOf(node).includes(name);
const hasClassStarting = (node: Element, prefix: string) => classesOf(node).some((name) => name.startsWith(prefix));

/** Every element under `node` (not `node` itself) that matches, in document order. */
function findAll(node: Parents, matches: (element: Element) => boolean, stopAt?: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (parent: Parents) => {
    for (const child of parent.children) {
      if (!isElement(child)) continue;
      if (matches(child)) found.push(child);
      if (!stopAt?.(child)) walk(child);
    }
  };
  walk(node);
  return found;
}

/** The first element under `node` that matches, in document order. */
function findFirst(node: Parents, matches: (element: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (matches(child)) return child;
    const found = findFirst(child, matches);
    if (found) return found;
  }
  return undefined;
}

/** The text of a node as a reader sees it in a code block: line breaks kept, markup dropped. */
function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  return 'children' in node ? node.children.map((child) => textOf(child as ElementContent)).join('') : '';
}

const plainText = (node: ElementContent | Root) => textOf(node).replace(/\s+/g, ' ').trim();

const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'small', 'span', 'strong', 'sub', 'sup', 'time']);

/** The text of a node with a line break after each block, so no sentence runs from one block into the next. */
function textByBlock(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value.replace(/\s+/g, ' ');
  if (node.type !== 'element' && node.type !== 'root') return '';
  const inner = node.children.map((child) => textByBlock(child as ElementContent)).join('');
  return node.type === 'element' && !INLINE_TAGS.has(node.tagName) ? `${inner}\n` : inner;
}

const h = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});
const strongParagraph = (label: string) => h('p', {}, [h('strong', {}, [text(label)])]);

// ---------------------------------------------------------------------------------------------
// Choosing the article and dropping the chrome

/** The element that holds the page's own content: a doc's Markdown, else the main area. */
function articleOf(tree: Root): Element | undefined {
  return (
    findFirst(tree, (element) => hasClass(element, 'theme-doc-markdown')) ??
    findFirst(tree, (element) => element.properties?.id === '__docusaurus_skipToContent_fallback') ??
    findFirst(tree, (element) => element.tagName === 'main')
  );
}

const CHROME_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'form', 'input', 'select', 'textarea', 'nav', 'aside', 'footer']);
const CHROME_CLASSES = [
  'hash-link', // the "Direct link to" anchor of each heading
  'table-of-contents',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-footer',
  'openapi-skeleton',
  'avatar__photo-link',
  'print-only', // the print stylesheet's source line and tab labels, which repeat what the twin already says
];

function dropChrome(parent: Parents): void {
  parent.children = parent.children.filter(
    (child) =>
      child.type !== 'comment' &&
      !(isElement(child) && (CHROME_TAGS.has(child.tagName) || CHROME_CLASSES.some((name) => hasClass(child, name)))),
  ) as typeof parent.children;
  for (const child of parent.children) {
    if (isElement(child)) dropChrome(child);
  }
}

// ---------------------------------------------------------------------------------------------
// Tabs: each panel becomes its label in bold followed by its content

function withAncestors(root: Parents): Map<Element, Parents[]> {
  const paths = new Map<Element, Parents[]>();
  const walk = (parent: Parents, ancestors: Parents[]) => {
    for (const child of parent.children) {
      if (!isElement(child)) continue;
      paths.set(child, ancestors);
      walk(child, [...ancestors, child]);
    }
  };
  walk(root, [root]);
  return paths;
}

const hasRole = (role: string) => (element: Element) => element.properties?.role === role;

function tabLabel(tab: Element): string {
  const label = plainText(tab);
  // The OpenAPI theme labels response tabs with the bare status code.
  return hasClass(tab, 'openapi-tabs__response-code-item') ? `Response ${label}` : label;
}

const GENERATED_EXAMPLE_LABEL = 'Example (auto)';

function labelTabs(root: Element): void {
  const ancestors = withAncestors(root);
  const inDocumentOrder = [...ancestors.keys()];
  for (const tablist of inDocumentOrder.filter(hasRole('tablist'))) {
    const labels = findAll(tablist, hasRole('tab')).map(tabLabel);
    const tablistPath = ancestors.get(tablist) ?? [];
    // The first panel after the list belongs to it; their closest common ancestor holds the group.
    const firstPanel = inDocumentOrder.slice(inDocumentOrder.indexOf(tablist)).find(hasRole('tabpanel'));
    if (!firstPanel) continue;
    const panelPath = ancestors.get(firstPanel) ?? [];
    const group = [...tablistPath].reverse().find((ancestor) => panelPath.includes(ancestor));
    if (!group) continue;
    const panels = findAll(group, hasRole('tabpanel'), hasRole('tabpanel'));
    const listParent = tablistPath[tablistPath.length - 1];
    listParent.children = listParent.children.filter((child) => child !== tablist) as typeof listParent.children;
    panels.forEach((panel, index) => {
      // The OpenAPI theme's generated example repeats the writer's own example when there is one.
      const repeated = labels[index] === GENERATED_EXAMPLE_LABEL && labels.includes('Example');
      panel.tagName = 'div';
      panel.properties = {};
      panel.children = repeated ? [] : [strongParagraph(labels[index] ?? `Tab ${index + 1}`), ...panel.children];
    });
  }
}

// ---------------------------------------------------------------------------------------------
// API reference: parameters and schemas as tables

const schemaPart = (node: Element, className: string) => findFirst(node, (element) => hasClass(element, className));

/** Block children flattened into one line of inline content, as a table cell needs. */
function inlineContent(nodes: ElementContent[]): ElementContent[] {
  const inline: ElementContent[] = [];
  const blocks = new Set(['p', 'div', 'ul', 'ol', 'li', 'details', 'summary']);
  const add = (node: ElementContent) => {
    if (isElement(node) && blocks.has(node.tagName)) {
      if (inline.length > 0) inline.push(text(' '));
      node.children.forEach(add);
    } else {
      inline.push(node);
    }
  };
  nodes.forEach(add);
  return inline;
}

type SchemaRow = {name: string; type: string; required: boolean; description: ElementContent[]};

function typeOf(header: Element): string {
  const typeElement = schemaPart(header, 'openapi-schema__name') ?? schemaPart(header, 'openapi-schema__type');
  const type = typeElement ? plainText(typeElement) : '';
  return schemaPart(header, 'openapi-schema__nullable') ? `${type} (nullable)` : type;
}

const isSchemaItem = (element: Element) => hasClass(element, 'openapi-schema__list-item');
/** The theme prints a default in a plain `<div>` that starts "Default value:" (an example has a class of its own). */
const isDefaultValue = (element: Element) => {
  const label = element.tagName === 'div' ? element.children.find((child): child is Element => isElement(child)) : undefined;
  return label !== undefined && label.tagName === 'strong' && plainText(label).startsWith('Default value');
};
const isDescriptionBlock = (element: Element) => element.tagName === 'p' || hasClass(element, 'openapi-example') || isDefaultValue(element);

/** The paragraphs and example that describe one parameter or field, without its nested fields. */
function descriptionOf(scope: Element): ElementContent[] {
  const blocks = findAll(scope, isDescriptionBlock, (element) => isSchemaItem(element) || element.tagName === 'summary' || isDescriptionBlock(element));
  return inlineContent(blocks);
}

/** The rows of a schema list, nested objects and arrays flattened into dotted names (`tags[].key`). */
function schemaRows(container: Parents, prefix: string): SchemaRow[] {
  return findAll(container, isSchemaItem, isSchemaItem).flatMap((item) => {
    const header = schemaPart(item, 'openapi-schema__container');
    if (!header) return [];
    const nameElement = schemaPart(header, 'openapi-schema__property');
    const name = `${prefix}${nameElement ? plainText(nameElement) : ''}`;
    const type = typeOf(header);
    const required = Boolean(schemaPart(header, 'openapi-schema__required'));
    const details = findFirst(item, (element) => element.tagName === 'details');
    const row = {name, type, required, description: descriptionOf(details ?? item)};
    const nested = details ? schemaRows(details, `${name}${type.endsWith('[]') ? '[]' : ''}.`) : [];
    return [row, ...nested];
  });
}

const cell = (tagName: 'td' | 'th', children: ElementContent[]) => h(tagName, {}, children);

function table(headings: string[], rows: ElementContent[][][]): Element {
  return h('table', {}, [
    h('thead', {}, [h('tr', {}, headings.map((heading) => cell('th', [text(heading)])))]),
    h('tbody', {}, rows.map((row) => h('tr', {}, row.map((cells) => cell('td', cells))))),
  ]);
}

const code = (value: string) => h('code', {}, [text(value)]);
const requiredCell = (required: boolean) => [text(required ? 'yes' : 'no')];

function schemaTable(list: Element): Element {
  return table(
    ['Field', 'Type', 'Required', 'Description'],
    schemaRows(list, '').map((row) => [[code(row.name)], row.type ? [code(row.type)] : [], requiredCell(row.required), row.description]),
  );
}

/** "Path Parameters" and the like: a heading and one table row per parameter, with where it goes. */
function parametersSection(details: Element, heading: Element): ElementContent[] {
  const location = plainText(heading).split(' ')[0].toLowerCase();
  const rows = findAll(details, (element) => hasClass(element, 'openapi-params__list-item')).map((item) => {
    const header = schemaPart(item, 'openapi-schema__container');
    const nameElement = header && schemaPart(header, 'openapi-schema__property');
    const type = header ? typeOf(header) : '';
    const description = descriptionOf(item);
    return [
      [code(nameElement ? plainText(nameElement) : '')],
      [text(location)],
      type ? [code(type)] : [],
      requiredCell(Boolean(header && schemaPart(header, 'openapi-schema__required'))),
      description,
    ];
  });
  return [h('h3', {}, [text(plainText(heading))]), table(['Name', 'In', 'Type', 'Required', 'Description'], rows)];
}

// ---------------------------------------------------------------------------------------------
// Code blocks, admonitions, diagrams, details

/** A code block in the one shape the `pre` handler below reads. */
const codeBlock = (value: string, language?: string, title?: string): Element =>
  h('pre', {dataTwinLanguage: language, dataTwinTitle: title}, [text(value.replace(/\n+$/, ''))]);

const languageOf = (element: Element) => classesOf(element).find((name) => name.startsWith('language-'))?.slice('language-'.length);

function admonition(element: Element): Element {
  const type = classesOf(element).find((name) => name.startsWith('theme-admonition-'))?.slice('theme-admonition-'.length) ?? 'note';
  const [heading, content] = element.children.filter((child) => isElement(child));
  const typeLabel = type.charAt(0).toUpperCase() + type.slice(1);
  const title = heading ? plainText(heading) : '';
  const label = !title || title.toLowerCase() === type ? typeLabel : `${typeLabel}: ${title}`;
  return h('blockquote', {}, [strongParagraph(label), ...(content?.children ?? [])]);
}

/** Rewrites the article's components into plain HTML that rehype-remark turns into Markdown. */
function simplify(parent: Parents, inheritedLanguage?: string): void {
  parent.children = parent.children.flatMap((child): ElementContent[] => {
    if (!isElement(child)) return [child as ElementContent];
    const language = languageOf(child) ?? inheritedLanguage;
    const replacement = simplifyElement(child, language);
    if (replacement) return replacement;
    simplify(child, language);
    return [child];
  }) as typeof parent.children;
}

function simplifyElement(element: Element, language?: string): ElementContent[] | undefined {
  if (element.tagName === 'figure' && element.properties?.dataMermaidSource) {
    return [codeBlock(String(element.properties.dataMermaidSource), 'mermaid')];
  }
  if (hasClass(element, 'theme-admonition')) {
    const quote = admonition(element);
    simplify(quote);
    return [quote];
  }
  if (hasClass(element, 'openapi__method-endpoint')) {
    const method = findFirst(element, (child) => hasClass(child, 'badge'));
    const endpoint = findFirst(element, (child) => hasClass(child, 'openapi__method-endpoint-path'));
    return [h('p', {}, [h('strong', {}, [text(method ? plainText(method) : '')]), text(' '), code(endpoint ? plainText(endpoint) : '')])];
  }
  if (element.tagName === 'details') {
    const summary = element.children.find((child): child is Element => isElement(child, 'summary'));
    const parametersHeading = summary && findFirst(summary, (child) => hasClass(child, 'openapi-markdown__details-summary-header-params'));
    if (parametersHeading) return parametersSection(element, parametersHeading);
    const rest = element.children.filter((child) => child !== summary);
    const heading = summary && findFirst(summary, (child) => /^h[1-6]$/.test(child.tagName));
    // A "required" flag inside a heading reads as part of the heading's text.
    const summaryBlock = heading
      ? h(heading.tagName, {}, [text(plainText(heading).replace(/required$/, ' (required)'))])
      : strongParagraph(summary ? plainText(summary) : 'Details');
    const section = h('div', {}, [summaryBlock, ...rest]);
    simplify(section, language);
    return [section];
  }
  if (element.tagName === 'ul' && findFirst(element, isSchemaItem)) {
    return [schemaTable(element)];
  }
  if (hasClass(element, 'theme-code-block') || hasClassStarting(element, 'codeBlockContainer')) {
    const pre = findFirst(element, (child) => child.tagName === 'pre');
    const title = findFirst(element, (child) => hasClassStarting(child, 'codeBlockTitle'));
    return pre ? [codeBlock(textOf(pre), language, title ? plainText(title) : undefined)] : [];
  }
  if (element.tagName === 'pre' && element.properties?.dataTwinLanguage === undefined) {
    const codeElement = findFirst(element, (child) => child.tagName === 'code');
    return [codeBlock(textOf(element), (codeElement && languageOf(codeElement)) ?? language)];
  }
  return undefined;
}

const preHandler: Handler = (_state, node) => {
  const {dataTwinLanguage, dataTwinTitle} = node.properties ?? {};
  return {
    type: 'code',
    lang: dataTwinLanguage ? String(dataTwinLanguage) : null,
    meta: dataTwinTitle ? `title="${String(dataTwinTitle)}"` : null,
    value: textOf(node),
  };
};

// ---------------------------------------------------------------------------------------------
// Links: every internal page link points to that page's twin, as an absolute URL

export function twinUrlOf(href: string, siteUrl: string): string {
  const local = href.startsWith(siteUrl) ? href.slice(siteUrl.length) || '/' : href;
  if (!local.startsWith('/') || local.startsWith('//')) return href;
  const [, pathname, suffix] = local.match(/^([^?#]*)(.*)$/) ?? [];
  // Files (images, the OpenAPI file, feeds) keep their address; pages point to their twin.
  const isFile = /\.[a-z0-9]+$/i.test(pathname);
  return `${siteUrl}${isFile ? pathname : twinPathOf(pathname)}${suffix}`;
}

const blockText = (node: MdastNodes): string =>
  'value' in node ? node.value : 'children' in node ? node.children.map(blockText).join('') : '';
const isLabelLine = (node: MdastNodes) =>
  node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'strong';

/**
 * Drops a tab label that the panel's own first heading repeats ("Body" over "Body (required)",
 * "Schema" over "Schema"), so each section is named once.
 */
function dropRepeatedLabels(node: MdastNodes): void {
  if (!('children' in node)) return;
  node.children = node.children.filter((child, index, siblings) => {
    const next = siblings[index + 1];
    return !(isLabelLine(child) && next && (next.type === 'heading' || isLabelLine(next)) && blockText(next).startsWith(blockText(child)));
  }) as typeof node.children;
  node.children.forEach(dropRepeatedLabels);
}

/** Moves spaces at the edges of bold or italic text outside it: `**Example: **` is not bold in Markdown. */
function trimEmphasis(node: MdastNodes): void {
  if (!('children' in node)) return;
  node.children = node.children.flatMap((child) => {
    if ((child.type === 'strong' || child.type === 'emphasis') && child.children.length > 0) {
      const last = child.children[child.children.length - 1];
      if (last.type === 'text' && /\s$/.test(last.value)) {
        last.value = last.value.trimEnd();
        return [child, {type: 'text', value: ' '}];
      }
    }
    return [child];
  }) as typeof node.children;
  node.children.forEach(trimEmphasis);
}

function rewriteLinks(node: MdastNodes, siteUrl: string): void {
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    node.url = twinUrlOf(node.url, siteUrl);
  }
  if ('children' in node) node.children.forEach((child) => rewriteLinks(child, siteUrl));
}

// ---------------------------------------------------------------------------------------------

function headValues(tree: Root, siteTitle: string) {
  const titleElement = findFirst(tree, (element) => element.tagName === 'title');
  const rawTitle = titleElement ? plainText(titleElement) : '';
  const suffix = ` | ${siteTitle}`;
  const twinLink = findFirst(
    tree,
    (element) => element.tagName === 'link' && element.properties?.type === 'text/markdown' && String(element.properties?.rel) === 'alternate',
  );
  return {
    title: rawTitle.endsWith(suffix) ? rawTitle.slice(0, -suffix.length) : rawTitle,
    description: metaDescriptionIn(tree) || undefined,
    twinHref: twinLink?.properties?.href ? String(twinLink.properties.href) : undefined,
  };
}

const parser = unified().use(rehypeParse, {fragment: true});
const toMarkdown = unified()
  .use(rehypeRemark, {handlers: {pre: preHandler}})
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fences: true, listItemIndent: 'one', rule: '-', emphasis: '_'});

/**
 * A description cut short (the API reference keeps the first line of an operation's text) is
 * completed to the end of its sentence from the page's own text, within the same paragraph.
 * `pageText` has one line per block.
 */
export function completeSentence(description: string | undefined, pageText: string): string | undefined {
  if (!description || /[.!?:)]$/.test(description)) return description;
  const start = pageText.indexOf(description);
  if (start < 0) return description;
  const rest = pageText.slice(start + description.length);
  const end = rest.search(/[.!?](\s|$)/);
  return end < 0 || rest.slice(0, end).includes('\n') ? description : pageText.slice(start, start + description.length + end + 1);
}

/**
 * The part of the page that can hold its content: a doc page's main column (its sidebar holds
 * every page of the section), else everything between the navbar and the footer. Parsing only
 * this part makes an API page three times faster to convert.
 */
function contentRegion(html: string): string {
  const start = html.includes('theme-doc-markdown') ? html.indexOf('<main') : html.lastIndexOf('<div', html.indexOf('__docusaurus_skipToContent_fallback'));
  const footer = html.indexOf('<footer class="theme-layout-footer');
  return html.slice(Math.max(start, 0), footer > start ? footer : undefined);
}

export async function htmlToMarkdown(html: string, {siteUrl, siteTitle}: {siteUrl: string; siteTitle: string}): Promise<ConvertedPage> {
  const head = headValues(headOf(html), siteTitle);
  const article = articleOf(parser.parse(contentRegion(html))) ?? h('div', {}, []);
  const {title, twinHref} = head;
  const description = completeSentence(head.description, textByBlock(article));
  dropChrome(article);
  labelTabs(article);
  simplify(article);
  // Every twin opens with the page title as its only level-one heading.
  if (!findFirst(article, (element) => element.tagName === 'h1')) {
    article.children.unshift(h('h1', {}, [text(title)]));
  }
  const mdast = (await toMarkdown.run({type: 'root', children: [article]})) as MdastRoot;
  rewriteLinks(mdast, siteUrl);
  dropRepeatedLabels(mdast);
  trimEmphasis(mdast);
  const markdown = toMarkdown.stringify(mdast).replace(/\u200b/g, '');
  return {title, description, twinHref, markdown};
}
