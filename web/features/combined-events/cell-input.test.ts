import { describe, expect, it } from 'vitest';
import { cellAction, cellValues } from './cell-input';

const saved = { discipline: '100m', mark: { kind: 'time', ms: 10550, timing: 'fat' } as const, display: '10.55', wind: 0.3, points: 963 };

describe('combined-event cells', () => {
  it('show a saved mark and its wind (only where wind is read)', () => {
    expect(cellValues(saved, true)).toEqual({ mark: '10.55', wind: '+0.3' });
    expect(cellValues(saved, false)).toEqual({ mark: '10.55', wind: '' });
    expect(cellValues(null, true)).toEqual({ mark: '', wind: '' });
  });

  it('save a changed valid mark, clear an emptied one, and do nothing when unchanged', () => {
    const before = { mark: '10.55', wind: '+0.3' };
    expect(cellAction('male-100m', before, before, true, {})).toEqual({ kind: 'none' });
    expect(cellAction('male-100m', { mark: '10.6', wind: '' }, before, true, {})).toEqual({ kind: 'save', mark: '10.6', wind: null });
    expect(cellAction('male-100m', { mark: ' ', wind: '' }, before, true, {})).toEqual({ kind: 'clear' });
    expect(cellAction('male-100m', { mark: '', wind: '' }, { mark: '', wind: '' }, true, {})).toEqual({ kind: 'none' });
    expect(cellAction('male-pole-vault', { mark: 'NH', wind: '' }, { mark: '', wind: '' }, false, {})).toEqual({
      kind: 'save',
      mark: 'NH',
      wind: null,
    });
  });

  it('say why a mark or wind cannot be saved', () => {
    const empty = { mark: '', wind: '' };
    expect(cellAction('male-100m', { mark: 'fast', wind: '' }, empty, true, {})).toMatchObject({ kind: 'invalid' });
    expect(cellAction('male-100m', { mark: '10.55', wind: 'gusty' }, empty, true, {})).toMatchObject({
      kind: 'invalid',
      error: /wind reading/,
    });
    expect(cellAction('male-high-jump', { mark: 'DNF', wind: '' }, empty, false, {})).toMatchObject({
      kind: 'invalid',
      error: /DNF does not apply/,
    });
  });
});
