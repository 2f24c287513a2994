/** Swizzled (wrap): each panel prints under its tab's label (src/features/print/withPrintLabels.tsx). */
import ApiTabs from '@theme-original/ApiTabs';
import {withPrintLabels} from '@site/src/features/print/withPrintLabels';

export default withPrintLabels(ApiTabs);
