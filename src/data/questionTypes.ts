/**
 * The Studio question types, grouped the way authors choose between them.
 * The Studio sidebar and the question-type index page are both built from this
 * list; each slug is a page at /studio/items/question-types/<slug>.
 */
export type QuestionTypeGroup = {
  label: string;
  /** One sentence on what the group has in common, shown on the index page. */
  description: string;
  types: {slug: string; title: string; summary: string}[];
};

export const QUESTION_TYPE_GROUPS: QuestionTypeGroup[] = [
  {
    label: 'Choice',
    description: 'Students pick from options you write. Fast to answer and scored automatically.',
    types: [
      {slug: 'multiple-choice', title: 'Multiple Choice', summary: 'Pick the one correct option.'},
      {slug: 'multiple-selections', title: 'Multiple Selections', summary: 'Pick every option that applies.'},
      {slug: 'inline-choice', title: 'Inline Choice', summary: 'Choose a word from a drop-down inside a sentence.'},
      {slug: 'selectable-text', title: 'Selectable Text', summary: 'Click the words or sentences in a text that answer the prompt.'},
    ],
  },
  {
    label: 'Text entry',
    description: 'Students type their answer, from a single word to an essay.',
    types: [
      {slug: 'short-text', title: 'Short Text', summary: 'Type a word or short phrase, matched against accepted answers.'},
      {slug: 'inline-text-entry', title: 'Inline Text Entry', summary: 'Fill blanks typed directly into a sentence or paragraph.'},
      {slug: 'table-entry', title: 'Table Entry', summary: 'Complete the empty cells of a table.'},
      {slug: 'extended-text', title: 'Extended Text', summary: 'Write a long, formatted response that a teacher scores.'},
    ],
  },
  {
    label: 'Matching and ordering',
    description: 'Students pair, place or sequence things to show how they relate.',
    types: [
      {slug: 'match', title: 'Match', summary: 'Pair each item in one list with an item in another.'},
      {slug: 'match-table', title: 'Match Table', summary: 'Tick the cells of a grid where a row and a column belong together.'},
      {slug: 'associate', title: 'Associate', summary: 'Link items from a single pool into pairs.'},
      {slug: 'gap-match', title: 'Gap Match', summary: 'Drag words or phrases into gaps in a text.'},
      {slug: 'inline-gap-match', title: 'Inline Gap Match', summary: 'Drop tiles into gaps that sit inline in a sentence.'},
      {slug: 'order-sequence', title: 'Order Sequence', summary: 'Put steps, events or values in the right order.'},
    ],
  },
  {
    label: 'Graphic',
    description: 'Students answer on an image: a map, diagram, photo or chart.',
    types: [
      {slug: 'graphic-hotspot', title: 'Graphic Hotspot', summary: 'Click the regions of an image that answer the prompt.'},
      {slug: 'graphic-order', title: 'Graphic Order', summary: 'Number hotspots on an image in sequence.'},
      {slug: 'graphic-associate', title: 'Graphic Associate', summary: 'Draw connections between hotspots on an image.'},
      {slug: 'graphic-gap-match', title: 'Graphic Gap Match', summary: 'Drag labels or pictures onto targets in an image.'},
      {slug: 'select-point', title: 'Select Point', summary: 'Place one or more points on an image or plane.'},
    ],
  },
  {
    label: 'Math and graphing',
    description: 'Students enter expressions, plot data and model quantities.',
    types: [
      {slug: 'math-entry', title: 'Math Entry', summary: 'Type an expression or equation with a math keypad.'},
      {slug: 'number-line', title: 'Number Line', summary: 'Plot points, segments and rays on a number line.'},
      {slug: 'slider', title: 'Slider', summary: 'Drag a slider to a value on a scale.'},
      {slug: 'cartesian-graph', title: 'Cartesian Graph', summary: 'Plot points, lines and curves on a coordinate plane.'},
      {slug: 'cartesian-inequality', title: 'Cartesian Inequality', summary: 'Graph a boundary line and shade the solution region.'},
      {slug: 'bar-chart', title: 'Bar Chart', summary: 'Set the height of each bar to match a data set.'},
      {slug: 'line-chart', title: 'Line Chart', summary: 'Move the points of a line graph to match a data set.'},
      {slug: 'dot-plot', title: 'Dot Plot', summary: 'Stack dots above a number line to show a distribution.'},
      {slug: 'fraction-model-area', title: 'Fraction Model Area', summary: 'Shade parts of a rectangle to show a fraction.'},
      {slug: 'fraction-model-bar', title: 'Fraction Model Bar', summary: 'Shade parts of a bar or tape diagram to show a fraction.'},
      {slug: 'fraction-model-circle', title: 'Fraction Model Circle', summary: 'Shade slices of a circle to show a fraction.'},
    ],
  },
  {
    label: 'Media and response capture',
    description: 'Students record, draw or upload their work for a teacher to score.',
    types: [
      {slug: 'audio-response', title: 'Audio Response', summary: 'Record a spoken answer in the player.'},
      {slug: 'drawing', title: 'Drawing', summary: 'Sketch, annotate or show work on a canvas.'},
      {slug: 'file-upload', title: 'File Upload', summary: 'Attach a document, image or recording as the answer.'},
    ],
  },
  {
    label: 'Passages and stimuli',
    description: 'Shared material that sets up the questions around it.',
    types: [
      {slug: 'stimulus', title: 'Stimulus', summary: 'Show a text, image or media block that questions refer to.'},
      {slug: 'item-browser', title: 'Item Browser', summary: 'Let students page through a set of related sources in one panel.'},
    ],
  },
];

export const QUESTION_TYPES_DIR = 'studio/items/question-types';

export function questionTypeDocId(slug: string): string {
  return `${QUESTION_TYPES_DIR}/${slug}`;
}
