/**
 * The example picture shared by the graphic question drawings: a simple water-cycle scene with the
 * Sun, a rain cloud, a mountain and the sea, and the hotspot regions an author would draw on it.
 */
import type {ReactNode} from 'react';
import {Frame, PAD, WIDTH, prompt, styles, type DrawingProps} from './parts';

export const SCENE_HEIGHT = 170;
const SCENE_WIDTH = WIDTH - 2 * PAD;

export type Hotspot = {name: string; cx: number; cy: number; rx: number; ry: number};

/** Hotspot regions, relative to the scene's top-left corner. */
export const SCENE_HOTSPOTS: Record<'sun' | 'cloud' | 'mountain' | 'sea', Hotspot> = {
  sun: {name: 'the Sun', cx: 46, cy: 40, rx: 30, ry: 30},
  cloud: {name: 'the cloud', cx: 205, cy: 44, rx: 54, ry: 30},
  mountain: {name: 'the mountain', cx: 272, cy: 128, rx: 48, ry: 32},
  sea: {name: 'the sea', cx: 95, cy: 146, rx: 80, ry: 16},
};

/** The picture itself, drawn at (PAD, top). */
export function Scene({top, children}: {top: number; children?: ReactNode}): ReactNode {
  return (
    <g transform={`translate(${PAD} ${top})`}>
      <rect width={SCENE_WIDTH} height={SCENE_HEIGHT} rx={4} className={styles.panel} />
      <circle cx={46} cy={40} r={20} className={styles.sun} />
      <rect x={0} y={128} width={200} height={SCENE_HEIGHT - 128} className={styles.water} />
      <path d={`M200 ${SCENE_HEIGHT} L272 86 L${SCENE_WIDTH} ${SCENE_HEIGHT} Z`} className={styles.scenery} />
      <g className={styles.scenery}>
        <ellipse cx={180} cy={48} rx={28} ry={15} />
        <ellipse cx={232} cy={49} rx={24} ry={13} />
        <ellipse cx={206} cy={38} rx={30} ry={20} />
      </g>
      {[186, 200, 214, 228].map((x) => (
        <line key={x} x1={x} y1={66} x2={x - 6} y2={84} className={styles.line} />
      ))}
      <path d="M92 124 C 100 100, 120 92, 140 74" className={styles.line} strokeDasharray="4 3" />
      <path d="M136 70 l6 3 l-1 -7" className={styles.line} />
      {children}
    </g>
  );
}

/** A hotspot outline; filled when the student has selected it. */
function HotspotShape({spot, selected}: {spot: Hotspot; selected?: boolean}): ReactNode {
  return <ellipse cx={spot.cx} cy={spot.cy} rx={spot.rx} ry={spot.ry} className={selected ? styles.washStrongOutline : styles.dashed} />;
}

export type SceneSpot = keyof typeof SCENE_HOTSPOTS;

type SceneQuestionProps = DrawingProps & {
  typeTitle: string;
  /** The prompt above the picture. */
  text: string;
  alt: string;
  /** The hotspot regions outlined on the picture, and those the student selected. */
  hotspots: SceneSpot[];
  selected?: SceneSpot[];
  /** The student's marks, drawn over the hotspots in the picture's coordinates. */
  children: ReactNode;
};

/** A graphic question about hotspots: the prompt over the picture with its regions, and the student's marks on top. */
export function SceneQuestion({typeTitle, text, alt, hotspots, selected = [], children, ...frame}: SceneQuestionProps): ReactNode {
  const top = prompt(text);
  return (
    <Frame {...frame} typeTitle={typeTitle} bodyTop={top.bottom} alt={alt} height={top.bottom + SCENE_HEIGHT + PAD}>
      {top.nodes}
      <Scene top={top.bottom}>
        {hotspots.map((spot) => (
          <HotspotShape key={spot} spot={SCENE_HOTSPOTS[spot]} selected={selected.includes(spot)} />
        ))}
        {children}
      </Scene>
    </Frame>
  );
}
