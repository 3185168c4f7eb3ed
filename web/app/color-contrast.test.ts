import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { accessibleShades, contrastRatio, MIN_TEXT_CONTRAST } from './color-contrast';
import { DIMMED_TEXT_LIGHT, THEME_COLORS } from './theme-colors';

const WHITE = '#ffffff';
const PANELS = ['#f8f9fa', '#f1f3f5'];

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Mantine's gray-6, the default "dimmed": the 3.3:1 the override exists for
    expect(contrastRatio('#868e96', WHITE)).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#fff', '#228be6')).toBeCloseTo(3.55, 1);
  });
});

describe('the dimmed text colour', () => {
  it('reaches 4.5:1 on white and on the light grey panels', () => {
    for (const bg of [WHITE, ...PANELS]) expect(contrastRatio(DIMMED_TEXT_LIGHT, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('accessibleShades over every colour an organization may pick', () => {
  it.each(Object.keys(THEME_COLORS))('%s: filled text and coloured text reach 4.5:1', (name) => {
    const shades = THEME_COLORS[name] as readonly string[];
    const { filled, filledText, text } = accessibleShades(shades, PANELS);
    const fg = filledText === 'white' ? WHITE : '#000000';
    expect(contrastRatio(fg, shades[filled] as string)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    if (text !== null) {
      for (const bg of [WHITE, shades[1] as string, ...PANELS])
        expect(contrastRatio(shades[text] as string, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('keeps white text where a shade allows it, darker than Mantine’s shade 6 when needed', () => {
    expect(accessibleShades(DEFAULT_THEME.colors.blue)).toMatchObject({ filled: 8, filledText: 'white' });
    expect(accessibleShades(DEFAULT_THEME.colors.violet)).toMatchObject({ filled: 6, filledText: 'white' });
  });

  it('puts black text on colours too light for white at any shade', () => {
    expect(accessibleShades(DEFAULT_THEME.colors.yellow)).toEqual({ filled: 6, filledText: 'black', text: null });
    expect(accessibleShades(DEFAULT_THEME.colors.lime).filledText).toBe('black');
  });
});
