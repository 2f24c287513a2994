/** Swizzled (wrap): each panel prints under its tab's label (src/features/print/withPrintLabels.tsx). */
import MimeTabs from '@theme-original/MimeTabs';
import {withPrintLabels} from '@site/src/features/print/withPrintLabels';

export default withPrintLabels(MimeTabs);
