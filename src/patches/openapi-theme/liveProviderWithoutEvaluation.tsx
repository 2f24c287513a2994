/**
 * Stands in for react-live's LiveProvider in the API explorer's request-body editor (see ./index.ts).
 * react-live compiles the code in its editor as JSX and runs it with `Function()` on every change, to
 * render a preview; the explorer edits JSON and shows no preview, and the policy forbids eval, so
 * this provider gives the editor its code and settings without compiling or running anything.
 */
import type {ReactNode} from 'react';
import {LiveContext, type LiveProvider as OriginalLiveProvider} from 'react-live';

export * from 'react-live';

const ignore = () => {};

export function LiveProvider({children, code = '', language = 'tsx', theme, disabled = false}: Parameters<typeof OriginalLiveProvider>[0]): ReactNode {
  // The editor's own onChange prop reports edits; nothing is compiled, so there is never an error.
  return <LiveContext.Provider value={{code, language, theme, disabled, onChange: ignore, onError: ignore}}>{children}</LiveContext.Provider>;
}
