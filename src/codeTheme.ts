/**
 * The code block theme: prism-react-renderer's GitHub theme with every token
 * colour darkened to at least 4.5:1 contrast on the code background (WCAG 2.1
 * AA). The stock theme's comments, numbers and keywords fall below 3:1.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Stock colour -> accessible replacement of the same hue. */
const DARKER: Record<string, string> = {
  '#999988': '#5f5f52', // comment, prolog, doctype, cdata
  '#e3116c': '#b80d57', // string, attribute value
  '#36acaa': '#1a6e6c', // number, boolean, property, url...
  '#00a4db': '#006a8e', // keyword, attribute name, selector
  '#d73a49': '#b3202f', // function, deleted, tag
};

export const codeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((style) => ({
    ...style,
    style: {...style.style, color: DARKER[style.style.color ?? ''] ?? style.style.color},
  })),
};
