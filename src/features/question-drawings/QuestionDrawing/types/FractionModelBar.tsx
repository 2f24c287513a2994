import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; /** Each bar: how many equal parts it has and how many the student shaded. */ bars?: {parts: number; shaded: number}[]};

/** Bars (tape diagrams) split into equal parts, with the parts the student shaded. */
export default function FractionModelBar({
  prompt: text = 'Shade the bars to show that 2/5 is less than 1/2.',
  bars = [
    {parts: 5, shaded: 2},
    {parts: 2, shaded: 1},
  ],
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const left = PAD + 44;
  const width = WIDTH - PAD - left;
  return (
    <Frame
      {...frame}
      typeTitle="Fraction Model Bar"
      bodyTop={top.bottom}
      alt={`A Fraction Model Bar question: "${text}" ${bars.length} bars of equal length: ${bars
        .map((bar) => `${bar.shaded} of ${bar.parts} equal parts shaded`)
        .join('; ')}.`}
      height={top.bottom + bars.length * 44 + PAD - 4}>
      {top.nodes}
      {bars.map((bar, barIndex) => {
        const y = top.bottom + 4 + barIndex * 44;
        return (
          <g key={barIndex}>
            <Text x={PAD} y={y + 21}>
              {`${bar.shaded}/${bar.parts}`}
            </Text>
            {Array.from({length: bar.parts}, (_, index) => (
              <rect key={index} x={left + (index * width) / bar.parts} y={y} width={width / bar.parts} height={32} className={index < bar.shaded ? styles.shadedPart : styles.part} />
            ))}
          </g>
        );
      })}
    </Frame>
  );
}
