/**
 * JavaScript syntax that parses at ES2022 but not in Safari 15, the oldest engine of the support policy:
 * regular-expression lookbehind, `(?<=…)` and `(?<!…)` (Safari 16.4), in a literal or in a pattern given
 * to `RegExp` as a string, and class static blocks (Safari 16.4).
 */
import type {Node} from 'acorn';
import type {full} from 'acorn-walk';

/** Whether a regular expression's source has a lookbehind group: outside character classes, not escaped. */
export function hasLookbehind(pattern: string): boolean {
  let inClass = false;
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index];
    if (character === '\\') {
      index += 1; // the escaped character means itself
    } else if (inClass) {
      inClass = character !== ']';
    } else if (character === '[') {
      inClass = true;
    } else if (character === '(' && (pattern.startsWith('?<=', index + 1) || pattern.startsWith('?<!', index + 1))) {
      return true;
    }
  }
  return false;
}

/**
 * The text of a string known at parse time, or of the fixed parts of one built from a template or by
 * `+`, with each computed part as a plain `x` (a computed part cannot make a lookbehind of fixed text).
 */
function constantString(node: any): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') {
    return node.value;
  }
  if (node?.type === 'TemplateLiteral') {
    return node.quasis.map((quasi: any) => quasi.value.cooked ?? '').join('x');
  }
  if (node?.type === 'BinaryExpression' && node.operator === '+') {
    const left = constantString(node.left);
    const right = constantString(node.right);
    return left === undefined && right === undefined ? undefined : `${left ?? 'x'}${right ?? 'x'}`;
  }
  return undefined;
}

export function findPolicySyntax(tree: Node, walk: typeof full): string[] {
  const found: string[] = [];
  walk(tree, (node: any) => {
    if (node.type === 'Literal' && node.regex && hasLookbehind(node.regex.pattern)) {
      found.push(`regex lookbehind (Safari 16.4): /${node.regex.pattern}/`);
    } else if ((node.type === 'NewExpression' || node.type === 'CallExpression') && node.callee.type === 'Identifier' && node.callee.name === 'RegExp') {
      const pattern = constantString(node.arguments[0]);
      if (pattern !== undefined && hasLookbehind(pattern)) {
        found.push(`regex lookbehind (Safari 16.4): RegExp(${JSON.stringify(pattern)})`);
      }
      if (constantString(node.arguments[1])?.includes('v')) {
        found.push('regex v flag (Safari 17)');
      }
    } else if (node.type === 'StaticBlock') {
      found.push('class static block (Safari 16.4)');
    }
  });
  return found;
}
