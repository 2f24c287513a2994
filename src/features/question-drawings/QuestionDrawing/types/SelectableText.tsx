import type {ReactNode} from 'react';
import {Frame, PAD, flow, prompt, type DrawingProps} from '../parts';

type Props = DrawingProps & {
  prompt?: string;
  /** The passage in selectable units (sentences or words), in order. */
  units?: string[];
  /** Indexes of the units the student selected. */
  selected?: number[];
};

/** A passage whose sentences can be clicked; the selected one is highlighted. */
export default function SelectableText({
  prompt: title = 'Select the sentence that describes condensation.',
  units = [
    'The Sun warms the surface of the ocean.',
    'Water evaporates and rises as vapor.',
    'High in the air, the vapor cools into tiny droplets that gather as clouds.',
    'Rain and snow carry the water back to the ground.',
  ],
  selected = [2],
  ...frame
}: Props): ReactNode {
  const top = prompt(title);
  const body = flow(
    units.map((text, index) => ({text, marked: selected.includes(index)})),
    {y: top.bottom - 4, lineHeight: 22},
  );
  return (
    <Frame
      {...frame}
      typeTitle="Selectable Text"
      bodyTop={top.bottom}
      alt={`A Selectable Text question: "${title}" A passage of ${units.length} sentences; the student has highlighted ${selected
        .map((index) => `"${units[index]}"`)
        .join(' and ')}.`}
      height={body.bottom + PAD}>
      {top.nodes}
      {body.nodes}
    </Frame>
  );
}
