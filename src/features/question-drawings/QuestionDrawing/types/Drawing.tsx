import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string};

const TOOL_ICONS: Record<string, ReactNode> = {
  pen: <path d="M-6 6 L4 -4 L6 -2 L-4 8 L-7 8 Z" />,
  line: <path d="M-7 7 L7 -7" />,
  rectangle: <rect x={-7} y={-5} width={14} height={10} />,
  circle: <circle r={7} />,
  eraser: <path d="M-7 3 L1 -5 L7 1 L1 7 L-3 7 Z" />,
};

/** A toolbar of drawing tools beside a canvas with the student's labeled sketch. */
export default function Drawing({prompt: text = 'Draw a right triangle with legs of 3 and 4 units. Label each side.', ...frame}: Props): ReactNode {
  const top = prompt(text);
  const canvasTop = top.bottom;
  const canvasLeft = PAD + 40;
  const tools = Object.keys(TOOL_ICONS);
  return (
    <Frame
      {...frame}
      typeTitle="Drawing"
      bodyTop={top.bottom}
      alt={`A Drawing question: "${text}" A column of drawing tools (${tools.join(', ')}), with the pen chosen, beside a blank canvas on which the student has sketched a right triangle and labeled its sides 3, 4 and 5.`}
      height={canvasTop + 190 + PAD}>
      {top.nodes}
      {tools.map((tool, index) => (
        <g key={tool} transform={`translate(${PAD + 14} ${canvasTop + 16 + index * 36})`}>
          <rect x={-14} y={-14} width={28} height={28} rx={4} className={index === 0 ? styles.wash : styles.panel} />
          <g className={styles.inkStroke}>{TOOL_ICONS[tool]}</g>
        </g>
      ))}
      <rect x={canvasLeft} y={canvasTop} width={WIDTH - PAD - canvasLeft} height={190} rx={4} className={styles.control} />
      <path
        d={`M${canvasLeft + 60} ${canvasTop + 40} C ${canvasLeft + 61} ${canvasTop + 90}, ${canvasLeft + 59} ${canvasTop + 120}, ${canvasLeft + 60} ${canvasTop + 150} C ${canvasLeft + 110} ${canvasTop + 151}, ${canvasLeft + 150} ${canvasTop + 149}, ${canvasLeft + 200} ${canvasTop + 150} C ${canvasLeft + 150} ${canvasTop + 115}, ${canvasLeft + 110} ${canvasTop + 80}, ${canvasLeft + 60} ${canvasTop + 40}`}
        className={styles.accentStroke}
        strokeLinecap="round"
      />
      <path d={`M${canvasLeft + 60} ${canvasTop + 136} h14 v14`} className={styles.accentStroke} />
      <Text x={canvasLeft + 44} y={canvasTop + 100} anchor="middle" className={styles.accent}>
        3
      </Text>
      <Text x={canvasLeft + 130} y={canvasTop + 170} anchor="middle" className={styles.accent}>
        4
      </Text>
      <Text x={canvasLeft + 140} y={canvasTop + 88} anchor="middle" className={styles.accent}>
        5
      </Text>
    </Frame>
  );
}
