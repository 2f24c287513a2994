import type {ReactNode} from 'react';
import {Frame, PAD, WIDTH, chipRow, chipWidth, flow, gappedText, prompt, tileGap, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  /** The tiles the student drags. */
  tiles?: string[];
  /** The text; each {n} marks gap n (0-based) of `filled`. */
  text?: string;
  /** The tile dropped into each gap, or an empty string for an empty gap. */
  filled?: string[];
};

/** A bank of word tiles above a paragraph with gaps; some gaps already hold a tile. */
export default function GapMatch({
  prompt: title = 'Drag a word into each gap.',
  tiles = ['evaporation', 'condensation', 'precipitation', 'collection'],
  text = 'Heat from the Sun causes {0}. As the vapor cools, {1} forms clouds. Rain and snow are forms of {2}, and water gathers again in rivers and oceans through {3}.',
  filled = ['evaporation', '', 'precipitation', ''],
  ...frame
}: Props): ReactNode {
  const top = prompt(title);
  const bank = chipRow(
    tiles.filter((tile) => !filled.includes(tile)),
    top.bottom,
  );
  const gapWidth = Math.max(...tiles.map(chipWidth)) + 4;
  const pieces = gappedText(text, (gap) => tileGap(filled[gap] ?? '', gapWidth));
  const body = flow(pieces, {y: bank.bottom + 12, lineHeight: 30, width: WIDTH - 2 * PAD});
  const placed = filled.filter(Boolean);
  return (
    <Frame
      {...frame}
      typeTitle="Gap Match"
      bodyTop={top.bottom}
      alt={`A Gap Match question: "${title}" A bank of word tiles (${tiles.join(', ')}) above a paragraph with ${filled.length} gaps. The student has dropped ${placed
        .map((tile) => `"${tile}"`)
        .join(' and ')} into gaps; ${filled.length - placed.length} gaps are still empty.`}
      height={body.bottom + PAD}>
      {top.nodes}
      {bank.nodes}
      {body.nodes}
    </Frame>
  );
}
