import type {ReactNode} from 'react';
import {Frame, PAD, prompt, styles, type DrawingProps} from '../parts';
import {plane} from '../plane';

type Props = DrawingProps & {
  prompt?: string;
  /** Boundary y = slope·x + intercept. */
  slope?: number;
  intercept?: number;
  /** Which side the student shaded. */
  shade?: 'above' | 'below';
  /** Dashed for a strict inequality (< or >), solid for ≤ or ≥. */
  strict?: boolean;
};

/** A coordinate plane with a boundary line and the half-plane the student shaded. */
export default function CartesianInequality({
  prompt: text = 'Graph the inequality y < x + 1.',
  slope = 1,
  intercept = 1,
  shade = 'below',
  strict = true,
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const grid = plane({top: top.bottom + 8});
  const left = grid.at(-5, slope * -5 + intercept);
  const right = grid.at(5, slope * 5 + intercept);
  const edge = shade === 'below' ? grid.box.bottom : grid.box.top;
  // Derived from the props, so two identical drawings share an id harmlessly and different ones never clash.
  const clipId = `cartesian-inequality-${[slope, intercept, shade, top.bottom].join('_').replace(/[^0-9a-z_]/g, 'm')}`;
  return (
    <Frame
      {...frame}
      typeTitle="Cartesian Inequality"
      bodyTop={top.bottom}
      alt={`A Cartesian Inequality question: "${text}" A coordinate plane with a ${strict ? 'dashed' : 'solid'} boundary line y = ${slope}x + ${intercept}; the student has shaded the region ${shade} the line.`}
      height={grid.bottom + PAD + 4}>
      {top.nodes}
      {grid.nodes}
      <clipPath id={clipId}>
        <rect x={grid.box.left} y={grid.box.top} width={grid.box.right - grid.box.left} height={grid.box.bottom - grid.box.top} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <polygon points={`${left[0]},${left[1]} ${right[0]},${right[1]} ${right[0]},${edge} ${left[0]},${edge}`} className={styles.wash} />
        <line x1={left[0]} y1={left[1]} x2={right[0]} y2={right[1]} className={styles.accentStroke} strokeDasharray={strict ? '7 5' : undefined} />
      </g>
    </Frame>
  );
}
