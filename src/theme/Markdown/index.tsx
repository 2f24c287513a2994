/**
 * Swizzled (ejected, with a new implementation): the OpenAPI theme renders schema, parameter and
 * response descriptions with react-markdown, remark-gfm and rehype-raw, about 1.2 MB of
 * JavaScript parsed on every API page. Those descriptions use a small part of Markdown
 * (paragraphs, code spans, links, bold, italics and bare URLs), which this renders to the same
 * HTML. tests/unit/apiMarkdown.spec.ts checks that for every such text the OpenAPI file yields.
 */
import {Fragment, type ReactNode} from 'react';

// One alternative per inline construct, tried left to right.
const INLINE =
  /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)|\*\*(?=\S)([\s\S]*?\S)\*\*|\*(?=[^\s*])([\s\S]*?[^\s*])\*(?!\*)|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<]*[^\s<.,:;!?"')\]*_~])/g;

/** A code span's text: line endings become spaces and one padding space is stripped from each end. */
function codeText(raw: string): string {
  const text = raw.replace(/\n/g, ' ');
  return /^ .*[^ ].* $/.test(text) ? text.slice(1, -1) : text;
}

function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, , code, strong, emphasis, linkText, href, url] = match;
    nodes.push(text.slice(last, match.index));
    const key = nodes.length;
    if (code !== undefined) {
      nodes.push(<code key={key}>{codeText(code)}</code>);
    } else if (strong !== undefined) {
      nodes.push(<strong key={key}>{renderInline(strong)}</strong>);
    } else if (emphasis !== undefined) {
      nodes.push(<em key={key}>{renderInline(emphasis)}</em>);
    } else if (linkText !== undefined) {
      nodes.push(
        <a key={key} href={href}>
          {renderInline(linkText)}
        </a>,
      );
    } else {
      nodes.push(
        <a key={key} href={url}>
          {url}
        </a>,
      );
    }
    last = match.index + whole.length;
  }
  nodes.push(text.slice(last));
  return nodes.filter((node) => node !== '');
}

export default function Markdown({children}: {children?: ReactNode}): ReactNode {
  if (typeof children !== 'string') {
    return children;
  }
  const paragraphs = children
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/^[ \t]+/gm, '').trim())
    .filter(Boolean);
  return (
    <Fragment>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{renderInline(paragraph)}</p>
      ))}
    </Fragment>
  );
}
