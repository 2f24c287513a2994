import type {ReactNode} from 'react';
import {Frame, PAD, chipRow, flow, gappedText, prompt, tileGap, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  tiles?: string[];
  /** The sentence; each {n} marks gap n (0-based) of `filled`. */
  text?: string;
  /** The tile dropped into each gap, or an empty string. */
  filled?: string[];
};

/** A sentence with small inline gaps and, under it, a row of tiles that fit them; one gap is filled. */
export default function InlineGapMatch({
  prompt: title = 'Drag a sign into each gap to compare the fractions.',
  tiles = ['<', '=', '>'],
  text = '3/4 {0} 1/2 and 2/5 {1} 1/2 and 4/8 {2} 1/2',
  filled = ['>', '', ''],
  ...frame
}: Props): ReactNode {
  const top = prompt(title);
  const gapWidth = 40;
  const pieces = gappedText(text, (gap) => tileGap(filled[gap] ?? '', gapWidth));
  const body = flow(pieces, {y: top.bottom + 14, lineHeight: 30});
  const bank = chipRow(tiles, body.bottom + 10);
  return (
    <Frame
      {...frame}
      typeTitle="Inline Gap Match"
      bodyTop={top.bottom}
      alt={`An Inline Gap Match question: "${title}" A sentence, "${text.replace(/\{\d+\}/g, '…')}", with ${filled.length} gaps inside it, ${
        filled.filter(Boolean).length
      } filled, and under it a row of tiles (${tiles.join(' ')}).`}
      height={bank.bottom + PAD}>
      {top.nodes}
      {body.nodes}
      {bank.nodes}
    </Frame>
  );
}
