import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, measure, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; /** What the student has typed. */ answer?: string};

/** A prompt over a one-line text box with the student's answer and a caret. */
export default function ShortText({
  prompt: text = 'What is the name for water that falls from clouds as rain, snow or hail?',
  answer = 'precipitation',
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const caret = PAD + 10 + measure(answer) + 2;
  return (
    <Frame
      {...frame}
      typeTitle="Short Text"
      bodyTop={top.bottom}
      alt={`A Short Text question: "${text}" with a one-line text box in which the student has typed "${answer}".`}
      height={top.bottom + 34 + PAD}>
      {top.nodes}
      <rect x={PAD} y={top.bottom} width={WIDTH * 0.62} height={32} rx={4} className={styles.control} />
      <Text x={PAD + 10} y={top.bottom + 21} length={measure(answer)}>
        {answer}
      </Text>
      <rect x={caret} y={top.bottom + 8} width={1.5} height={17} className={styles.accent} />
    </Frame>
  );
}
