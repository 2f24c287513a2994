/** Swizzled (wrap): each panel prints under its tab's label (src/plugins/print-annotations/withPrintLabels.tsx). */
import SchemaTabs from '@theme-original/SchemaTabs';
import {withPrintLabels} from '@site/src/plugins/print-annotations/withPrintLabels';

export default withPrintLabels(SchemaTabs);
