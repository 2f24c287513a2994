/** Swizzled (wrap): each panel prints under its tab's label (src/plugins/print-annotations/withPrintLabels.tsx). */
import DiscriminatorTabs from '@theme-original/DiscriminatorTabs';
import {withPrintLabels} from '@site/src/plugins/print-annotations/withPrintLabels';

export default withPrintLabels(DiscriminatorTabs);
