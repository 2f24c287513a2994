/**
 * Turns one Mermaid source into a static, accessible SVG (as a hast tree) with beautiful-mermaid,
 * which lays diagrams out in plain JavaScript: the build and the deploy need no browser.
 *
 * beautiful-mermaid's own output is reshaped for this site:
 * - its <style> element and the root's style attribute (the only inline style it writes) go: they
 *   @import a web font and would need 'unsafe-inline' in the Content-Security-Policy; the colours
 *   and font come from diagrams.css instead;
 * - ids get a prefix per diagram, so two diagrams on one page don't share markers;
 * - edge-label boxes are widened: their width is estimated for Inter, and the system fonts the
 *   site uses (DejaVu Sans on Linux above all) are up to a sixth wider;
 * - the SVG gets a <title> and <desc>, role="img" and aria-labelledby;
 * - width and height are set so the smallest text is at least MIN_FONT_PX on screen.
 */
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import importEsm from './importEsm.cjs';

type BeautifulMermaid = typeof import('beautiful-mermaid');
type Unified = typeof import('unified');
type RehypeParse = typeof import('rehype-parse');

/** The smallest text a diagram may show, in CSS pixels at its rendered size. */
export const MIN_FONT_PX = 12;

let modules: Promise<{renderMermaidSVG: BeautifulMermaid['renderMermaidSVG']; parseSvg: (svg: string) => HastRoot}> | undefined;

function loadModules() {
  modules ??= Promise.all([
    importEsm<BeautifulMermaid>('beautiful-mermaid'),
    importEsm<Unified>('unified'),
    importEsm<RehypeParse>('rehype-parse'),
  ]).then(([{renderMermaidSVG}, {unified}, {default: rehypeParse}]) => {
    const parser = unified().use(rehypeParse, {fragment: true});
    return {renderMermaidSVG, parseSvg: (svg: string) => parser.parse(svg)};
  });
  return modules;
}

export class DiagramSyntaxError extends Error {
  /** 1-based line within the diagram source, when one line is at fault. */
  readonly line?: number;

  constructor(message: string, line?: number) {
    super(message);
    this.name = 'DiagramSyntaxError';
    this.line = line;
  }
}

const ARROW_AT_END = /(-->|---|-\.->|==>|->>|-->>|->|--x|--\)|\.\.>|--\|>|--o|--\*)\s*$/;
/** Pairs that open and close on one line ({ } may open a block that closes on a later line). */
const BRACKET_PAIRS: [string, string][] = [
  ['[', ']'],
  ['(', ')'],
];

/** The lines of a source that carry a statement (not blank, not a %% comment), with their 1-based numbers. */
function statementLines(source: string): {text: string; number: number}[] {
  return source
    .split('\n')
    .map((text, index) => ({text: text.trim(), number: index + 1}))
    .filter(({text}) => text !== '' && !text.startsWith('%%'));
}

/**
 * beautiful-mermaid rejects an unknown diagram type but skips a line it cannot read. A skipped line
 * is a mistake the writer would want to hear about, so each statement must change the drawing, and
 * lines with unbalanced brackets or quotes or a dangling arrow are refused outright.
 */
