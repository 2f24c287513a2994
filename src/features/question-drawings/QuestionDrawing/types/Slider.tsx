import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; min?: number; max?: number; step?: number; /** Where the student left the thumb. */ value?: number; unit?: string};

/** A horizontal track with a labeled scale and a thumb dragged to a value. */
export default function Slider({
  prompt: text = 'About what percentage of the Earth’s surface is covered by water? Move the slider.',
  min = 0,
  max = 100,
  step = 25,
  value = 70,
  unit = '%',
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const y = top.bottom + 40;
  const left = PAD + 12;
  const width = WIDTH - 2 * left;
  const at = (n: number) => left + ((n - min) / (max - min)) * width;
  const labels = Array.from({length: Math.floor((max - min) / step) + 1}, (_, index) => min + index * step);
  return (
    <Frame
      {...frame}
      typeTitle="Slider"
      bodyTop={top.bottom}
      alt={`A Slider question: "${text}" A slider from ${min}${unit} to ${max}${unit}; the student has moved it to ${value}${unit}.`}
      height={y + 34 + PAD}>
      {top.nodes}
      <rect x={left} y={y - 3} width={width} height={6} rx={3} className={styles.panel} />
      <rect x={left} y={y - 3} width={at(value) - left} height={6} rx={3} className={styles.accent} />
      {labels.map((label) => (
        <Text key={label} x={at(label)} y={y + 26} anchor="middle" className={styles.muted}>
          {`${label}${unit}`}
        </Text>
      ))}
      <circle cx={at(value)} cy={y} r={10} className={styles.thumb} />
      <rect x={at(value) - 22} y={y - 42} width={44} height={24} rx={4} className={styles.accent} />
      <Text x={at(value)} y={y - 25.5} anchor="middle" weight={700} className={styles.onAccent}>
        {`${value}${unit}`}
      </Text>
    </Frame>
  );
}
