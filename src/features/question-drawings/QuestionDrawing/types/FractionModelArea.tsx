import type {ReactNode} from 'react';
import {Frame, PAD, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; rows?: number; columns?: number; /** How many parts the student shaded, counted row by row. */ shaded?: number};

/** A rectangle divided into equal parts, some of them shaded by the student. */
export default function FractionModelArea({prompt: text = 'Shade the rectangle to show 3/8.', rows = 2, columns = 4, shaded = 3, ...frame}: Props): ReactNode {
  const top = prompt(text);
  const cell = Math.min((WIDTH - 2 * PAD) / columns, 40);
  const width = cell * columns;
  const left = (WIDTH - width) / 2;
  return (
    <Frame
      {...frame}
      typeTitle="Fraction Model Area"
      bodyTop={top.bottom}
      alt={`A Fraction Model Area question: "${text}" A rectangle divided into ${rows} rows of ${columns} equal parts; the student has shaded ${shaded} of the ${rows * columns} parts.`}
      height={top.bottom + rows * cell + PAD + 4}>
      {top.nodes}
      {Array.from({length: rows * columns}, (_, index) => (
        <rect
          key={index}
          x={left + (index % columns) * cell}
          y={top.bottom + 4 + Math.floor(index / columns) * cell}
          width={cell}
          height={cell}
          className={index < shaded ? styles.shadedPart : styles.part}
        />
      ))}
    </Frame>
  );
}