function checkSyntax(source: string, render: (source: string) => string, fullSvg: string): void {
  const lines = source.split('\n');
  const statements = statementLines(source);
  for (const {text, number} of statements.slice(1)) {
    const withoutQuoted = text.replace(/"[^"]*"/g, '""');
    if ((text.match(/"/g) ?? []).length % 2 !== 0) {
      throw new DiagramSyntaxError(`line ${number} has an unclosed quote: ${text}`, number);
    }
    for (const [open, close] of BRACKET_PAIRS) {
      if (withoutQuoted.split(open).length !== withoutQuoted.split(close).length) {
        throw new DiagramSyntaxError(`line ${number} has unbalanced "${open}${close}": ${text}`, number);
      }
    }
    if (ARROW_AT_END.test(withoutQuoted)) {
      throw new DiagramSyntaxError(`line ${number} ends with an arrow that leads nowhere: ${text}`, number);
    }
    // Closing lines ("end", "}") only matter together with their opening line; a participant may
    // be declared only to fix the order of the columns, which the messages may already imply.
    if (text === 'end' || text === '}' || /^(participant|actor)\s/.test(text)) {
      continue;
    }
    const withoutLine = lines.filter((_, index) => index !== number - 1).join('\n');
    let svgWithoutLine: string;
    try {
      svgWithoutLine = render(withoutLine);
    } catch {
      continue; // The diagram needs this line.
    }
    if (svgWithoutLine === fullSvg) {
      throw new DiagramSyntaxError(`line ${number} is not Mermaid that beautiful-mermaid understands (it changes nothing): ${text}`, number);
    }
  }
}

export type RenderedDiagram = {svg: Element; width: number; height: number; minFontPx: number};

function isElement(node: ElementContent | HastRoot['children'][number]): node is Element {
  return node.type === 'element';
}

/** Coordinates and lengths, which the renderer writes to four decimals: a tenth of a unit is exact enough to see. */
const GEOMETRY = new Set(['x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'width', 'height', 'd', 'points', 'transform']);

/**
 * Element children only, without the whitespace between them; drops <style> and data-* attributes
 * and rounds geometry to a tenth (the diagram is part of the page's JavaScript too).
 */
function tidy(element: Element, idPrefix: string): void {
  element.children = element.children.filter((child) => {
    if (child.type === 'text') {
      return child.value.trim() !== '' || element.tagName === 'text' || element.tagName === 'tspan';
    }
    return child.type === 'element' && child.tagName !== 'style';
  });
  for (const [name, value] of Object.entries(element.properties)) {
    if (/^data[A-Z]/.test(name)) {
      delete element.properties[name];
    } else if (GEOMETRY.has(name) && typeof value === 'string') {
      element.properties[name] = value.replace(/-?\d+\.\d{2,}/g, (number) => String(Math.round(Number(number) * 10) / 10));
    } else if (name === 'id') {
      element.properties.id = `${idPrefix}-${String(value)}`;
    } else if (typeof value === 'string' && value.includes('url(#')) {
      element.properties[name] = value.replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`);
    } else if ((name === 'href' || name === 'xLinkHref') && typeof value === 'string' && value.startsWith('#')) {
      element.properties[name] = `#${idPrefix}-${value.slice(1)}`;
    }
  }
  element.children.filter(isElement).forEach((child) => tidy(child, idPrefix));
}

function collect(element: Element, found: (element: Element) => void): void {
  found(element);
  element.children.filter(isElement).forEach((child) => collect(child, found));
}

const round = (value: number) => Math.round(value * 10) / 10;

/** How much wider an edge-label box gets, as a share of its width, plus a fixed margin in px. */
export const LABEL_BOX_EXTRA = {share: 0.16, px: 4};

function widenLabelBoxes(svg: Element): void {
  collect(svg, (element) => {
    const classes = element.properties.className;
    if (!Array.isArray(classes) || !classes.includes('edge-label')) {
      return;
    }
    for (const rect of element.children.filter(isElement).filter((child) => child.tagName === 'rect')) {
      const width = Number(rect.properties.width);
      const extra = width * LABEL_BOX_EXTRA.share + LABEL_BOX_EXTRA.px;
      rect.properties.x = String(round(Number(rect.properties.x) - extra / 2));
      rect.properties.width = String(round(width + extra));
    }
  });
}

/**
 * @param id unique on the page; prefixes the SVG's own ids and names its <title> and <desc>.
 * @throws DiagramSyntaxError when the source is not a diagram beautiful-mermaid can draw faithfully.
 */
export async function renderDiagram(source: string, {id, title, description}: {id: string; title: string; description: string}): Promise<RenderedDiagram> {
  const {renderMermaidSVG, parseSvg} = await loadModules();
  const render = (text: string) => renderMermaidSVG(text, {transparent: true});
  let svgText: string;
  try {
    svgText = render(source);
  } catch (error) {
    throw new DiagramSyntaxError((error as Error).message, 1);
  }
  checkSyntax(source, render, svgText);

  const svg = parseSvg(svgText).children.find(isElement);
  if (!svg || svg.tagName !== 'svg') {
    throw new Error('beautiful-mermaid returned no <svg> element');
  }
  tidy(svg, id);
  widenLabelBoxes(svg);
  const fontSizes: number[] = [];
  collect(svg, (element) => {
    if (element.properties.fontSize !== undefined) {
      fontSizes.push(Number(element.properties.fontSize));
    }
  });

  const [, , viewWidth, viewHeight] = String(svg.properties.viewBox).split(/[\s,]+/).map(Number);
  const minFontPx = Math.min(...fontSizes);
  // Scale up, never down: a wide diagram scrolls sideways in its container instead of shrinking.
  const scale = Math.max(1, MIN_FONT_PX / minFontPx);
  const width = round(viewWidth! * scale);
  const height = round(viewHeight! * scale);
  const titleId = `${id}-title`;
  const descriptionId = `${id}-desc`;
  svg.properties = {
    xmlns: svg.properties.xmlns,
    viewBox: svg.properties.viewBox,
    width: String(width),
    height: String(height),
    className: ['diagram__svg'],
    role: 'img',
    ariaLabelledBy: [titleId, descriptionId],
  };
  svg.children.unshift(
    {type: 'element', tagName: 'title', properties: {id: titleId}, children: [{type: 'text', value: title}]},
    {type: 'element', tagName: 'desc', properties: {id: descriptionId}, children: [{type: 'text', value: description}]},
  );
  return {svg, width, height, minFontPx: round(minFontPx * scale)};
}
