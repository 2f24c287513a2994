/**
 * Building blocks shared by the question drawings. Everything here is a pure function of its
 * props: the build renders each drawing to an SVG file (src/features/question-drawings), and none of
 * this code reaches the browser.
 */
import type {ReactNode} from 'react';

/** Class names of drawing.css, which the build embeds in every drawing's SVG file. */
export const styles = {
  ink: 'ink',
  muted: 'muted',
  onAccent: 'onAccent',
  accent: 'accent',
  accentStroke: 'accentStroke',
  wash: 'wash',
  washStrong: 'washStrong',
  control: 'control',
  panel: 'panel',
  line: 'line',
  grid: 'grid',
  dashed: 'dashed',
  scenery: 'scenery',
  water: 'water',
  sun: 'sun',
  tick: 'tick',
  washStrongOutline: 'washStrongOutline',
  dashedSolid: 'dashedSolid',
  chipPlaced: 'chipPlaced',
  openPoint: 'openPoint',
  thumb: 'thumb',
  part: 'part',
  shadedPart: 'shadedPart',
  inkStroke: 'inkStroke',
  erase: 'erase',
} as const;

/** Width of every drawing's viewBox. Body text is 13 units, so it stays at least 12 px on a 358 px column. */
export const WIDTH = 360;
export const PAD = 16;
export const TEXT = 13;

/** Props every drawing accepts besides its example content. */
export type DrawingProps = {
  /** Draw a bare, decorative thumbnail (for the index cards, which carry the title). */
  thumbnail?: boolean;
  /** Replaces the visible caption under the drawing. */
  caption?: string;
};

type FrameProps = DrawingProps & {
  /** The question type's name, used in the default caption. */
  typeTitle: string;
  /** What the type is called in the caption: a question, or a block of material that asks nothing. */
  kind?: string;
  /** What the student sees, in words: the drawing's text alternative. */
  alt: string;
  height: number;
  /** Where the answer area starts below the prompt; thumbnails show only the answer area. */
  bodyTop?: number;
  children: ReactNode;
};

/**
 * The drawing's own <svg> element, sized in viewBox units. The full drawing carries its text
 * alternative as <title> and its caption as data-caption, which the build moves into the page's
 * <img alt> and <figcaption>; a thumbnail is decorative and shows only the answer area.
 */
export function Frame({typeTitle, kind = 'question', alt, height, bodyTop = 0, thumbnail, caption, children}: FrameProps): ReactNode {
  const top = thumbnail ? Math.max(0, bodyTop - 8) : 0;
  // Whole units, so the page's <img> gets integer width and height attributes.
  const boxHeight = Math.ceil(height - top);
  const viewBox = `0 ${top} ${WIDTH} ${boxHeight}`;
  const defaultCaption = `${withArticle(typeTitle)}${kind ? ` ${kind}` : ''} as the student sees it, with example content.`;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={viewBox} width={WIDTH} height={boxHeight} data-caption={thumbnail ? undefined : (caption ?? defaultCaption)}>
      {thumbnail ? (
        // The inner svg clips to the answer area: a thumbnail letterboxed into a wider card would
        // otherwise show the edge of the prompt above it.
        <svg x={0} y={top} width={WIDTH} height={boxHeight} viewBox={viewBox}>
          {children}
        </svg>
      ) : (
        <>
          <title>{alt}</title>
          {children}
        </>
      )}
    </svg>
  );
}

/**
 * Advance widths in ems, grouped, measured from DejaVu Sans: the widest common fallback of the
 * site's system-ui stack, so text never outgrows the box laid out for it.
 */
const ADVANCE_GROUPS: [string, number][] = [
  [" ijlIJ'.,:;|’", 0.31],
  ['frt()[]/-!', 0.38],
  ['cesoz?', 0.55],
  ['abdghknpquvxy0123456789FLPTY', 0.62],
  ['ABCDEGHKNORSUVXZ', 0.72],
  ['mwMW%−<>=', 0.9],
];
const ADVANCE = new Map(ADVANCE_GROUPS.flatMap(([characters, width]) => [...characters].map((character) => [character, width] as const)));

