/**
 * Diagrams at build time: every ```mermaid code block of an MDX page becomes a static inline SVG
 * (see renderDiagram.ts), so no diagram JavaScript reaches the browser.
 *
 * Writers give each block a description, and optionally a title, in the block's meta:
 *   ```mermaid title="Life of an assignment" description="Five steps, from building …"
 * Without a title, the nearest heading above the block names the diagram. A block without a
 * description, or with Mermaid that cannot be drawn, fails the build with the file and line.
 *
 * Output: <figure class="diagram" data-mermaid-source="…"> holding a keyboard-focusable, labelled
 * scroll container (a wide diagram scrolls sideways, never shrinks) with the <svg> inside.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {Code, Nodes, Parent, Root} from 'mdast';
import type {Element} from 'hast';
import {DiagramSyntaxError, renderDiagram} from './renderDiagram';

/** `key="value"` pairs of a code block's meta string. */
export function parseMeta(meta: string | null | undefined): Record<string, string> {
  return Object.fromEntries([...(meta ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
}

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'code') {
    return node.value;
  }
  return 'children' in node ? node.children.map((child) => textOf(child as Nodes)).join('') : '';
}

type Found = {code: Code; parent: Parent; heading: string | undefined};

/** Mermaid blocks in document order, each with the text of the last heading before it. */
function findDiagrams(tree: Root): Found[] {
  const found: Found[] = [];
  let heading: string | undefined;
  const walk = (node: Nodes, parent: Parent | undefined) => {
    if (node.type === 'heading') {
      heading = textOf(node);
    } else if (node.type === 'code' && node.lang === 'mermaid' && parent) {
      found.push({code: node, parent, heading});
    }
    if ('children' in node) {
      node.children.forEach((child) => walk(child as Nodes, node));
    }
  };
  walk(tree, undefined);
  return found;
}

type DiagramNode = {type: 'diagram'; data: {hName: 'figure'; hProperties: Record<string, unknown>; hChildren: Element[]}};

/** Raised for a diagram the build must not publish; its message names the file and line. */
export class DiagramError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`Mermaid diagram in ${file}:${line}: ${problem}`);
    this.name = 'DiagramError';
  }
}

export default function remarkDiagrams() {
  return async (tree: Root, file: {path?: string}) => {
    const filePath = file.path ? path.relative(process.cwd(), file.path) : '<unknown file>';
    const diagrams = findDiagrams(tree);
    for (const [index, {code, parent, heading}] of diagrams.entries()) {
      const blockLine = code.position?.start.line ?? 0;
      const meta = parseMeta(code.meta);
      if (!meta.description?.trim()) {
        throw new DiagramError(
          filePath,
          blockLine,
          'add a description="…" to the ```mermaid line, saying in words what the diagram shows (screen readers read it)',
        );
      }
      const title = meta.title?.trim() || (heading ? `Diagram: ${heading}` : 'Diagram');
      const hash = createHash('sha256').update(code.value).digest('hex').slice(0, 8);
      const id = `diagram-${hash}-${index}`;
      let rendered;
      try {
        rendered = await renderDiagram(code.value, {id, title, description: meta.description.trim()});
      } catch (error) {
        if (error instanceof DiagramSyntaxError) {
          // The source starts on the line after the opening fence.
          throw new DiagramError(filePath, blockLine + (error.line ?? 0), error.message);
        }
        throw error;
      }
      const scrollContainer: Element = {
        type: 'element',
        tagName: 'div',
        // Focusable so that keyboard users can scroll a diagram wider than the page (WCAG 2.1.1).
        properties: {className: ['diagram__scroll'], tabIndex: 0, role: 'region', ariaLabel: title},
        children: [rendered.svg],
      };
      const replacement: DiagramNode = {
        type: 'diagram',
        data: {hName: 'figure', hProperties: {className: ['diagram'], dataMermaidSource: code.value}, hChildren: [scrollContainer]},
      };
      parent.children[parent.children.indexOf(code)] = replacement as unknown as Code;
    }
  };
}
