import type {ReactNode} from 'react';
import {Frame, PAD, WIDTH, chipRow, chipWidth, paragraph, prompt, styles, tileGap, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  stems?: string[];
  responses?: string[];
  /** The response the student has dropped into the slot beside each stem, or an empty string. */
  placed?: string[];
};

/**
 * The drag-and-drop rendering: a slot beside each stem on the left, some holding the response tile the student dropped
 * there, and the responses still to place as tiles below.
 */
export default function Match({
  prompt: text = 'Match each stage of the water cycle to what happens in it.',
  stems = ['Evaporation', 'Condensation', 'Precipitation'],
  responses = ['Rain or snow falls', 'Water turns to vapor', 'Vapor forms droplets'],
  placed = ['Water turns to vapor', 'Vapor forms droplets', ''],
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const rowHeight = 40;
  const stemWidth = 112;
  const slotX = PAD + stemWidth + 12;
  const slotWidth = Math.min(WIDTH - PAD - slotX, Math.max(...responses.map(chipWidth)) + 8);
  const rowTop = (index: number) => top.bottom + index * rowHeight;
  const waiting = chipRow(
    responses.filter((response) => !placed.includes(response)),
    rowTop(stems.length) + 8,
  );
  const filled = placed.filter(Boolean);
  return (
    <Frame
      {...frame}
      typeTitle="Match"
      bodyTop={top.bottom}
      alt={`A Match question: "${text}" On the left: ${stems.join(', ')}, each with a slot beside it. The student has dropped ${filled
        .map((response) => `"${response}" beside "${stems[placed.indexOf(response)]}"`)
        .join(' and ')}; the tile ${responses
        .filter((response) => !placed.includes(response))
        .map((response) => `"${response}"`)
        .join(' and ')} waits below.`}
      height={waiting.bottom + PAD}>
      {top.nodes}
      {stems.map((stem, index) => (
        <g key={stem}>
          <rect x={PAD} y={rowTop(index)} width={stemWidth} height={30} rx={4} className={styles.control} />
          {paragraph(stem, {x: PAD + 8, y: rowTop(index) + 6, width: stemWidth - 16}).nodes}
          {tileGap(placed[index] ?? '', slotWidth).render(slotX, rowTop(index) + 20)}
        </g>
      ))}
      {waiting.nodes}
    </Frame>
  );
}
