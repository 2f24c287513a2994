import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  columns?: string[];
  /** Cells row by row. `{entry: '…'}` is a cell the student types in (empty string for not yet typed). */
  rows?: (string | {entry: string})[][];
};

/** A table whose given cells are text and whose entry cells are text boxes. */
export default function TableEntry({
  prompt: title = 'Complete the table.',
  columns = ['Fraction', 'Decimal', 'Percent'],
  rows = [
    ['1/2', '0.5', '50%'],
    ['1/4', {entry: '0.25'}, {entry: ''}],
    ['3/4', {entry: ''}, '75%'],
  ],
  ...frame
}: Props): ReactNode {
  const top = prompt(title);
  const cellWidth = (WIDTH - 2 * PAD) / columns.length;
  const rowHeight = 34;
  const entries = rows.flat().filter((cell) => typeof cell !== 'string').length;
  return (
    <Frame
      {...frame}
      typeTitle="Table Entry"
      bodyTop={top.bottom}
      alt={`A Table Entry question: "${title}" A table with the columns ${columns.join(', ')}, ${rows.length} rows and ${entries} empty or partly typed cells for the student to fill in.`}
      height={top.bottom + (rows.length + 1) * rowHeight + PAD}>
      {top.nodes}
      {[columns, ...rows].map((row, rowIndex) =>
        row.map((cell, columnIndex) => {
          const x = PAD + columnIndex * cellWidth;
          const y = top.bottom + rowIndex * rowHeight;
          const entry = typeof cell !== 'string';
          return (
            <g key={`${rowIndex}-${columnIndex}`}>
              <rect x={x} y={y} width={cellWidth} height={rowHeight} className={rowIndex === 0 ? styles.panel : styles.grid} />
              {entry && <rect x={x + 6} y={y + 5} width={cellWidth - 12} height={rowHeight - 10} rx={3} className={styles.control} />}
              <Text x={x + (entry ? 13 : 8)} y={y + 21.5} weight={rowIndex === 0 ? 600 : undefined}>
                {entry ? cell.entry : cell}
              </Text>
            </g>
          );
        }),
      )}
    </Frame>
  );
}
