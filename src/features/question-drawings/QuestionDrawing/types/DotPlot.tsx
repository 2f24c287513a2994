import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; min?: number; max?: number; /** How many dots the student stacked above each value, from min to max. */ counts?: number[]};

/** A number line with columns of dots stacked above its values. */
export default function DotPlot({
  prompt: text = 'Students counted rainy days in a week: 2, 3, 3, 4, 1, 3, 2, 5. Make a dot plot.',
  min = 0,
  max = 6,
  counts = [0, 1, 2, 3, 1, 0, 0],
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const tallest = Math.max(3, ...counts);
  const axis = top.bottom + 16 + tallest * 18;
  const left = PAD + 14;
  const step = (WIDTH - 2 * left) / (max - min);
  const at = (value: number) => left + (value - min) * step;
  const values = Array.from({length: max - min + 1}, (_, index) => min + index);
  return (
    <Frame
      {...frame}
      typeTitle="Dot Plot"
      bodyTop={top.bottom}
      alt={`A Dot Plot question: "${text}" A number line from ${min} to ${max} with dots stacked above it: ${values
        .filter((_, index) => counts[index])
        .map((value) => `${counts[value - min]} above ${value}`)
        .join(', ')}.`}
      height={axis + 30 + PAD}>
      {top.nodes}
      <line x1={PAD} y1={axis} x2={WIDTH - PAD} y2={axis} className={styles.line} />
      {values.map((value, index) => (
        <g key={value}>
          <line x1={at(value)} y1={axis - 5} x2={at(value)} y2={axis + 5} className={styles.line} />
          <Text x={at(value)} y={axis + 22} anchor="middle" className={styles.muted}>
            {String(value)}
          </Text>
          {Array.from({length: counts[index] ?? 0}, (_, level) => (
            <circle key={level} cx={at(value)} cy={axis - 12 - level * 18} r={7} className={styles.accent} />
          ))}
        </g>
      ))}
    </Frame>
  );
}
