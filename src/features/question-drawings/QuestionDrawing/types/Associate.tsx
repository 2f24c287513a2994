import type {ReactNode} from 'react';
import {Chip, Frame, PAD, chipRow, chipWidth, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  /** The pool of items the student pairs up. */
  pool?: string[];
  /** Pairs the student has made. Their items no longer wait in the pool. */
  pairs?: [string, string][];
};

/** A pool of tiles above rows of pair slots; two pairs are made, one slot row is still empty. */
export default function Associate({
  prompt: text = 'Pair up the fractions that are equal.',
  pool = ['1/2', '2/6', '3/4', '1/3', '4/8', '6/8'],
  pairs = [
    ['1/2', '4/8'],
    ['1/3', '2/6'],
  ],
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const paired = pairs.flat();
  const waiting = chipRow(
    pool.filter((item) => !paired.includes(item)),
    top.bottom,
  );
  const slots = [...pairs, ['', ''] as [string, string]];
  const slotsTop = waiting.bottom + 18;
  const slotWidth = 90;
  return (
    <Frame
      {...frame}
      typeTitle="Associate"
      bodyTop={top.bottom}
      alt={`An Associate question: "${text}" A pool of tiles (${pool.join(', ')}) and rows of pair slots. The student has paired ${pairs
        .map(([a, b]) => `${a} with ${b}`)
        .join(' and ')}; one pair slot is still empty.`}
      height={slotsTop + slots.length * 36 + PAD - 8}>
      {top.nodes}
      {waiting.nodes}
      {slots.map(([first, second], index) => {
        const y = slotsTop + index * 36;
        return (
          <g key={index}>
            {[first, second].map((item, side) => {
              const x = PAD + side * (slotWidth + 40);
              return item ? (
                <Chip key={side} x={x + (slotWidth - chipWidth(item)) / 2} y={y} label={item} placed />
              ) : (
                <rect key={side} x={x} y={y} width={slotWidth} height={24} rx={12} className={styles.dashed} />
              );
            })}
            <line x1={PAD + slotWidth + 6} y1={y + 12} x2={PAD + slotWidth + 34} y2={y + 12} className={styles.line} />
          </g>
        );
      })}
    </Frame>
  );
}
