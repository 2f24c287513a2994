/** Axes for the bar and line chart drawings: a y scale with gridlines and category labels along x. */
import type {ReactNode} from 'react';
import {PAD, Text, WIDTH, styles} from './parts';

export type Chart = {x: (index: number) => number; y: (value: number) => number; slot: number; nodes: ReactNode; bottom: number};

export function chartAxes({top, categories, max, step, height = 150}: {top: number; categories: string[]; max: number; step: number; height?: number}): Chart {
  const left = PAD + 30;
  const right = WIDTH - PAD;
  const slot = (right - left) / categories.length;
  const y = (value: number) => top + height - (value / max) * height;
  const x = (index: number) => left + (index + 0.5) * slot;
  const levels = Array.from({length: Math.floor(max / step) + 1}, (_, index) => index * step);
  const nodes = (
    <g>
      {levels.map((level) => (
        <g key={level}>
          <line x1={left} y1={y(level)} x2={right} y2={y(level)} className={level === 0 ? styles.line : styles.grid} />
          <Text x={left - 6} y={y(level) + 4.5} anchor="end" className={styles.muted}>
            {String(level)}
          </Text>
        </g>
      ))}
      <line x1={left} y1={top} x2={left} y2={y(0)} className={styles.line} />
      {categories.map((category, index) => (
        <Text key={category} x={x(index)} y={y(0) + 18} anchor="middle" className={styles.muted}>
          {category}
        </Text>
      ))}
    </g>
  );
  return {x, y, slot, nodes, bottom: y(0) + 24};
}
