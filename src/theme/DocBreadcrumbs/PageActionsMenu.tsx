/**
 * The page-actions menu, loaded on first use. Keyboard behaviour follows the WAI-ARIA menu
 * pattern: arrow keys move between items and wrap, Home and End jump, Escape closes and returns
 * focus to the button, Tab closes and moves on. Its items fit the page's readers: developer pages
 * offer the docs MCP server for their AI tool; the other pages, read by teachers and admins on
 * school networks that often block AI sites, put copying and printing before the AI sites.
 */
import {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DOCS_MCP_COMMAND} from '@site/src/features/mcp-server/command';
import {OPENAPI_DOWNLOAD_PATH} from '@site/src/features/markdown-twins/twinPath';
import {isForDevelopers} from '@site/src/siteAreas';
import styles from './styles.module.css';

export type MenuFocus = 'first' | 'last';

type Props = {
  id: string;
  twinPath: string;
  isApiPage: boolean;
  initialFocus: MenuFocus;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
  onStatus: (message: string) => void;
};

/** The prompt an assistant opens with: it names the twin, which the assistant can read. */
const promptFor = (twinUrl: string) => `Read ${twinUrl} so I can ask you questions about it.`;

/** The AI assistants a page opens in, each with the address of a new chat that takes a prompt as `q`. */
const ASSISTANTS = [
  {name: 'ChatGPT', newChatUrl: 'https://chatgpt.com/'},
  {name: 'Claude', newChatUrl: 'https://claude.ai/new'},
];

async function copyTwin(twinPath: string): Promise<void> {
  const markdown = fetch(twinPath).then((response) => {
    if (!response.ok) throw new Error(`${twinPath}: ${response.status}`);
    return response.blob();
  });
  // Safari keeps the click's permission to write only for a ClipboardItem given the pending text.
  if (typeof ClipboardItem !== 'undefined') {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': markdown.then((blob) => new Blob([blob], {type: 'text/plain'}))})]);
  } else {
    await navigator.clipboard.writeText(await (await markdown).text());
  }
}

type MenuItemProps = {
  label: string;
  /** A line under the label: what the item gives. */
  hint: ReactNode;
  onSelect: () => void;
  /** Where a link item leads; without it the item is a button. */
  link?: {href: string; download?: boolean; newTab?: boolean};
};

function MenuItem({label, hint, onSelect, link}: MenuItemProps): ReactNode {
  const content = (
    <>
      {label}
      {link?.newTab && <span className={styles.visuallyHidden}> (opens in a new tab)</span>}
      <span className={styles.itemHint}>{hint}</span>
    </>
  );
  return (
    <li role="none">
      {link ? (
        <a
          role="menuitem"
          tabIndex={-1}
          className={styles.menuItem}
          href={link.href}
          download={link.download}
          target={link.newTab ? '_blank' : undefined}
          rel={link.newTab ? 'noopener noreferrer' : undefined}
          onClick={onSelect}>
          {content}
        </a>
      ) : (
        <button type="button" role="menuitem" tabIndex={-1} className={styles.menuItem} onClick={onSelect}>
          {content}
        </button>
      )}
    </li>
  );
}

export default function PageActionsMenu({id, twinPath, isApiPage, initialFocus, buttonRef, onClose, onStatus}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const menuRef = useRef<HTMLUListElement>(null);
  const twinUrl = `${siteConfig.url}${twinPath}`;
  const prompt = encodeURIComponent(promptFor(twinUrl));

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    const all = items();
    (initialFocus === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [initialFocus]);

  // A click anywhere else closes the menu, as it does for native menus.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [buttonRef, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(current + 1);
      case 'ArrowUp':
        return moveTo(current - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return onClose(true);
      case 'Tab':
        return onClose(false);
      default:
        return undefined;
    }
  };

  const copy = () => {
    onClose(true);
    copyTwin(twinPath).then(
      () => onStatus('Copied'),
      () => onStatus('Copy failed: open View as Markdown and copy from there'),
    );
  };

  const copyMcpCommand = () => {
    onClose(true);
    navigator.clipboard.writeText(DOCS_MCP_COMMAND).then(
      () => onStatus(`Copied ${DOCS_MCP_COMMAND}: add it to your AI tool as an MCP server`),
      () => onStatus(`Copy failed: the command is ${DOCS_MCP_COMMAND}`),
    );
  };

  const print = () => {
    onClose(true);
    // After React has removed the menu, so the printout does not show it.
    setTimeout(() => window.print(), 0);
  };

  const copyPage = <MenuItem key="copy" label="Copy page" hint="Markdown for an AI assistant" onSelect={copy} />;
  const viewMarkdown = (
    <MenuItem key="markdown" label="View as Markdown" hint="This page as plain text" link={{href: twinPath}} onSelect={() => onClose(false)} />
  );
  const printPage = <MenuItem key="print" label="Print or save as PDF" hint="A copy to keep or hand out" onSelect={print} />;
  const connectAiTool = (
    <MenuItem
      key="mcp"
      label="Connect to your AI tool"
      hint={
        <>
          Copies the MCP server command: <code>{DOCS_MCP_COMMAND}</code>
        </>
      }
      onSelect={copyMcpCommand}
    />
  );
  const openInAssistants = ASSISTANTS.map(({name, newChatUrl}) => (
    <MenuItem
      key={name}
      label={`Open in ${name}`}
      hint="Ask questions about this page"
      link={{href: `${newChatUrl}?q=${prompt}`, newTab: true}}
      onSelect={() => onClose(false)}
    />
  ));
  const downloadOpenApi = isApiPage && (
    <MenuItem
      key="openapi"
      label="Download OpenAPI file"
      hint="The whole REST API, as YAML"
      link={{href: OPENAPI_DOWNLOAD_PATH, download: true}}
      onSelect={() => onClose(false)}
    />
  );

  return (
    <ul ref={menuRef} id={id} role="menu" aria-label="Page actions" className={styles.menu} onKeyDown={onKeyDown}>
      {isForDevelopers(twinPath)
        ? [copyPage, viewMarkdown, connectAiTool, ...openInAssistants, downloadOpenApi]
        : [copyPage, printPage, viewMarkdown, ...openInAssistants]}
    </ul>
  );
}