/** Estimated width of a text at a font size. Layouts that depend on it pin it with textLength. */
export function measure(text: string, size = TEXT, bold = false): number {
  return [...text].reduce((sum, character) => sum + (ADVANCE.get(character) ?? 0.65), 0) * size * (bold ? 1.18 : 1);
}

/** Splits a text into lines no wider than maxWidth. */
export function wrap(text: string, maxWidth: number, size = TEXT, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type TextProps = {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  className?: string;
  /** Pins the text to this width, so widgets placed after it line up. */
  length?: number;
};

export function Text({x, y, children, size = TEXT, weight, anchor, className = styles.ink, length}: TextProps): ReactNode {
  // An empty string renders no text node on the server but one on the client: a hydration mismatch.
  if (children === '' || children == null) return null;
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={weight}
      textAnchor={anchor}
      className={className}
      textLength={length}
      lengthAdjust={length ? 'spacing' : undefined}>
      {children}
    </text>
  );
}

/** A wrapped paragraph; returns its elements and the y below it. */
export function paragraph(
  text: string,
  {x = PAD, y, width = WIDTH - 2 * PAD, size = TEXT, weight}: {x?: number; y: number; width?: number; size?: number; weight?: number},
): {nodes: ReactNode; bottom: number} {
  const lineHeight = size * 1.45;
  const lines = wrap(text, width, size, (weight ?? 400) >= 600);
  const nodes = lines.map((line, index) => (
    <Text key={index} x={x} y={y + size + index * lineHeight} size={size} weight={weight}>
      {line}
    </Text>
  ));
  return {nodes, bottom: y + lines.length * lineHeight + size * 0.45};
}

/** A piece of flowing text: words (optionally marked as selected) or an inline widget of fixed width. */
export type FlowPiece =
  | {text: string; marked?: boolean}
  | {width: number; render: (x: number, baseline: number) => ReactNode};

/** Splits a text whose gaps are marked {0}, {1}, … into flow pieces: the words, and each gap as `gap(n)` draws it. */
export function gappedText(text: string, gap: (index: number) => FlowPiece): FlowPiece[] {
  return text.split(/(\{\d+\})/).map((part) => {
    const mark = part.match(/^\{(\d+)\}$/);
    return mark ? gap(Number(mark[1])) : {text: part};
  });
}

/**
 * Lays out words and inline widgets in lines, like a browser would. Each run of words is pinned to
 * its estimated width (textLength), so the widgets land exactly after the words before them.
 */
export function flow(
  pieces: FlowPiece[],
  {x = PAD, y, width = WIDTH - 2 * PAD, size = TEXT, lineHeight = size * 2.1}: {x?: number; y: number; width?: number; size?: number; lineHeight?: number},
): {nodes: ReactNode[]; bottom: number} {
  const space = measure(' ', size);
  type Placed = {at: number; width: number; line: number} & ({word: string; marked?: boolean} | {render: (x: number, baseline: number) => ReactNode});
  const placed: Placed[] = [];
  let cursor = x;
  let line = 0;
  const place = (itemWidth: number) => {
    if (cursor > x && cursor + itemWidth > x + width) {
      cursor = x;
      line += 1;
    }
    const at = cursor;
    cursor += itemWidth + space;
    return {at, width: itemWidth, line};
  };
  for (const piece of pieces) {
    if ('text' in piece) {
      for (const word of piece.text.split(/\s+/).filter(Boolean)) {
        // Punctuation right after a widget hugs it, as it would in the sentence.
        const previous = placed[placed.length - 1];
        if (previous && 'render' in previous && /^[.,;:!?]/.test(word) && previous.line === line) cursor -= space;
        placed.push({...place(measure(word, size)), word, marked: piece.marked});
      }
    } else {
      placed.push({...place(piece.width), render: piece.render});
    }
  }
  const baseline = (lineIndex: number) => y + size * 1.3 + lineIndex * lineHeight;
  const nodes: ReactNode[] = [];
  // Consecutive words on one line with the same marking become one run of text.
  for (let index = 0; index < placed.length; ) {
    const first = placed[index];
    if ('render' in first) {
      nodes.push(<g key={index}>{first.render(first.at, baseline(first.line))}</g>);
      index += 1;
      continue;
    }
    const words = [first.word];
    let end = first.at + first.width;
    let next = index + 1;
    for (; next < placed.length; next += 1) {
      const candidate = placed[next];
      if ('render' in candidate || candidate.line !== first.line || candidate.marked !== first.marked) break;
      words.push(candidate.word);
      end = candidate.at + candidate.width;
    }
    const top = baseline(first.line);
    if (first.marked) {
      nodes.push(<rect key={`mark${index}`} x={first.at - 3} y={top - size - 1} width={end - first.at + 6} height={size * 1.55} rx={2} className={styles.wash} />);
    }
    nodes.push(
      <Text key={index} x={first.at} y={top} size={size} length={end - first.at}>
        {words.join(' ')}
      </Text>,
    );
    index = next;
  }
  return {nodes, bottom: baseline(line) + size * 0.9};
}

