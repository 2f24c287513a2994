/**
 * A section of an API reference (parameters, request body, responses: src/theme/ParamsDetails,
 * RequestSchema, StatusCodes) that never changes once the server has rendered it, until the reader
 * acts on it. Landing on the page, the browser keeps the server's markup and neither loads nor runs
 * the section's code (the OpenAPI theme's schema components, lodash, allof-merge, the example
 * builders); when the section comes near the viewport, or the reader presses a key, its code loads
 * and the live section, whose tabs switch and whose details open, takes the markup's place. After a
 * client-side navigation, with no server markup to keep, it renders as soon as its code is in.
 */
import type {ComponentType, ReactNode} from 'react';
import {deferredComponent} from '../runtime-helpers/deferredComponent';
import {whenNearViewport} from '../runtime-helpers/whenNearViewport';

/** How far outside the viewport a section becomes live, so it is ready when the reader gets there. */
const LIVE_MARGIN = '200px 0px';

type Module<P> = {default: ComponentType<P>};

/** `serverModule`: the section's module in the server bundle only, which renders it inline (see deferredComponent). */
export function referenceSection<P extends object>(load: () => Promise<Module<P>>, serverModule: Module<P> | undefined): (props: P) => ReactNode {
  return deferredComponent(load, (section, signal) => whenNearViewport(section, LIVE_MARGIN, signal).then(load), serverModule?.default);
}
