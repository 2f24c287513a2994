/** Swizzled (wrap): each panel prints under its tab's label (src/features/print/withPrintLabels.tsx). */
import DiscriminatorTabs from '@theme-original/DiscriminatorTabs';
import {withPrintLabels} from '@site/src/features/print/withPrintLabels';

export default withPrintLabels(DiscriminatorTabs);
