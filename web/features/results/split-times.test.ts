import { describe, expect, it } from 'vitest';
import { parseMark, type Mark } from '@core/marks';
import { formatSplits, lapMs, parseSplits, splitPieces, splitsText } from './split-times';

const finish = (text: string): Mark => {
  const parsed = parseMark('female-800m', text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.mark;
};

describe('splits as typed', () => {
  it('reads cumulative times separated by commas, hand and FAT, with optional labels', () => {
    const out = parseSplits('female-800m', '32.1, 1:05.43,  400m 1:38.2 ');
    expect(out).toEqual({
      ok: true,
      splits: [
        { label: null, time: '32.1', ms: 32100 },
        { label: null, time: '1:05.43', ms: 65430 },
        { label: '400m', time: '1:38.2', ms: 98200 },
      ],
    });
    expect(parseSplits('female-800m', '')).toEqual({ ok: true, splits: [] });
    expect(parseSplits('female-800m', ' , ;')).toEqual({ ok: true, splits: [] });
  });

  it('tells a decimal comma from a separator', () => {
    expect(splitPieces('32,1, 1:05,4')).toEqual(['32,1', '1:05,4']);
    expect(splitPieces('32,1,1:05,4')).toEqual(['32,1', '1:05,4']);
    expect(splitPieces('32.1,1:05.4;1:38.2\n2:10.0')).toEqual(['32.1', '1:05.4', '1:38.2', '2:10.0']);
    const out = parseSplits('female-800m', '32,1, 1:05,4');
    expect(out.ok && out.splits.map((s) => s.ms)).toEqual([32100, 65400]);
  });

  it('shows the mark engine message for a time it cannot read, naming the split', () => {
    expect(parseSplits('female-800m', '32.1, 1:60.4')).toEqual({
      ok: false,
      error: 'Split 2: 1:60.4: seconds must be less than 60 after a colon',
    });
    expect(parseSplits('female-800m', '32.1, abc')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Split 2: abc is not a time/),
    });
    expect(parseSplits('female-800m', '32.1, DNF')).toEqual({ ok: false, error: 'Split 2: Splits are times of a race' });
    expect(parseSplits('female-800m', '32.1234')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Split 1: .*too many decimals/),
    });
  });

  it('refuses times that do not increase, and a split after the finish', () => {
    expect(parseSplits('female-800m', '32.1, 1:05.4, 1:05.4')).toEqual({
      ok: false,
      error: 'Split 3 (1:05.4) must come after split 2 (1:05.4): splits are cumulative times',
    });
    expect(parseSplits('female-800m', '1:05.4, 32.1').ok).toBe(false);
    expect(parseSplits('female-800m', '1:10.2, 2:22.0', finish('2:21.45'))).toEqual({
      ok: false,
      error: 'Split 2 (2:22.0) comes after the finish (2:21.45)',
    });
    expect(parseSplits('female-800m', '1:10.2, 2:21.45', finish('2:21.45')).ok).toBe(true);
    // a non-mark has no finish time to bound the splits
    expect(parseSplits('female-800m', '1:10.2, 2:22.0', { kind: 'non-mark', code: 'DNF' }).ok).toBe(true);
  });

  it('refuses space-separated times and overlong labels', () => {
    expect(parseSplits('female-800m', '32.1 1:05.4')).toEqual({ ok: false, error: 'Split 1: separate splits with commas (32.1, 1:05.4)' });
    expect(parseSplits('female-800m', 'a very long label indeed 32.1')).toMatchObject({
      ok: false,
      error: 'Split 1: a label has at most 20 characters',
    });
    expect(parseSplits('female-800m', Array.from({ length: 51 }, (_, i) => String(i + 1)).join(', '))).toEqual({
      ok: false,
      error: 'At most 50 splits',
    });
  });

  it('shows saved splits back as they parse again, and their laps', () => {
    const saved = [
      { label: null, ms: 32100 },
      { label: '400m', ms: 65430 },
      { label: null, ms: 98200 },
    ];
    const text = formatSplits('female-800m', saved);
    expect(text).toBe('32.1, 400m 1:05.43, 1:38.2');
    const again = parseSplits('female-800m', text);
    expect(again.ok && again.splits.map(({ label, ms }) => ({ label, ms }))).toEqual(saved);
    expect(lapMs(saved)).toEqual([32100, 33330, 32770]);
    expect(splitsText('female-800m', saved)).toBe('32.1 · 400m 1:05.43 (33.33) · 1:38.2 (32.77)');
  });
});
