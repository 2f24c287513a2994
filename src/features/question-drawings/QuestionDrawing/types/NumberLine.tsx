import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  min?: number;
  max?: number;
  /** The segment the student plotted, with open (hollow) or closed (solid) ends. */
  segment?: {from: number; to: number; openFrom?: boolean; openTo?: boolean};
};

/** A number line with labeled ticks and a plotted segment with an open and a closed endpoint. */
export default function NumberLine({
  prompt: text = 'Graph the solution set of −1 < x ≤ 3.',
  min = -5,
  max = 5,
  segment = {from: -1, to: 3, openFrom: true, openTo: false},
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const y = top.bottom + 26;
  const left = PAD + 14;
  const step = (WIDTH - 2 * left) / (max - min);
  const at = (value: number) => left + (value - min) * step;
  const ticks = Array.from({length: max - min + 1}, (_, index) => min + index);
  const end = (value: number, open?: boolean) => <circle cx={at(value)} cy={y} r={6} className={open ? styles.openPoint : styles.accent} />;
  const describe = (value: number, open?: boolean) => `${value} (${open ? 'open' : 'closed'})`;
  return (
    <Frame
      {...frame}
      typeTitle="Number Line"
      bodyTop={top.bottom}
      alt={`A Number Line question: "${text}" A number line from ${min} to ${max}; the student has plotted a segment from ${describe(segment.from, segment.openFrom)} to ${describe(
        segment.to,
        segment.openTo,
      )}.`}
      height={y + 34 + PAD}>
      {top.nodes}
      <line x1={PAD} y1={y} x2={WIDTH - PAD} y2={y} className={styles.line} />
      <path d={`M${PAD + 6} ${y - 5} L${PAD} ${y} L${PAD + 6} ${y + 5} M${WIDTH - PAD - 6} ${y - 5} L${WIDTH - PAD} ${y} L${WIDTH - PAD - 6} ${y + 5}`} className={styles.line} />
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={at(tick)} y1={y - 6} x2={at(tick)} y2={y + 6} className={styles.line} />
          <Text x={at(tick)} y={y + 24} anchor="middle" className={styles.muted}>
            {String(tick).replace('-', '−')}
          </Text>
        </g>
      ))}
      <line x1={at(segment.from)} y1={y} x2={at(segment.to)} y2={y} className={styles.accentStroke} strokeWidth={4} />
      {end(segment.from, segment.openFrom)}
      {end(segment.to, segment.openTo)}
    </Frame>
  );
}
