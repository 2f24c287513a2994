import type {ReactNode} from 'react';
import {Frame, PAD, prompt, styles, type DrawingProps} from '../parts';
import {plane} from '../plane';

type Props = DrawingProps & {prompt?: string; /** The two points the student plotted; the line runs through them. */ through?: [[number, number], [number, number]]};

/** A coordinate plane with a line the student drew through two plotted points. */
export default function CartesianGraph({
  prompt: text = 'Graph the line y = 2x − 1.',
  through = [
    [0, -1],
    [2, 3],
  ],
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const grid = plane({top: top.bottom + 8});
  const [[x1, y1], [x2, y2]] = through;
  const slope = (y2 - y1) / (x2 - x1);
  // Extend the line to the edges of the plane, clipped to the plotting area.
  const [ax, ay] = grid.at(-5, y1 + slope * (-5 - x1));
  const [bx, by] = grid.at(5, y1 + slope * (5 - x1));
  // Derived from the props, so two identical drawings share an id harmlessly and different ones never clash.
  const clipId = `cartesian-graph-${[x1, y1, x2, y2, top.bottom].join('_').replace(/[^0-9_]/g, 'm')}`;
  return (
    <Frame
      {...frame}
      typeTitle="Cartesian Graph"
      bodyTop={top.bottom}
      alt={`A Cartesian Graph question: "${text}" A coordinate plane from -5 to 5; the student has plotted points at (${x1}, ${y1}) and (${x2}, ${y2}) and a line through them.`}
      height={grid.bottom + PAD + 4}>
      {top.nodes}
      {grid.nodes}
      <clipPath id={clipId}>
        <rect x={grid.box.left} y={grid.box.top} width={grid.box.right - grid.box.left} height={grid.box.bottom - grid.box.top} />
      </clipPath>
      <line x1={ax} y1={ay} x2={bx} y2={by} className={styles.accentStroke} clipPath={`url(#${clipId})`} />
      {through.map(([x, y]) => (
        <circle key={`${x},${y}`} cx={grid.at(x, y)[0]} cy={grid.at(x, y)[1]} r={5} className={styles.accent} />
      ))}
    </Frame>
  );
}
