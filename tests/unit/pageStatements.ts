import {splitFrontMatter} from '../../scripts/content-lint.cjs';

/** One sentence a reader reads, with the heading of its section. */
export type Statement = {text: string; heading: string; /** Example content, not a claim about the product. */ example: boolean};

/** What a reader reads, sentence by sentence: description and prose, no code blocks, imports or tags. */
export function statementsOf(source: string): Statement[] {
  const {frontMatter, body} = splitFrontMatter(source);
  const statements: Statement[] = [];
  let heading = '';
  const text = `${frontMatter.description ?? ''}\n\n${body}`
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
    .replace(/^(?:import|export) .*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    // Inline code keeps its text, but its < and > must not look like tags.
    .replace(/`[^`\n]*`/g, (code) => code.replace(/</g, '‹').replace(/>/g, '›'))
    .replace(/<[^>]+>/g, ' ');
  for (const block of text.split(/\n\s*\n/)) {
    const table = block.trimStart().startsWith('|');
    const lines = table ? block.split('\n') : [block.replace(/\n/g, ' ')];
    // A table with an "Example …" column holds example content, such as a task's description.
    const exampleTable = table && /example/i.test(lines[0]);
    for (const line of lines) {
      const headingMatch = line.match(/^\s*#{1,6} (.+)/);
      if (headingMatch) heading = headingMatch[1];
      // Headings name sections; a blockquote is an example's prompt, shown as the student reads it.
      if (headingMatch || /^\s*>/.test(line)) continue;
      const plain = line
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        // A version ("LTI 1.1", "v0.12.0") is a name, not a figure.
        .replace(/\b(?:LTI|OAuth|QTI|v|version|@)\s?\d+(?:\.\d+)+\b/gi, 'VERSION')
        .replace(/[*`]/g, '')
        .replace(/\s+/g, ' ');
      for (const sentence of plain.split(/(?<=[.!?:;])\s+(?=[A-Z"“(])|\s+\|\s+/)) {
        if (sentence.trim()) statements.push({text: sentence.trim(), heading, example: exampleTable});
      }
    }
  }
  return statements;
}
