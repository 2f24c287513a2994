import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, paragraph, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  /** Tab titles of the sources. */
  sources?: string[];
  /** The open source. */
  open?: number;
  /** The open source's content. */
  text?: string;
};

/** A panel of sources behind tabs, with one source open. */
export default function ItemBrowser({
  sources = ['Source A', 'Source B', 'Source C'],
  open = 1,
  text = 'Rainfall in Lakeside: January 80 mm, April 55 mm, July 20 mm, October 65 mm. The summer months are the driest of the year.',
  ...frame
}: Props): ReactNode {
  const tabWidth = (WIDTH - 2 * PAD) / sources.length;
  const panelTop = PAD + 32;
  const body = paragraph(text, {y: panelTop + 10, x: PAD + 12, width: WIDTH - 2 * PAD - 24});
  return (
    <Frame
      {...frame}
      kind=""
      typeTitle="Item Browser"
      alt={`An Item Browser: a panel with ${sources.length} tabs (${sources.join(', ')}); "${sources[open]}" is open and shows: "${text}"`}
      height={body.bottom + PAD + 10}>
      <rect x={PAD} y={panelTop} width={WIDTH - 2 * PAD} height={body.bottom - panelTop + 8} className={styles.control} />
      {sources.map((source, index) => (
        <g key={source}>
          <rect x={PAD + index * tabWidth} y={PAD} width={tabWidth} height={32} className={index === open ? styles.control : styles.panel} />
          {index === open && <rect x={PAD + index * tabWidth} y={PAD} width={tabWidth} height={3} className={styles.accent} />}
          <Text x={PAD + (index + 0.5) * tabWidth} y={PAD + 21} anchor="middle" weight={index === open ? 700 : undefined}>
            {source}
          </Text>
        </g>
      ))}
      <rect x={PAD + open * tabWidth + 1} y={panelTop - 1} width={tabWidth - 2} height={2} className={styles.erase} />
      {body.nodes}
    </Frame>
  );
}
