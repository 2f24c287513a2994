import type {ReactNode} from 'react';
import {Frame, PAD, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string};

/**
 * A triangle drawn without coordinates, with the point the student placed at its centroid: Select Point asks for a
 * place nobody marked (a coordinate pair on axes is Cartesian Graph's).
 */
export default function SelectPoint({prompt: text = 'Click the centroid of the triangle.', ...frame}: Props): ReactNode {
  const top = prompt(text);
  const corners: [number, number][] = [
    [PAD + 40, top.bottom + 170],
    [WIDTH - PAD - 30, top.bottom + 150],
    [PAD + 150, top.bottom + 16],
  ];
  const [cx, cy] = [0, 1].map((axis) => corners.reduce((sum, corner) => sum + corner[axis]!, 0) / corners.length) as [number, number];
  return (
    <Frame
      {...frame}
      typeTitle="Select Point"
      bodyTop={top.bottom}
      alt={`A Select Point question: "${text}" A triangle with no grid, labels or marked points; the student has placed a point where its medians meet.`}
      height={top.bottom + 170 + PAD + 8}>
      {top.nodes}
      <polygon points={corners.map((corner) => corner.join(',')).join(' ')} className={styles.control} />
      <circle cx={cx} cy={cy} r={9} className={styles.wash} />
      <circle cx={cx} cy={cy} r={4.5} className={styles.accent} />
    </Frame>
  );
}
