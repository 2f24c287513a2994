import type {ReactNode} from 'react';
import {Frame, PAD, WIDTH, paragraph, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {heading?: string; text?: string};

/** A block of shared reading material with a heading; nothing to answer in it. */
export default function Stimulus({
  heading = 'The Water Cycle',
  text = 'Water is always on the move. The Sun warms oceans, lakes and puddles, and some of the water evaporates into the air as vapor. High above the ground the vapor cools and condenses into droplets, which gather as clouds. When the droplets grow heavy they fall as rain or snow, and rivers carry the water back to the sea.',
  ...frame
}: Props): ReactNode {
  const title = paragraph(heading, {y: PAD + 8, x: PAD + 12, size: 15, weight: 700});
  const body = paragraph(text, {y: title.bottom + 2, x: PAD + 12, width: WIDTH - 2 * PAD - 24});
  return (
    <Frame
      {...frame}
      kind=""
      typeTitle="Stimulus"
      alt={`A Stimulus: a passage headed "${heading}" that the student reads; it has no question of its own. It begins: "${text.split('. ')[0]}."`}
      height={body.bottom + PAD + 10}>
      <rect x={PAD} y={PAD} width={WIDTH - 2 * PAD} height={body.bottom - PAD + 8} rx={4} className={styles.panel} />
      {title.nodes}
      {body.nodes}
    </Frame>
  );
}
