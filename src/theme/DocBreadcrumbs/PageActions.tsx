/**
 * The page-actions menu button (WAI-ARIA menu button pattern). Only the button and a status
 * region are in the page's bundle; the menu itself loads on first use, and starts loading as
 * soon as the pointer or the focus reaches the button.
 */
import {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import useRouteContext from '@docusaurus/useRouteContext';
import {usePageTwinPath} from '@site/src/features/markdown-twins/usePageTwinPath';
import type {MenuFocus} from './PageActionsMenu';
import styles from './styles.module.css';

const loadMenu = () => import('./PageActionsMenu');
const PageActionsMenu = lazy(loadMenu);

/** The docs instance of the API reference (its `id` in docusaurus.config.ts). */
const API_DOCS_PLUGIN_ID = 'api';
/** How long the "Copied" confirmation stays on screen. */
const STATUS_MILLISECONDS = 4000;

export default function PageActions(): ReactNode {
  const twinPath = usePageTwinPath();
  const isApiPage = useRouteContext().plugin.id === API_DOCS_PLUGIN_ID;
  const [menuFocus, setMenuFocus] = useState<MenuFocus | null>(null);
  const [status, setStatus] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setMenuFocus(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(() => setStatus(''), STATUS_MILLISECONDS);
    return () => clearTimeout(timer);
  }, [status]);

  if (!twinPath) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setMenuFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const open = menuFocus !== null;
  return (
    // Not page content: search leaves the button and its messages out of its index.
    <div className={styles.pageActions} data-pagefind-ignore="all">
      <span role="status" className={styles.status}>
        {status}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setMenuFocus(open ? null : 'first')}
        onKeyDown={onKeyDown}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}>
        Page actions
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PageActionsMenu
            id={menuId}
            twinPath={twinPath}
            isApiPage={isApiPage}
            initialFocus={menuFocus}
            buttonRef={buttonRef}
            onClose={close}
            onStatus={setStatus}
          />
        </Suspense>
      )}
    </div>
  );
}
