import type {ReactNode} from 'react';
import {Frame, PAD, prompt, styles, type DrawingProps} from '../parts';
import {chartAxes} from '../chart';

type Props = DrawingProps & {prompt?: string; categories?: string[]; /** Bar heights as the student set them. */ values?: number[]; max?: number; step?: number};

/** Bars with drag handles on top, set by the student to match a data set. */
export default function BarChart({
  prompt: text = 'Rainfall in millimetres: March 40, April 60, May 30, June 20. Drag each bar to its value.',
  categories = ['Mar', 'Apr', 'May', 'Jun'],
  values = [40, 60, 30, 10],
  max = 80,
  step = 20,
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const chart = chartAxes({top: top.bottom + 8, categories, max, step});
  const barWidth = chart.slot * 0.55;
  return (
    <Frame
      {...frame}
      typeTitle="Bar Chart"
      bodyTop={top.bottom}
      alt={`A Bar Chart question: "${text}" A bar chart with a handle on top of each bar; the student has set ${categories
        .map((category, index) => `${category} to ${values[index]}`)
        .join(', ')}.`}
      height={chart.bottom + PAD}>
      {top.nodes}
      {chart.nodes}
      {values.map((value, index) => (
        <g key={categories[index]}>
          <rect x={chart.x(index) - barWidth / 2} y={chart.y(value)} width={barWidth} height={chart.y(0) - chart.y(value)} className={styles.washStrong} />
          <rect x={chart.x(index) - 12} y={chart.y(value) - 4} width={24} height={8} rx={4} className={styles.accent} />
        </g>
      ))}
    </Frame>
  );
}
