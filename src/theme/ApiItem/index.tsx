/**
 * Swizzled (wrap) to carry the OpenAPI theme's stylesheet, which the theme registers as a global
 * client module: every guide page would download and parse it. Imported here, it belongs to the
 * API pages alone (src/plugins/leanBundles.ts gives it a stylesheet of its own), followed by this
 * site's corrections to it.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './styles.css';

export {default} from '@theme-original/ApiItem';
