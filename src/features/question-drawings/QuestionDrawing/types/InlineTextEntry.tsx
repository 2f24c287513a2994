import type {ReactNode} from 'react';
import {Frame, PAD, Text, flow, gappedText, measure, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  /** The text; each {n} marks blank n (0-based) of `answers`. */
  text?: string;
  /** What the student has typed in each blank; an empty string leaves it blank. */
  answers?: string[];
};

/** A paragraph with short text boxes in place of words; some are filled in. */
export default function InlineTextEntry({
  prompt: title = 'Type the missing word in each blank.',
  text = 'The Sun heats the ocean and water {0} into the air. The vapor rises, cools and {1} into clouds, then falls back as {2}.',
  answers = ['evaporates', 'condenses', ''],
  ...frame
}: Props): ReactNode {
  const top = prompt(title);
  const pieces = gappedText(text, (gap) => {
    const value = answers[gap] ?? '';
    const width = Math.max(measure(value) + 16, 80);
    return {
      width,
      render: (x, baseline) => (
        <>
          <rect x={x} y={baseline - 17} width={width} height={24} rx={3} className={styles.control} />
          {value && (
            <Text x={x + 8} y={baseline}>
              {value}
            </Text>
          )}
        </>
      ),
    };
  });
  const body = flow(pieces, {y: top.bottom});
  const filled = answers.filter(Boolean);
  return (
    <Frame
      {...frame}
      typeTitle="Inline Text Entry"
      bodyTop={top.bottom}
      alt={`An Inline Text Entry question: "${title}" A paragraph with ${answers.length} text boxes in place of words. The student has typed ${filled
        .map((answer) => `"${answer}"`)
        .join(' and ')}; ${answers.length - filled.length} still empty.`}
      height={body.bottom + PAD}>
      {top.nodes}
      {body.nodes}
    </Frame>
  );
}
