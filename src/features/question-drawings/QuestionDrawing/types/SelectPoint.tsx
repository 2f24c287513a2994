import type {ReactNode} from 'react';
import {Frame, PAD, prompt, styles, type DrawingProps} from '../parts';
import {plane} from '../plane';

type Props = DrawingProps & {prompt?: string; /** The points the student placed. */ points?: [number, number][]};

/** A grid on which the student has placed a point, marked with a pin. */
export default function SelectPoint({prompt: text = 'Place a point at (3, 2).', points = [[3, 2]], ...frame}: Props): ReactNode {
  const top = prompt(text);
  const grid = plane({top: top.bottom + 8});
  return (
    <Frame
      {...frame}
      typeTitle="Select Point"
      bodyTop={top.bottom}
      alt={`A Select Point question: "${text}" A coordinate grid from -5 to 5 on both axes; the student has placed a point at ${points
        .map(([x, y]) => `(${x}, ${y})`)
        .join(' and ')}.`}
      height={grid.bottom + PAD + 4}>
      {top.nodes}
      {grid.nodes}
      {points.map(([x, y]) => {
        const [cx, cy] = grid.at(x, y);
        return (
          <g key={`${x},${y}`}>
            <circle cx={cx} cy={cy} r={9} className={styles.wash} />
            <circle cx={cx} cy={cy} r={4.5} className={styles.accent} />
          </g>
        );
      })}
    </Frame>
  );
}
