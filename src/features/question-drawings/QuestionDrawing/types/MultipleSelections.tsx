import type {ReactNode} from 'react';
import {Checkbox, Frame, PAD, Text, WIDTH, list, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; options?: string[]; /** Indexes of the options the student ticked. */ chosen?: number[]};

/** A prompt over a column of options with checkboxes; several are ticked. */
export default function MultipleSelections({
  prompt: text = 'Which of these are stages of the water cycle? Select all that apply.',
  options = ['Evaporation', 'Photosynthesis', 'Condensation', 'Erosion', 'Precipitation'],
  chosen = [0, 2],
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const rowHeight = 32;
  return (
    <Frame
      {...frame}
      typeTitle="Multiple Selections"
      bodyTop={top.bottom}
      alt={`A Multiple Selections question: "${text}" with ${options.length} options, each with a checkbox. Ticked: ${list(chosen.map((index) => `"${options[index]}"`))}.`}
      height={top.bottom + options.length * rowHeight + PAD - 6}>
      {top.nodes}
      {options.map((option, index) => {
        const y = top.bottom + index * rowHeight;
        const on = chosen.includes(index);
        return (
          <g key={option}>
            <rect x={PAD} y={y} width={WIDTH - 2 * PAD} height={rowHeight - 6} rx={4} className={on ? styles.wash : styles.control} />
            <Checkbox x={PAD + 9} y={y + 6} on={on} />
            <Text x={PAD + 32} y={y + 17.5}>
              {option}
            </Text>
          </g>
        );
      })}
    </Frame>
  );
}
