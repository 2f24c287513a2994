/**
 * "Was this page helpful?": Yes or No, then an optional reason from a short list. Each answer is
 * a Google Analytics 4 event sent through the site's gtag (nothing else is sent, no free text):
 *   page_feedback         {helpful: 'yes' | 'no', page_path}
 *   page_feedback_reason  {helpful: 'yes' | 'no', reason: <an id below>, page_path}
 * The vote is sent at once, so a reader who skips the reason is still counted once. The answer is
 * remembered per page in local storage (Docusaurus's storage slots, which do nothing when storage
 * is unavailable), and a remembered page shows its thank-you instead of the question. Yes and No
 * reach the question through ./answers.ts, which catches them before this code has loaded.
 */
import {useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {createStorageSlot} from '@docusaurus/theme-common';
import {onAnswer, takeAnswer, type Helpful} from './answers';
import styles from './styles.module.css';

type Answer = {helpful: Helpful; reason?: string};

const FEEDBACK_REASONS: Record<Helpful, {id: string; label: string}[]> = {
  yes: [
    {id: 'solved_problem', label: 'It solved my problem'},
    {id: 'easy_to_follow', label: 'It was easy to follow'},
    {id: 'good_examples', label: 'The examples helped'},
  ],
  no: [
    {id: 'missing_information', label: 'Information is missing'},
    {id: 'hard_to_follow', label: 'It was hard to follow'},
    {id: 'out_of_date', label: 'It is wrong or out of date'},
    {id: 'wrong_topic', label: 'It is not what I was looking for'},
  ],
};

function sendEvent(name: string, params: Record<string, string>) {
  (window as {gtag?: (...args: unknown[]) => void}).gtag?.('event', name, params);
}

const storageSlot = (pagePath: string) => createStorageSlot(`docs-page-feedback:${pagePath}`);

/** The answer remembered for the page, if any. */
export function rememberedAnswer(pagePath: string): Answer | null {
  try {
    return JSON.parse(storageSlot(pagePath).get() ?? 'null');
  } catch {
    // An unreadable stored value counts as no answer.
    return null;
  }
}

const rememberAnswer = (pagePath: string, answer: Answer) => storageSlot(pagePath).set(JSON.stringify(answer));

export default function PageFeedback() {
  const {pathname} = useLocation();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [remembered, setRemembered] = useState(false);
  const [status, setStatus] = useState('');
  const firstReason = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const reasonsWanted = useRef(false);

  useEffect(() => {
    const stored = rememberedAnswer(pathname);
    setAnswer(stored);
    setRemembered(stored !== null);
    setStatus('');
    if (stored) {
      return undefined;
    }
    const vote = (helpful: Helpful) => {
      setAnswer({helpful});
      rememberAnswer(pathname, {helpful});
      sendEvent('page_feedback', {helpful, page_path: pathname});
      setStatus('Thank you for your feedback.');
      reasonsWanted.current = true;
    };
    // An answer given before this code arrived is waiting; later ones arrive through the listener.
    const takeWaitingAnswer = () => {
      const helpful = takeAnswer(pathname);
      if (helpful) {
        vote(helpful);
      }
    };
    takeWaitingAnswer();
    return onAnswer(takeWaitingAnswer);
  }, [pathname]);

  // The reasons replace the question: focus follows once they are rendered, so keyboard readers are not
  // sent back to the page's top. (A vote comes from outside React's own events, so its render may come a frame later.)
  useEffect(() => {
    if (reasonsWanted.current && firstReason.current) {
      reasonsWanted.current = false;
      firstReason.current.focus();
    }
  }, [answer]);

  const giveReason = (reason: string) => {
    const next = {...answer!, reason};
    setAnswer(next);
    rememberAnswer(pathname, next);
    sendEvent('page_feedback_reason', {helpful: answer!.helpful, reason, page_path: pathname});
    setStatus('Thank you, your reason was sent.');
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const askingReason = answer && !answer.reason && !remembered;
  return (
    <section className={styles.feedback} aria-label="Page feedback">
      {!answer && (
        <fieldset className={styles.group}>
          <legend className={`${styles.question} ${styles.inlineQuestion}`}>Was this page helpful?</legend>
          <button type="button" className="button button--outline button--primary" data-page-feedback-answer="yes">
            Yes
          </button>
          <button type="button" className="button button--outline button--primary" data-page-feedback-answer="no">
            No
          </button>
        </fieldset>
      )}
      <p role="status" ref={statusRef} tabIndex={-1} className={styles.status}>
        {status}
      </p>
      {askingReason && (
        <fieldset className={styles.group}>
          <legend className={styles.question}>What was the main reason? (optional)</legend>
          {FEEDBACK_REASONS[answer.helpful].map((reason, index) => (
            <button
              key={reason.id}
              ref={index === 0 ? firstReason : undefined}
              type="button"
              className="button button--outline button--secondary button--sm"
              onClick={() => giveReason(reason.id)}>
              {reason.label}
            </button>
          ))}
        </fieldset>
      )}
      {remembered && answer && (
        <p className={styles.question}>
          You told us this page was {answer.helpful === 'yes' ? 'helpful' : 'not helpful'}. Thank you for your feedback.
        </p>
      )}
    </section>
  );
}
