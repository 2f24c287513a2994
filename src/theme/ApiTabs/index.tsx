/** Swizzled (wrap): each panel prints under its tab's label (src/plugins/print-annotations/withPrintLabels.tsx). */
import ApiTabs from '@theme-original/ApiTabs';
import {withPrintLabels} from '@site/src/plugins/print-annotations/withPrintLabels';

export default withPrintLabels(ApiTabs);
