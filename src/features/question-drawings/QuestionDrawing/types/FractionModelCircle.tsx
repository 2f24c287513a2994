import type {ReactNode} from 'react';
import {Frame, PAD, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; /** Each circle: how many equal slices it has and how many the student shaded. */ circles?: {parts: number; shaded: number}[]};

/** Circles cut into equal slices, with the slices the student shaded. */
export default function FractionModelCircle({
  prompt: text = 'Shade the circles to show 1 3/4.',
  circles = [
    {parts: 4, shaded: 4},
    {parts: 4, shaded: 3},
  ],
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const radius = 56;
  const gap = (WIDTH - circles.length * 2 * radius) / (circles.length + 1);
  const cy = top.bottom + 4 + radius;
  const slice = (cx: number, index: number, parts: number) => {
    const angle = (turn: number) => -Math.PI / 2 + (turn * 2 * Math.PI) / parts;
    const [x1, y1] = [cx + radius * Math.cos(angle(index)), cy + radius * Math.sin(angle(index))];
    const [x2, y2] = [cx + radius * Math.cos(angle(index + 1)), cy + radius * Math.sin(angle(index + 1))];
    return `M${cx} ${cy} L${x1.toFixed(2)} ${y1.toFixed(2)} A${radius} ${radius} 0 ${parts === 1 ? 1 : 0} 1 ${x2.toFixed(2)} ${y2.toFixed(2)} Z`;
  };
  return (
    <Frame
      {...frame}
      typeTitle="Fraction Model Circle"
      bodyTop={top.bottom}
      alt={`A Fraction Model Circle question: "${text}" ${circles.length} circles cut into equal slices: ${circles
        .map((circle) => `${circle.shaded} of ${circle.parts} slices shaded`)
        .join('; ')}.`}
      height={cy + radius + PAD}>
      {top.nodes}
      {circles.map((circle, circleIndex) => {
        const cx = gap + radius + circleIndex * (2 * radius + gap);
        return (
          <g key={circleIndex}>
            {Array.from({length: circle.parts}, (_, index) => (
              <path key={index} d={slice(cx, index, circle.parts)} className={index < circle.shaded ? styles.shadedPart : styles.part} />
            ))}
          </g>
        );
      })}
    </Frame>
  );
}
