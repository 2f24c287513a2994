import type {ReactNode} from 'react';
import {list, styles, type DrawingProps} from '../parts';
import {SCENE_HOTSPOTS, SceneQuestion, type SceneSpot} from '../scene';

type Props = DrawingProps & {prompt?: string; /** Hotspots drawn on the picture. */ hotspots?: SceneSpot[]; /** The ones the student clicked. */ selected?: SceneSpot[]};

/** A picture with dashed hotspot regions; the one the student clicked is filled. */
export default function GraphicHotspot({
  prompt: text = 'Click the part of the picture where condensation happens.',
  hotspots = ['sun', 'cloud', 'mountain', 'sea'],
  selected = ['cloud'],
  ...frame
}: Props): ReactNode {
  return (
    <SceneQuestion
      {...frame}
      text={text}
      typeTitle="Graphic Hotspot"
      alt={`A Graphic Hotspot question: "${text}" A picture of the water cycle with the Sun, a rain cloud, a mountain and the sea. Dashed outlines mark ${hotspots.length} clickable regions (${list(
        hotspots.map((spot) => SCENE_HOTSPOTS[spot].name),
      )}); the student has selected ${list(selected.map((spot) => SCENE_HOTSPOTS[spot].name))}, which shows a thick outline and a check mark.`}
      hotspots={hotspots}
      selected={selected}>
      {selected.map((spot) => {
        // A selected hotspot also carries a check mark, so selection does not rest on color alone.
        const {cx, cy, rx, ry} = SCENE_HOTSPOTS[spot];
        const [x, y] = [cx + rx * 0.7, cy - ry * 0.7];
        return (
          <g key={spot}>
            <circle cx={x} cy={y} r={9} className={styles.accent} />
            <path d={`M${x - 4} ${y} l3 3 l5 -6`} className={styles.tick} />
          </g>
        );
      })}
    </SceneQuestion>
  );
}
