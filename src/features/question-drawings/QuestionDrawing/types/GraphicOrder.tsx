import type {ReactNode} from 'react';
import {Text, styles, type DrawingProps} from '../parts';
import {SCENE_HOTSPOTS, SceneQuestion, type SceneSpot} from '../scene';

type Props = DrawingProps & {prompt?: string; hotspots?: SceneSpot[]; /** The hotspots in the order the student numbered them. */ order?: SceneSpot[]};

/** A picture whose hotspots carry the numbers the student gave them, in sequence. */
export default function GraphicOrder({
  prompt: text = 'Number the places in the order a drop of water visits them, starting at the sea.',
  hotspots = ['sun', 'cloud', 'mountain', 'sea'],
  order = ['sea', 'cloud', 'mountain'],
  ...frame
}: Props): ReactNode {
  return (
    <SceneQuestion
      {...frame}
      text={text}
      typeTitle="Graphic Order"
      alt={`A Graphic Order question: "${text}" A picture of the water cycle with ${hotspots.length} hotspots. The student has numbered ${order
        .map((spot, index) => `${SCENE_HOTSPOTS[spot].name} ${index + 1}`)
        .join(', ')}.`}
      hotspots={hotspots}>
      {order.map((spot, index) => (
        <g key={spot}>
          <circle cx={SCENE_HOTSPOTS[spot].cx} cy={SCENE_HOTSPOTS[spot].cy} r={11} className={styles.accent} />
          <Text x={SCENE_HOTSPOTS[spot].cx} y={SCENE_HOTSPOTS[spot].cy + 4.5} anchor="middle" weight={700} className={styles.onAccent}>
            {index + 1}
          </Text>
        </g>
      ))}
    </SceneQuestion>
  );
}
