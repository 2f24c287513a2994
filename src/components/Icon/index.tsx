import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Outlines of the product's icons that pages name in words, on a 16-unit grid. */
const ICONS = {
  gear: (
    <>
      <circle cx={8} cy={8} r={2.25} />
      <path d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4" />
      <circle cx={8} cy={8} r={4.5} />
    </>
  ),
  pencil: <path d="M2.5 13.5l.7-3.2 7.6-7.6 2.5 2.5-7.6 7.6zM9.6 3.9l2.5 2.5" />,
  trash: <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.75 6.5v5M9.25 6.5v5" />,
  checkmark: <path d="M3 8.5l3.2 3.2L13 4.8" />,
} as const;

export type IconName = keyof typeof ICONS;

type Props = {
  name: IconName;
  /**
   * Only when no words beside the icon name it: the icon then becomes an image with this name.
   * Next to "the gear icon" it stays decorative, so screen readers do not hear it twice.
   */
  label?: string;
};

/** A product icon drawn inline with the text that names it. */
export default function Icon({name, label}: Props): ReactNode {
  const a11y = label ? {role: 'img', 'aria-label': label} : {'aria-hidden': true, focusable: false};
  return (
    <svg className={`${styles.icon} ${name === 'checkmark' ? styles.checkmark : ''}`} viewBox="0 0 16 16" data-icon={name} {...a11y}>
      {ICONS[name]}
    </svg>
  );
}
