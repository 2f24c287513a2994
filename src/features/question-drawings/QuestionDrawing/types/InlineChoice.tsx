import type {ReactNode} from 'react';
import {Chevron, Frame, PAD, Text, flow, gappedText, measure, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  /** The sentence; each {n} marks drop-down n (0-based) of `menus`. */
  text?: string;
  /** For each drop-down, the option the student chose, or an empty string if none yet. */
  menus?: string[];
};

/** A sentence with drop-down menus in it; one shows the chosen word, one is still closed and empty. */
export default function InlineChoice({
  prompt: title = 'Choose the word that completes each sentence.',
  text = 'When water vapor cools, it {0} into droplets that form clouds. When the droplets grow heavy, they fall as {1}.',
  menus = ['condenses', ''],
  ...frame
}: Props): ReactNode {
  const top = prompt(title);
  const pieces = gappedText(text, (gap) => {
    const value = menus[gap] ?? '';
    const width = Math.max(measure(value), 70) + 34;
    return {
      width,
      render: (x, baseline) => (
        <>
          <rect x={x} y={baseline - 17} width={width} height={24} rx={4} className={value ? styles.wash : styles.control} />
          {value && (
            <Text x={x + 8} y={baseline}>
              {value}
            </Text>
          )}
          <Chevron x={x + width - 18} y={baseline - 7} />
        </>
      ),
    };
  });
  const body = flow(pieces, {y: top.bottom});
  const chosen = menus.filter(Boolean);
  return (
    <Frame
      {...frame}
      typeTitle="Inline Choice"
      bodyTop={top.bottom}
      alt={`An Inline Choice question: "${title}" A sentence with ${menus.length} drop-down menus in place of words. ${
        chosen.length ? `The student has chosen "${chosen.join('", "')}"; ` : ''
      }${menus.length - chosen.length} menu${menus.length - chosen.length === 1 ? ' is' : 's are'} still empty.`}
      height={body.bottom + PAD}>
      {top.nodes}
      {body.nodes}
    </Frame>
  );
}
