import type {ReactNode} from 'react';
import {Frame, PAD, WIDTH, paragraph, prompt, styles, wrap, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  stems?: string[];
  responses?: string[];
  /** Pairs the student has drawn, as [stem index, response index]. */
  lines?: [number, number][];
};

/** Two columns of boxes; lines join the stems on the left to the responses on the right. */
export default function Match({
  prompt: text = 'Match each stage of the water cycle to what happens in it.',
  stems = ['Evaporation', 'Condensation', 'Precipitation'],
  responses = ['Droplets fall as rain or snow', 'Liquid water turns into vapour', 'Vapour cools into droplets'],
  lines = [
    [0, 1],
    [1, 2],
  ],
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const rowHeight = 52;
  const leftWidth = 112;
  const rightX = 170;
  const rightWidth = WIDTH - PAD - rightX;
  const middle = (index: number) => top.bottom + index * rowHeight + 21;
  return (
    <Frame
      {...frame}
      typeTitle="Match"
      bodyTop={top.bottom}
      alt={`A Match question: "${text}" On the left: ${stems.join(', ')}. On the right: ${responses.join('; ')}. The student has drawn lines joining ${lines
        .map(([stem, response]) => `"${stems[stem]}" to "${responses[response]}"`)
        .join(' and ')}.`}
      height={top.bottom + Math.max(stems.length, responses.length) * rowHeight + PAD - 8}>
      {top.nodes}
      {stems.map((stem, index) => (
        <g key={stem}>
          <rect x={PAD} y={middle(index) - 21} width={leftWidth} height={42} rx={4} className={styles.control} />
          {paragraph(stem, {x: PAD + 8, y: middle(index) - 11, width: leftWidth - 16}).nodes}
          <circle cx={PAD + leftWidth} cy={middle(index)} r={4.5} className={styles.accent} />
        </g>
      ))}
      {responses.map((response, index) => {
        const lineCount = wrap(response, rightWidth - 16).length;
        return (
          <g key={response}>
            <rect x={rightX} y={middle(index) - 21} width={rightWidth} height={42} rx={4} className={styles.control} />
            {paragraph(response, {x: rightX + 10, y: middle(index) - (lineCount > 1 ? 19 : 11), width: rightWidth - 16}).nodes}
            <circle cx={rightX} cy={middle(index)} r={4.5} className={styles.accent} />
          </g>
        );
      })}
      {lines.map(([stem, response]) => (
        <line key={`${stem}-${response}`} x1={PAD + leftWidth} y1={middle(stem)} x2={rightX} y2={middle(response)} className={styles.accentStroke} />
      ))}
    </Frame>
  );
}
