/** WCAG 2 contrast helpers for the theme (pure: hex colours in, numbers and shade indexes out). */

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a #rrggbb (or #rgb) colour. */
export const relativeLuminance = (hex: string): number => {
  const raw = hex.replace('#', '');
  const full = raw.length === 3 ? [...raw].map((c) => c + c).join('') : raw;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
};

/** Contrast ratio between two colours, 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const FIRST_SHADE = 6;
const LAST_SHADE = 9;

export interface AccessibleShades {
  /** shade for filled backgrounds (buttons, badges, avatars) */
  filled: number;
  /** the text on them: white when the shade allows it, else black */
  filledText: 'white' | 'black';
  /** shade for text in the colour (links, light/outline/subtle variants), or null when none is dark enough */
  text: number | null;
}

/**
 * For a ten-shade colour: the lightest shade from 6 that carries white text at 4.5:1 (else shade 6
 * with black text), and the lightest shade from 6 readable at 4.5:1 as text on white, on the light
 * grey panels (`panels`) and on the colour's own light tint (shade 1).
 */
export const accessibleShades = (shades: readonly string[], panels: readonly string[] = []): AccessibleShades => {
  const at = (i: number) => shades[i] ?? shades[shades.length - 1] ?? '#000000';
  let filled: number | null = null;
  for (let s = FIRST_SHADE; s <= LAST_SHADE && filled === null; s += 1) {
    if (contrastRatio(at(s), '#ffffff') >= MIN_TEXT_CONTRAST) filled = s;
  }
  const backgrounds = ['#ffffff', at(1), ...panels];
  let text: number | null = null;
  for (let s = FIRST_SHADE; s <= LAST_SHADE && text === null; s += 1) {
    if (backgrounds.every((bg) => contrastRatio(at(s), bg) >= MIN_TEXT_CONTRAST)) text = s;
  }
  return filled === null ? { filled: FIRST_SHADE, filledText: 'black', text } : { filled, filledText: 'white', text };
};
