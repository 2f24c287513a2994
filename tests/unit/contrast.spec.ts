import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {codeTheme} from '../../src/codeTheme';

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((index) => parseInt(hex.slice(index, index + 2), 16) / 255)
      .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

test('every code token colour has at least 4.5:1 contrast on the code background', () => {
  const background = codeTheme.plain.backgroundColor!;
  for (const {types, style} of codeTheme.styles) {
    if (style.color) {
      expect(contrast(style.color, background), types.join(',')).toBeGreaterThanOrEqual(4.5);
    }
  }
});

test('brand colours used for text have at least 4.5:1 contrast on white', () => {
  const css = readFileSync('src/css/custom.css', 'utf8');
  for (const name of ['primary', 'primary-dark', 'primary-darker', 'primary-darkest', 'primary-light', 'primary-lighter', 'primary-lightest']) {
    const colour = css.match(new RegExp(`--ifm-color-${name}: (#[0-9a-f]{6});`))![1];
    expect(contrast(colour, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
  }
});
