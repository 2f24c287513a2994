import type {ReactNode} from 'react';
import {Frame, PAD, prompt, styles, type DrawingProps} from '../parts';
import {chartAxes} from '../chart';

type Props = DrawingProps & {prompt?: string; categories?: string[]; /** Point values as the student placed them. */ values?: number[]; max?: number; step?: number};

/** A line graph whose points have handles the student drags to the data. */
export default function LineChart({
  prompt: text = 'The temperature was 12 °C at 8:00, 16 °C at 10:00, 20 °C at 12:00 and 18 °C at 14:00. Move the points to match.',
  categories = ['8:00', '10:00', '12:00', '14:00'],
  values = [12, 16, 20, 10],
  max = 25,
  step = 5,
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const chart = chartAxes({top: top.bottom + 8, categories, max, step});
  const points = values.map((value, index) => `${chart.x(index)},${chart.y(value)}`).join(' ');
  return (
    <Frame
      {...frame}
      typeTitle="Line Chart"
      bodyTop={top.bottom}
      alt={`A Line Chart question: "${text}" A line graph with a draggable point for each time; the student has placed ${categories
        .map((category, index) => `${category} at ${values[index]}`)
        .join(', ')}.`}
      height={chart.bottom + PAD}>
      {top.nodes}
      {chart.nodes}
      <polyline points={points} className={styles.accentStroke} />
      {values.map((value, index) => (
        <circle key={categories[index]} cx={chart.x(index)} cy={chart.y(value)} r={6} className={styles.thumb} />
      ))}
    </Frame>
  );
}
