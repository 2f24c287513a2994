/** A square coordinate plane with labeled axes, shared by the graphing drawings. */
import type {ReactNode} from 'react';
import {Text, WIDTH, styles} from './parts';

export type Plane = {
  /** Converts plane coordinates to drawing coordinates. */
  at: (x: number, y: number) => [number, number];
  nodes: ReactNode;
  bottom: number;
  /** Edges of the plotting area, in drawing coordinates. */
  box: {left: number; top: number; right: number; bottom: number};
};

export function plane({top, min = -5, max = 5, size = 220}: {top: number; min?: number; max?: number; size?: number}): Plane {
  const left = (WIDTH - size) / 2;
  const step = size / (max - min);
  const at = (x: number, y: number): [number, number] => [left + (x - min) * step, top + (max - y) * step];
  const ticks = Array.from({length: max - min + 1}, (_, index) => min + index);
  const [originX, originY] = at(0, 0);
  const nodes = (
    <g>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={at(tick, min)[0]} y1={top} x2={at(tick, min)[0]} y2={top + size} className={styles.grid} />
          <line x1={left} y1={at(min, tick)[1]} x2={left + size} y2={at(min, tick)[1]} className={styles.grid} />
        </g>
      ))}
      <line x1={left} y1={originY} x2={left + size} y2={originY} className={styles.line} />
      <line x1={originX} y1={top} x2={originX} y2={top + size} className={styles.line} />
      {ticks
        .filter((tick) => tick !== 0 && tick % 2 === 0)
        .map((tick) => (
          <g key={tick}>
            <Text x={at(tick, 0)[0]} y={originY + 15} anchor="middle" className={styles.muted}>
              {String(tick).replace('-', '−')}
            </Text>
            <Text x={originX - 5} y={at(0, tick)[1] + 4.5} anchor="end" className={styles.muted}>
              {String(tick).replace('-', '−')}
            </Text>
          </g>
        ))}
      <Text x={left + size + 6} y={originY + 4.5} className={styles.muted}>
        x
      </Text>
      <Text x={originX} y={top - 5} anchor="middle" className={styles.muted}>
        y
      </Text>
    </g>
  );
  return {at, nodes, bottom: top + size, box: {left, top, right: left + size, bottom: top + size}};
}
