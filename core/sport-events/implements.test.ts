import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { COMPETITION_LEVELS, eventSpec, eventSpecText } from './implements';

describe('hurdle heights and implement weights', () => {
  it.each([
    ['male-110m-hurdles', 'high-school', 'imperial', '39in hurdles'],
    ['male-110m-hurdles', 'college', 'imperial', '42in hurdles'],
    ['male-110m-hurdles', 'open', 'metric', '1.067m hurdles'],
    ['female-100m-hurdles', 'high-school', 'metric', '0.838m hurdles'],
    ['female-300m-hurdles', 'high-school', 'imperial', '30in hurdles'],
    ['male-3000m-steeplechase', 'college', 'imperial', '36in barriers'],
    ['male-shot-put', 'high-school', 'metric', '12 lb'],
    ['male-shot-put', 'college', 'metric', '16 lb'],
    ['female-shot-put', 'open', 'imperial', '4 kg'],
    ['male-discus', 'high-school', 'metric', '1.6 kg'],
    ['male-weight-throw', 'college', 'metric', '35 lb'],
    ['female-javelin', 'high-school', 'metric', '600 g'],
    ['male-100m', 'open', 'metric', null],
    ['mixed-4x400m-relay', 'open', 'metric', null],
  ] as const)('%s at %s (%s): %s', (type, level, units, text) => {
    expect(eventSpecText(type, level, units)).toBe(text);
  });

  it('gives heights in inches and millimetres that agree (1 in = 25.4 mm, to the millimetre)', () => {
    for (const e of CATALOGUE) {
      for (const gender of ['male', 'female'] as const) {
        for (const level of COMPETITION_LEVELS) {
          const spec = eventSpec(e.event, gender, level);
          if (spec?.kind === 'hurdle') expect(Math.abs(spec.inches * 25.4 - spec.mm), `${e.event}`).toBeLessThan(1);
          if (spec?.kind === 'implement') expect(spec.grams).toBeGreaterThan(0);
        }
      }
    }
  });

  it('covers every hurdles race and every throw of the catalogue for its genders', () => {
    const needs = CATALOGUE.filter((e) => e.event.includes('hurdles') || e.event.includes('steeplechase') || e.category === 'throws');
    for (const e of needs) {
      for (const gender of e.genders) {
        if (gender === 'mixed') continue;
        for (const level of COMPETITION_LEVELS) expect(eventSpec(e.event, gender, level), `${gender} ${e.event} ${level}`).toBeDefined();
      }
    }
  });
});
