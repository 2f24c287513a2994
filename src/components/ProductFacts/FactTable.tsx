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
