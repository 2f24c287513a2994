/**
 * Every question type's drawing, by slug. Only the build reads this: the question-drawings loader
 * (src/features/question-drawings) renders a page's <QuestionDrawing type="…" /> and the index
 * page's thumbnails from it, to SVG files.
 */
import type {ComponentType} from 'react';
import type {DrawingProps} from './parts';
import MultipleChoice from './types/MultipleChoice';
import MultipleSelections from './types/MultipleSelections';
import InlineChoice from './types/InlineChoice';
import SelectableText from './types/SelectableText';
import ShortText from './types/ShortText';
import InlineTextEntry from './types/InlineTextEntry';
import TableEntry from './types/TableEntry';
import ExtendedText from './types/ExtendedText';
import Match from './types/Match';
import MatchTable from './types/MatchTable';
import Associate from './types/Associate';
import GapMatch from './types/GapMatch';
import InlineGapMatch from './types/InlineGapMatch';
import OrderSequence from './types/OrderSequence';
import GraphicHotspot from './types/GraphicHotspot';
import GraphicOrder from './types/GraphicOrder';
import GraphicAssociate from './types/GraphicAssociate';
import GraphicGapMatch from './types/GraphicGapMatch';
import SelectPoint from './types/SelectPoint';
import MathEntry from './types/MathEntry';
import NumberLine from './types/NumberLine';
import Slider from './types/Slider';
import CartesianGraph from './types/CartesianGraph';
import CartesianInequality from './types/CartesianInequality';
import BarChart from './types/BarChart';
import LineChart from './types/LineChart';
import DotPlot from './types/DotPlot';
import FractionModelArea from './types/FractionModelArea';
import FractionModelBar from './types/FractionModelBar';
import FractionModelCircle from './types/FractionModelCircle';
import AudioResponse from './types/AudioResponse';
import Drawing from './types/Drawing';
import FileUpload from './types/FileUpload';
import Stimulus from './types/Stimulus';
import ItemBrowser from './types/ItemBrowser';

export const QUESTION_DRAWINGS: Record<string, ComponentType<DrawingProps>> = {
  'multiple-choice': MultipleChoice,
  'multiple-selections': MultipleSelections,
  'inline-choice': InlineChoice,
  'selectable-text': SelectableText,
  'short-text': ShortText,
  'inline-text-entry': InlineTextEntry,
  'table-entry': TableEntry,
  'extended-text': ExtendedText,
  'match': Match,
  'match-table': MatchTable,
  'associate': Associate,
  'gap-match': GapMatch,
  'inline-gap-match': InlineGapMatch,
  'order-sequence': OrderSequence,
  'graphic-hotspot': GraphicHotspot,
  'graphic-order': GraphicOrder,
  'graphic-associate': GraphicAssociate,
  'graphic-gap-match': GraphicGapMatch,
  'select-point': SelectPoint,
  'math-entry': MathEntry,
  'number-line': NumberLine,
  'slider': Slider,
  'cartesian-graph': CartesianGraph,
  'cartesian-inequality': CartesianInequality,
  'bar-chart': BarChart,
  'line-chart': LineChart,
  'dot-plot': DotPlot,
  'fraction-model-area': FractionModelArea,
  'fraction-model-bar': FractionModelBar,
  'fraction-model-circle': FractionModelCircle,
  'audio-response': AudioResponse,
  'drawing': Drawing,
  'file-upload': FileUpload,
  'stimulus': Stimulus,
  'item-browser': ItemBrowser,
};
