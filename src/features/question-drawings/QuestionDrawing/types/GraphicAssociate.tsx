import type {ReactNode} from 'react';
import {styles, type DrawingProps} from '../parts';
import {SCENE_HOTSPOTS, SceneQuestion, type SceneSpot} from '../scene';

type Props = DrawingProps & {prompt?: string; hotspots?: SceneSpot[]; /** Connections the student has drawn between hotspots. */ connections?: [SceneSpot, SceneSpot][]};

/** A picture with hotspots joined by the lines the student drew between them; a line has no direction, so they need not form a chain. */
export default function GraphicAssociate({
  prompt: text = 'Join every two places that water moves between directly, either way.',
  hotspots = ['sun', 'cloud', 'mountain', 'sea'],
  connections = [
    ['sea', 'cloud'],
    ['cloud', 'mountain'],
    ['mountain', 'sea'],
  ],
  ...frame
}: Props): ReactNode {
  return (
    <SceneQuestion
      {...frame}
      text={text}
      typeTitle="Graphic Associate"
      alt={`A Graphic Associate question: "${text}" A picture of the water cycle with ${hotspots.length} hotspots. The student has drawn lines joining ${connections
        .map(([from, to]) => `${SCENE_HOTSPOTS[from].name} to ${SCENE_HOTSPOTS[to].name}`)
        .join(' and ')}.`}
      hotspots={hotspots}>
      {connections.map(([from, to]) => (
        <g key={`${from}-${to}`}>
          <line x1={SCENE_HOTSPOTS[from].cx} y1={SCENE_HOTSPOTS[from].cy} x2={SCENE_HOTSPOTS[to].cx} y2={SCENE_HOTSPOTS[to].cy} className={styles.accentStroke} />
          <circle cx={SCENE_HOTSPOTS[from].cx} cy={SCENE_HOTSPOTS[from].cy} r={5} className={styles.accent} />
          <circle cx={SCENE_HOTSPOTS[to].cx} cy={SCENE_HOTSPOTS[to].cy} r={5} className={styles.accent} />
        </g>
      ))}
    </SceneQuestion>
  );
}
