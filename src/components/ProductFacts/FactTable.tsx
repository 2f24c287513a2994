import type {ReactNode} from 'react';

/** A table like the ones Markdown produces, focusable because wide tables scroll (see rehypeFocusableTables). */
export function FactTable({head, rows}: {head: string[]; rows: ReactNode[][]}): ReactNode {
  return (
    <table tabIndex={0}>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, cellIndex) => (
              <td key={cellIndex}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Text with `code` spans, as the data modules write it (backticks, as in Markdown). */
export function withCode(text: string): ReactNode {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