/** The prompt at the top of a question. */
export function prompt(text: string, y = PAD): {nodes: ReactNode; bottom: number} {
  const block = paragraph(text, {y, weight: 600});
  return {nodes: block.nodes, bottom: block.bottom + 8};
}

/** A radio button, filled when chosen. */
export function Radio({cx, cy, on}: {cx: number; cy: number; on?: boolean}): ReactNode {
  return (
    <g>
      <circle cx={cx} cy={cy} r={7} className={on ? styles.accentStroke : styles.control} />
      {on && <circle cx={cx} cy={cy} r={3.5} className={styles.accent} />}
    </g>
  );
}

/** A checkbox, ticked when chosen. */
export function Checkbox({x, y, on}: {x: number; y: number; on?: boolean}): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={14} height={14} rx={2} className={on ? styles.accent : styles.control} />
      {on && <path d={`M${x + 3} ${y + 7.5} l3 3 l5.5 -6.5`} className={styles.tick} />}
    </g>
  );
}

/** A draggable tile with a word on it: outlined when waiting, filled when placed. */
export function Chip({x, y, label, placed}: {x: number; y: number; label: string; placed?: boolean}): ReactNode {
  const width = chipWidth(label);
  return (
    <g>
      <rect x={x} y={y} width={width} height={24} rx={12} className={placed ? styles.chipPlaced : styles.control} />
      <Text x={x + width / 2} y={y + 16.5} anchor="middle">
        {label}
      </Text>
    </g>
  );
}

export const chipWidth = (label: string) => Math.max(36, measure(label) + 24);

/** A gap of a gap-match text: the tile dropped into it, centered, or a dashed empty slot. */
export function tileGap(tile: string, width: number): Extract<FlowPiece, {render: unknown}> {
  return {
    width,
    render: (x, baseline) =>
      tile ? (
        <Chip x={x + (width - chipWidth(tile)) / 2} y={baseline - 17} label={tile} placed />
      ) : (
        <rect x={x} y={baseline - 17} width={width} height={24} rx={12} className={styles.dashed} />
      ),
  };
}

/** A row of chips that wraps; returns the elements and the y below it. */
export function chipRow(labels: string[], y: number, placed: string[] = []): {nodes: ReactNode[]; bottom: number} {
  const nodes: ReactNode[] = [];
  let x = PAD;
  let top = y;
  labels.forEach((label, index) => {
    if (x > PAD && x + chipWidth(label) > WIDTH - PAD) {
      x = PAD;
      top += 32;
    }
    nodes.push(<Chip key={index} x={x} y={top} label={label} placed={placed.includes(label)} />);
    x += chipWidth(label) + 8;
  });
  return {nodes, bottom: top + 24};
}

/** A six-dot drag handle. */
export function Handle({x, y}: {x: number; y: number}): ReactNode {
  return (
    <g className={styles.muted}>
      {[0, 1, 2].flatMap((row) => [0, 1].map((column) => <circle key={`${row}${column}`} cx={x + column * 5} cy={y + row * 5} r={1.4} />))}
    </g>
  );
}

/** A small down-pointing chevron, as on a drop-down. */
export function Chevron({x, y}: {x: number; y: number}): ReactNode {
  return <path d={`M${x} ${y} l4 4 l4 -4`} className={styles.line} />;
}

/** "a" or "an" before a name; every type name that starts with a vowel letter starts with a vowel sound. */
export function withArticle(name: string): string {
  return `${/^[AEIOU]/i.test(name) ? 'An' : 'A'} ${name}`;
}

/** Joins words for an alt text: "a, b and c". */
export function list(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
