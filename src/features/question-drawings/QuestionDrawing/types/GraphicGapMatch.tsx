import type {ReactNode} from 'react';
import {Chip, Frame, PAD, chipRow, chipWidth, prompt, styles, type DrawingProps} from '../parts';
import {SCENE_HEIGHT, SCENE_HOTSPOTS, Scene, type SceneSpot} from '../scene';

type Props = DrawingProps & {
  prompt?: string;
  labels?: string[];
  /** Drop targets on the picture and the label the student dropped on each ('' for empty). */
  targets?: [SceneSpot, string][];
};

/** A picture with drop targets, some holding labels dragged from the row below. */
export default function GraphicGapMatch({
  prompt: text = 'Drag each label onto the part of the picture it names.',
  labels = ['evaporation', 'condensation', 'precipitation'],
  targets = [
    ['sea', 'evaporation'],
    ['cloud', ''],
    ['mountain', ''],
  ],
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const used = targets.map(([, label]) => label);
  const bank = chipRow(
    labels.filter((label) => !used.includes(label)),
    top.bottom + SCENE_HEIGHT + 12,
  );
  const targetWidth = Math.max(...labels.map(chipWidth)) + 4;
  return (
    <Frame
      {...frame}
      typeTitle="Graphic Gap Match"
      bodyTop={top.bottom}
      alt={`A Graphic Gap Match question: "${text}" A picture of the water cycle with ${targets.length} drop targets, and label tiles (${labels.join(', ')}) below it. ${targets
        .filter(([, label]) => label)
        .map(([spot, label]) => `"${label}" is on ${SCENE_HOTSPOTS[spot].name}`)
        .join('; ')}; the other targets are empty.`}
      height={bank.bottom + PAD}>
      {top.nodes}
      <Scene top={top.bottom}>
        {targets.map(([spot, label]) => {
          const x = Math.min(SCENE_HOTSPOTS[spot].cx - targetWidth / 2, 328 - targetWidth - 4);
          const y = SCENE_HOTSPOTS[spot].cy - 12;
          return label ? (
            <Chip key={spot} x={Math.max(4, x + (targetWidth - chipWidth(label)) / 2)} y={y} label={label} placed />
          ) : (
            <rect key={spot} x={Math.max(4, x)} y={y} width={targetWidth} height={24} rx={12} className={styles.dashedSolid} />
          );
        })}
      </Scene>
      {bank.nodes}
    </Frame>
  );
}
