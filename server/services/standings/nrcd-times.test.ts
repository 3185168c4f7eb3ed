/**
 * Issue 29 item 9: cross-country times keep the precision of the data. Every time of the two NRCD
 * 2023-24 slices (fixtures/, from ../shared/data/nrcd-xc-2023-24: hundredths such as 30:54.51,
 * tenths such as 28:28.60) is parsed and shown as the data set writes it, with only the trailing
 * zeros of its fraction dropped; before, they were rounded up to the whole second.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMark, parseMark } from '@core/marks';

const EVENT: Record<string, string> = { '6000m': 'xc-6k', '8000m': 'xc-8k', '5000m': 'xc-5k' };
const times = ['nrcd-meets-357-39.csv', 'nrcd-dead-heats.csv'].flatMap((file) =>
  readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const cells = line.split(',');
      const gender = cells[5] === 'F' ? 'female' : 'male';
      return { eventType: `${gender}-${EVENT[cells[4]!]}`, time: cells.at(-1)! };
    }),
);

/** Independent: milliseconds from the text by integer arithmetic, and the text with the fraction's trailing zeros cut. */
const msOf = (time: string) => {
  const [clock, fraction = ''] = time.split('.');
  const seconds = clock!.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return seconds * 1000 + Number(fraction.padEnd(3, '0'));
};
const shownAs = (time: string) => time.replace(/0+$/, '').replace(/\.$/, '');

describe('cross-country times keep the precision of the data', () => {
  it('the slices hold hundredths, tenths and whole seconds', () => {
    expect(times.length).toBeGreaterThan(250);
    expect(times.some((t) => !t.time.endsWith('0'))).toBe(true);
    expect(times.some((t) => /\.\d0$/.test(t.time) && !t.time.endsWith('.00'))).toBe(true);
  });

  it('every time parses to its milliseconds and shows back as the data writes it', () => {
    for (const { eventType, time } of times) {
      const parsed = parseMark(eventType, time);
      expect(parsed, `${eventType} ${time}`).toEqual({ ok: true, mark: { kind: 'time', ms: msOf(time), timing: 'fat' } });
      if (parsed.ok) expect(formatMark(eventType, parsed.mark), time).toBe(shownAs(time));
    }
  });
});
