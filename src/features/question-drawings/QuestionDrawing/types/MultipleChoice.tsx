import type {ReactNode} from 'react';
import {Frame, PAD, Radio, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; options?: string[]; /** Index of the option the student chose. */ chosen?: number};

/** A prompt over a column of options, each with a radio button; one is chosen. */
export default function MultipleChoice({
  prompt: text = 'Which process turns liquid water into water vapor?',
  options = ['Condensation', 'Evaporation', 'Precipitation', 'Runoff'],
  chosen = 1,
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const rowHeight = 34;
  return (
    <Frame
      {...frame}
      typeTitle="Multiple Choice"
      bodyTop={top.bottom}
      alt={`A Multiple Choice question: "${text}" with ${options.length} options, each with a radio button. "${options[chosen]}" is selected.`}
      height={top.bottom + options.length * rowHeight + PAD - 6}>
      {top.nodes}
      {options.map((option, index) => {
        const y = top.bottom + index * rowHeight;
        return (
          <g key={option}>
            <rect x={PAD} y={y} width={WIDTH - 2 * PAD} height={rowHeight - 6} rx={4} className={index === chosen ? styles.wash : styles.control} />
            <Radio cx={PAD + 16} cy={y + 14} on={index === chosen} />
            <Text x={PAD + 32} y={y + 18.5}>
              {`${String.fromCharCode(65 + index)}. ${option}`}
            </Text>
          </g>
        );
      })}
    </Frame>
  );
}
