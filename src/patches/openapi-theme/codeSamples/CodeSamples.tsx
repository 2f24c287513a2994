/**
 * The code samples of an API page as static, labelled tabs: the server renders each sample (built
 * by ./buildCodeSamples.tsx) into `<pre><code class="language-…">`, and the browser keeps that
 * markup through hydration (src/patches/runtime-helpers/serverMarkup.tsx), so switching and copying
 * samples costs no code generator. "Edit the request" opens the OpenAPI theme's request form.
 */
import {useId, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ServerMarkup} from '../../runtime-helpers/serverMarkup';
import {TabPrintLabel} from '../../../features/print/withPrintLabels';
import type {CodeSample, LanguageTab} from './buildCodeSamples';
import styles from './styles.module.css';

const LANGUAGE_NAMES: Record<string, string> = {curl: 'cURL', javascript: 'JavaScript', python: 'Python', nodejs: 'Node.js'};

/** "cURL", "Python requests": the language, and the library when the language has several. */
export function sampleLabel({language, variant}: LanguageTab): string {
  const name = LANGUAGE_NAMES[language] ?? language;
  return variant.toLowerCase() === language.toLowerCase() ? name : `${name} ${variant}`;
}

type Props = {
  tabs: LanguageTab[];
  /** The built samples on the server; in the browser, which keeps the server's markup, none. */
  samples?: CodeSample[];
  onEditRequest: () => void;
  onIntentToEdit: () => void;
};

export default function CodeSamples({tabs, samples, onEditRequest, onIntentToEdit}: Props): ReactNode {
  const [selected, setSelected] = useState(0);
  const [copied, setCopied] = useState<number>();
  const id = useId();
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  // Arrow keys, Home and End move between tabs, as in every tab list (WAI-ARIA Authoring Practices).
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1};
    if (!(event.key in moves)) {
      return;
    }
    event.preventDefault();
    const next = (moves[event.key]! + tabs.length) % tabs.length;
    setSelected(next);
    document.getElementById(tabId(next))?.focus();
  };

  const copy = async (index: number) => {
    const code = document.getElementById(panelId(index))?.querySelector('code')?.textContent ?? '';
    await navigator.clipboard.writeText(code);
    setCopied(index);
  };

  return (
    <section className={styles.samples} aria-label="Code samples">
      <div role="tablist" aria-label="Code samples" className={clsx('tabs', styles.tabList)} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.language}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            className={clsx('tabs__item', styles.tab, index === selected && 'tabs__item--active')}
            onClick={() => setSelected(index)}>
            {sampleLabel(tab)}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.language} role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} hidden={index !== selected} className={styles.panel}>
          <TabPrintLabel>{sampleLabel(tab)}</TabPrintLabel>
          {samples ? (
            <pre tabIndex={0} className={styles.code}>
              <code className={`language-${tab.highlight}`}>{samples[index]!.highlighted}</code>
            </pre>
          ) : (
            <ServerMarkup as="pre" tabIndex={0} className={styles.code} />
          )}
          <button type="button" className={clsx('button button--sm button--secondary', styles.copy)} onClick={() => void copy(index)}>
            {copied === index ? 'Copied' : `Copy ${sampleLabel(tab)} sample`}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--primary button--block"
        onClick={onEditRequest}
        onPointerEnter={onIntentToEdit}
        onFocus={onIntentToEdit}>
        Edit the request
      </button>
    </section>
  );
}
