/** Swizzled (wrap): each panel prints under its tab's label (src/plugins/print-annotations/withPrintLabels.tsx). */
import MimeTabs from '@theme-original/MimeTabs';
import {withPrintLabels} from '@site/src/plugins/print-annotations/withPrintLabels';

export default withPrintLabels(MimeTabs);
