import type {ReactNode} from 'react';
import {Frame, PAD, Radio, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  rows?: string[];
  columns?: string[];
  /** For each row, the column the student marked, or -1 for none. */
  marked?: number[];
};

/** A grid with a radio button in every cell; each row has one marked column. */
export default function MatchTable({
  prompt: text = 'Is each fraction less than, equal to or greater than one half?',
  rows = ['3/8', '4/8', '5/6', '2/5'],
  columns = ['Less', 'Equal', 'Greater'],
  marked = [0, 1, 2, -1],
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const labelWidth = 96;
  const cellWidth = (WIDTH - 2 * PAD - labelWidth) / columns.length;
  const rowHeight = 32;
  return (
    <Frame
      {...frame}
      typeTitle="Match Table"
      bodyTop={top.bottom}
      alt={`A Match Table question: "${text}" A grid with the rows ${rows.join(', ')} and the columns ${columns.join(', ')}, with a radio button in each cell. ${rows
        .map((row, index) => (marked[index] >= 0 ? `${row}: ${columns[marked[index]]}` : `${row}: not answered`))
        .join('; ')}.`}
      height={top.bottom + (rows.length + 1) * rowHeight + PAD}>
      {top.nodes}
      <rect x={PAD} y={top.bottom} width={WIDTH - 2 * PAD} height={rowHeight} className={styles.panel} />
      {columns.map((column, index) => (
        <Text key={column} x={PAD + labelWidth + (index + 0.5) * cellWidth} y={top.bottom + 21} anchor="middle" weight={600}>
          {column}
        </Text>
      ))}
      {rows.map((row, rowIndex) => {
        const y = top.bottom + (rowIndex + 1) * rowHeight;
        return (
          <g key={row}>
            <rect x={PAD} y={y} width={WIDTH - 2 * PAD} height={rowHeight} className={styles.grid} />
            <Text x={PAD + 10} y={y + 21}>
              {row}
            </Text>
            {columns.map((column, columnIndex) => (
              <Radio key={column} cx={PAD + labelWidth + (columnIndex + 0.5) * cellWidth} cy={y + rowHeight / 2} on={marked[rowIndex] === columnIndex} />
            ))}
          </g>
        );
      })}
    </Frame>
  );
}
