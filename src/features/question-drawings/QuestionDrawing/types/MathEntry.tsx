import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  /** The student's answer as a fraction, drawn stacked. */
  answer?: {numerator: string; denominator: string};
  /** Keys of the math keypad under the answer box. */
  keys?: string[];
};

/** An answer box holding a stacked fraction, over a row of math keypad keys. */
export default function MathEntry({
  prompt: text = 'Write 6/8 in simplest form.',
  answer = {numerator: '3', denominator: '4'},
  keys = ['a/b', '√', 'x²', 'π', '≤', '≥', '(', ')'],
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const box = top.bottom;
  const keyTop = box + 62;
  const keyWidth = (WIDTH - 2 * PAD - (keys.length - 1) * 6) / keys.length;
  return (
    <Frame
      {...frame}
      typeTitle="Math Entry"
      bodyTop={top.bottom}
      alt={`A Math Entry question: "${text}" An answer box in which the student has entered the fraction ${answer.numerator} over ${answer.denominator}, above a keypad with the keys ${keys.join(' ')}.`}
      height={keyTop + 32 + PAD}>
      {top.nodes}
      <rect x={PAD} y={box} width={WIDTH * 0.5} height={50} rx={4} className={styles.control} />
      <Text x={PAD + 26} y={box + 20} anchor="middle" size={15}>
        {answer.numerator}
      </Text>
      <line x1={PAD + 17} y1={box + 25.5} x2={PAD + 35} y2={box + 25.5} className={styles.inkStroke} />
      <Text x={PAD + 26} y={box + 42} anchor="middle" size={15}>
        {answer.denominator}
      </Text>
      <rect x={PAD + 42} y={box + 16} width={1.5} height={20} className={styles.accent} />
      {keys.map((key, index) => (
        <g key={key}>
          <rect x={PAD + index * (keyWidth + 6)} y={keyTop} width={keyWidth} height={32} rx={4} className={styles.panel} />
          <Text x={PAD + index * (keyWidth + 6) + keyWidth / 2} y={keyTop + 21} anchor="middle">
            {key}
          </Text>
        </g>
      ))}
    </Frame>
  );
}
