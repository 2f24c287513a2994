import type {ReactNode} from 'react';
import {Frame, Handle, PAD, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; /** The items in the order the student has put them. */ items?: string[]; /** Index of the item being dragged. */ dragging?: number};

/** A list of rows, each with a drag handle; one row is lifted mid-drag. */
export default function OrderSequence({
  prompt: text = 'Put the stages of the water cycle in order, starting with the Sun heating the ocean.',
  items = ['Evaporation', 'Condensation', 'Precipitation', 'Collection'],
  dragging = 2,
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const rowHeight = 36;
  return (
    <Frame
      {...frame}
      typeTitle="Order Sequence"
      bodyTop={top.bottom}
      alt={`An Order Sequence question: "${text}" A list of ${items.length} rows, each with a drag handle, currently in the order ${items.join(', ')}. The student is dragging "${items[dragging]}".`}
      height={top.bottom + items.length * rowHeight + PAD - 6}>
      {top.nodes}
      {items.map((item, index) => {
        const y = top.bottom + index * rowHeight;
        const lifted = index === dragging;
        const x = PAD + (lifted ? 10 : 0);
        return (
          <g key={item}>
            <rect x={x} y={y} width={WIDTH - 2 * PAD - 10} height={rowHeight - 8} rx={4} className={lifted ? styles.wash : styles.control} />
            {lifted && <rect x={x} y={y} width={WIDTH - 2 * PAD - 10} height={rowHeight - 8} rx={4} className={styles.accentStroke} />}
            <Handle x={x + 12} y={y + 9} />
            <Text x={x + 32} y={y + 18.5}>
              {item}
            </Text>
          </g>
        );
      })}
    </Frame>
  );
}
