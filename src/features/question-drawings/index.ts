/**
 * Question drawings as static SVG files: a writer puts
 *   <QuestionDrawing type="number-line" />
 * (optionally with example content as props, e.g. prompt="…" or segment={{from: 0, to: 2}}) on its
 * own line in MDX, and this remark plugin replaces it with an import that drawingLoader.cjs turns
 * into an SVG file and a <figure><img alt=…><figcaption> element. The page ships that element and
 * nothing of the drawing's code. No import of QuestionDrawing is needed in the MDX file.
 *
 * Props must be literals (strings, numbers, booleans, arrays and objects of them), since they are
 * read at build time; anything else, an unknown type, or a drawing inside a line of text fails the
 * build with the file and line.
 */
import path from 'node:path';
import type {Expression, Program} from 'estree';
import type {Root, RootContent, Parent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {MdxFlowExpression} from 'mdast-util-mdx-expression';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {QUESTION_TYPE_GROUPS} from '../../data/questionTypes';

export const DRAWING_ELEMENT = 'QuestionDrawing';
const LOADER = path.join(__dirname, 'drawingLoader.cjs');
const REGISTRY = path.join(__dirname, 'QuestionDrawing/registry.ts');
const TYPES = new Set(QUESTION_TYPE_GROUPS.flatMap((group) => group.types.map((type) => type.slug)));

/** The module request that renders one drawing, or every thumbnail (query "thumbnails"). */
export function drawingRequest(query: string): string {
  return `!!${LOADER}?${encodeURIComponent(query)}!${REGISTRY}`;
}

export class QuestionDrawingError extends Error {
  constructor(file: string, line: number | undefined, problem: string) {
    super(`<${DRAWING_ELEMENT}> in ${file}:${line ?? '?'}: ${problem}`);
    this.name = 'QuestionDrawingError';
  }
}

type Literal = string | number | boolean | null | Literal[] | {[key: string]: Literal};

/** The value of a literal expression; throws on anything that would need running code. */
function literalValue(node: Expression): Literal {
  switch (node.type) {
    case 'Literal':
      if (node.value instanceof RegExp || typeof node.value === 'bigint' || node.value === undefined) break;
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length === 0) return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
      break;
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') return -node.argument.value;
      break;
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw new TypeError('an array with a hole or a spread');
        return literalValue(element);
      });
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== 'Property' || property.computed || property.kind !== 'init') throw new TypeError('a computed, spread or method property');
          const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
          if (key === undefined) throw new TypeError('an unusual property key');
          return [key, literalValue(property.value as Expression)];
        }),
      );
    default:
  }
  throw new TypeError(`a ${node.type}`);
}

function propsOf(element: MdxJsxFlowElement, file: string): {type: string; props: Record<string, Literal>} {
  const line = element.position?.start.line;
  const props: Record<string, Literal> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') throw new QuestionDrawingError(file, line, 'spread props cannot be read at build time; write each prop out');
    const {name, value} = attribute;
    if (value === null || value === undefined) {
      props[name] = true;
    } else if (typeof value === 'string') {
      props[name] = value;
    } else {
      const statement = (value.data?.estree as Program | undefined)?.body[0];
      if (statement?.type !== 'ExpressionStatement') throw new QuestionDrawingError(file, line, `the value of ${name} is not an expression`);
      try {
        props[name] = literalValue(statement.expression);
      } catch (error) {
        throw new QuestionDrawingError(file, line, `${name}={…} must be a literal (strings, numbers, booleans, arrays, objects), not ${(error as Error).message}`);
      }
    }
  }
  const {type, ...rest} = props;
  if (typeof type !== 'string' || !TYPES.has(type)) {
    throw new QuestionDrawingError(file, line, `type="${String(type)}" is not a question type; use one of ${[...TYPES].join(', ')}`);
  }
  return {type, props: rest};
}

const program = (body: Program['body']): Program => ({type: 'Program', sourceType: 'module', body});

function importNode(name: string, request: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(request)};`,
    data: {
      estree: program([
        {
          type: 'ImportDeclaration',
          specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
          source: {type: 'Literal', value: request, raw: JSON.stringify(request)},
          attributes: [],
        },
      ]),
    },
  };
}

function expressionNode(name: string): MdxFlowExpression {
  return {type: 'mdxFlowExpression', value: name, data: {estree: program([{type: 'ExpressionStatement', expression: {type: 'Identifier', name}}])}};
}

export default function remarkQuestionDrawings() {
  return (tree: Root, vfile: {path?: string}) => {
    const file = vfile.path ? path.relative(process.cwd(), vfile.path) : '<unknown file>';
    const imports: MdxjsEsm[] = [];
    const visit = (parent: Parent) => {
      parent.children.forEach((child, index) => {
        if (child.type === 'mdxJsxTextElement' && (child as MdxJsxTextElement).name === DRAWING_ELEMENT) {
          throw new QuestionDrawingError(file, child.position?.start.line, 'put the drawing on its own line, with a blank line before and after it');
        }
        if (child.type === 'mdxJsxFlowElement' && child.name === DRAWING_ELEMENT) {
          const {type, props} = propsOf(child, file);
          const name = `questionDrawing${imports.length}`;
          imports.push(importNode(name, drawingRequest(JSON.stringify({type, props}))));
          parent.children[index] = expressionNode(name) as RootContent;
        } else if ('children' in child) {
          visit(child as Parent);
        }
      });
    };
    visit(tree);
    tree.children.unshift(...imports);
  };
}
