import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/** The custom "black" colour: light greys for light variants, near-black for filled ones (seed: default black). */
export const black: MantineColorsTuple = [
  '#f5f5f5',
  '#e8e8e8',
  '#d1d1d1',
  '#b5b5b5',
  '#9c9c9c',
  '#6e6e6e',
  '#1c1c1c',
  '#141414',
  '#0b0b0b',
  '#000000',
];

/**
 * Mantine's "dimmed" text (gray-6, #868e96) is 3.3:1 on white; this grey keeps the same role at
 * 6.1:1 on white and at least 5.1:1 on the light grey panels (gray-0 to gray-2), above WCAG AA's 4.5:1.
 */
export const DIMMED_TEXT_LIGHT = '#5c636a';

/** The light grey panels text sits on besides white (Mantine's gray-0 and gray-1). */
export const PANEL_BACKGROUNDS = ['#f8f9fa', '#f1f3f5'] as const;

/** Every colour of the theme (Mantine's and black), by name. */
export const THEME_COLORS: Record<string, MantineColorsTuple> = { ...DEFAULT_THEME.colors, black };
