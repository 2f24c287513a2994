import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, paragraph, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; /** The start of the student's response. */ response?: string};

/** A prompt over a large text area with a bold / italic / bulleted-list toolbar. */
export default function ExtendedText({
  prompt: text = 'Explain how the Sun drives the water cycle. Use evidence from the passage.',
  response = 'The Sun heats water in oceans and lakes until it evaporates. Without that energy the vapor would never rise to form clouds, so',
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const toolbar = top.bottom;
  const area = toolbar + 30;
  const written = paragraph(response, {x: PAD + 10, y: area + 4, width: WIDTH - 2 * PAD - 20});
  const height = 130;
  return (
    <Frame
      {...frame}
      typeTitle="Extended Text"
      bodyTop={top.bottom}
      alt={`An Extended Text question: "${text}" Below it, a large text area with a toolbar for bold, italics and bulleted lists; the student has begun typing a response.`}
      height={area + height + PAD}>
      {top.nodes}
      <rect x={PAD} y={toolbar} width={WIDTH - 2 * PAD} height={30 + height} rx={4} className={styles.control} />
      <rect x={PAD} y={toolbar} width={WIDTH - 2 * PAD} height={30} rx={4} className={styles.panel} />
      <Text x={PAD + 12} y={toolbar + 20} weight={700}>
        B
      </Text>
      <Text x={PAD + 36} y={toolbar + 20}>
        <tspan fontStyle="italic">I</tspan>
      </Text>
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <circle cx={PAD + 58} cy={toolbar + 9 + row * 6} r={1.5} className={styles.ink} />
          <rect x={PAD + 63} y={toolbar + 8.25 + row * 6} width={12} height={1.5} className={styles.ink} />
        </g>
      ))}
      {written.nodes}
    </Frame>
  );
}
