import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; /** The file the student attached. */ fileName?: string};

/** A dashed drop zone with an upload arrow, and the file the student attached below it. */
export default function FileUpload({
  prompt: text = 'Upload a photo of your water-cycle poster.',
  fileName = 'water-cycle-poster.jpg',
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const zone = top.bottom;
  const center = WIDTH / 2;
  const fileRow = zone + 84;
  return (
    <Frame
      {...frame}
      typeTitle="File Upload"
      bodyTop={top.bottom}
      alt={`A File Upload question: "${text}" A dashed drop zone with an upload arrow; below it, the file the student attached, ${fileName}.`}
      height={fileRow + 36 + PAD}>
      {top.nodes}
      <rect x={PAD} y={zone} width={WIDTH - 2 * PAD} height={72} rx={6} className={styles.dashed} />
      <path d={`M${center} ${zone + 50} V${zone + 20} M${center - 10} ${zone + 30} L${center} ${zone + 20} L${center + 10} ${zone + 30} M${center - 18} ${zone + 56} H${center + 18}`} className={styles.accentStroke} />
      <rect x={PAD} y={fileRow} width={WIDTH - 2 * PAD} height={36} rx={4} className={styles.control} />
      <path d={`M${PAD + 12} ${fileRow + 8} h10 l5 5 v15 h-15 Z`} className={styles.inkStroke} />
      <Text x={PAD + 38} y={fileRow + 22.5}>
        {fileName}
      </Text>
    </Frame>
  );
}
