/**
 * The Yes and No of "Was this page helpful?", caught from the moment the site's script starts. The
 * question's code (./index.tsx) loads later, on the reader's first activity, and that activity is often
 * the tap on Yes itself. So a click on either button is caught here, on the document, whether it lands
 * on the server's markup or on the live question, and kept until the question takes it. The live
 * question never replaces the server's buttons before an answer (see ./Deferred.tsx): a button
 * removed between press and release would get no click at all.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export type Helpful = 'yes' | 'no';

/** The attribute that marks the two answer buttons of ./index.tsx, its value the answer. */
const ANSWER_ATTRIBUTE = 'data-page-feedback-answer';

let pending: {helpful: Helpful; pagePath: string} | null = null;
const listeners = new Set<() => void>();

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.(`button[${ANSWER_ATTRIBUTE}]`);
      if (button) {
        pending = {helpful: button.getAttribute(ANSWER_ATTRIBUTE) as Helpful, pagePath: location.pathname};
        listeners.forEach((listener) => listener());
      }
    },
    {capture: true},
  );
}

/** The answer given on this page and not yet taken, which it removes. */
export function takeAnswer(pagePath: string): Helpful | undefined {
  if (pending?.pagePath !== pagePath) {
    return undefined;
  }
  const {helpful} = pending;
  pending = null;
  return helpful;
}

/** Calls the listener after each answer; returns the function that stops it. */
export function onAnswer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once an answer waits to be taken (at once if one does). */
export function whenAnswered(): Promise<void> {
  return new Promise((resolve) => {
    if (pending) {
      resolve();
      return;
    }
    const stop = onAnswer(() => {
      stop();
      resolve();
    });
  });
}
