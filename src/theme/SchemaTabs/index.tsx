/** Swizzled (wrap): each panel prints under its tab's label (src/features/print/withPrintLabels.tsx). */
import SchemaTabs from '@theme-original/SchemaTabs';
import {withPrintLabels} from '@site/src/features/print/withPrintLabels';

export default withPrintLabels(SchemaTabs);
