/** The screens of the browser tests, shared with the benchmark (scripts/bench/targets.cjs). */
import {VIEWPORTS} from '../../scripts/bench/targets.cjs';

export const DESKTOP = VIEWPORTS.desktop;
export const PHONE = VIEWPORTS.phone;
