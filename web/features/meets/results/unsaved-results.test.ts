import { describe, expect, it } from 'vitest';
import { confirmed, discarded, edited, failed, rowValuesSchema, sameValues, waitingForNetwork, type RowValues } from './unsaved-results';

const v = (mark: string, splits = ''): RowValues => ({ mark, wind: '', place: '', heat: '', splits });
const at = (entryId: string) => ({ orgId: 'o1', entryId, meetEventId: 'me1' });

describe('unsaved results', () => {
  it('keeps every edit until the server confirms those very values', () => {
    let rows = edited({}, at('e1'), v('10.8'), 1);
    rows = edited(rows, at('e1'), v('10.85'), 2);
    // the answer for an older send does not drop the newer typing
    expect(confirmed(rows, 'e1', v('10.8'))).toBe(rows);
    expect(confirmed(rows, 'e1', v('10.85'))).toEqual({});
  });
  it('marks a failed send for a retry, a refused one with its reason', () => {
    let rows = edited({}, at('e1'), v('10.85'), 1);
    rows = edited(rows, at('e2'), v('11.02'), 1);
    rows = failed(rows, 'e1', v('10.85'), 'failed', 'offline');
    rows = failed(rows, 'e2', v('11.02'), 'refused', 'Place is a whole number');
    expect(waitingForNetwork(rows).map((r) => r.entryId)).toEqual(['e1']);
    expect(rows.e2).toMatchObject({ state: 'refused', error: 'Place is a whole number' });
    // a failure reported for values no longer in the row changes nothing
    expect(failed(rows, 'e1', v('9.99'), 'refused', 'x')).toBe(rows);
  });
  it('counts the splits as part of the row, and revives rows kept before splits existed', () => {
    expect(sameValues(v('2:10.5', '31.2'), v('2:10.5', '31.2'))).toBe(true);
    expect(sameValues(v('2:10.5', '31.2'), v('2:10.5', '31.3'))).toBe(false);
    expect(confirmed(edited({}, at('e1'), v('2:10.5', '31.2'), 1), 'e1', v('2:10.5'))).toHaveProperty('e1');
    expect(rowValuesSchema.parse({ mark: '10.85', wind: '', place: '1', heat: '' })).toEqual({
      mark: '10.85',
      wind: '',
      place: '1',
      heat: '',
      splits: '',
    });
  });
  it('drops a row whose edit was undone', () => {
    const rows = edited({}, at('e1'), v('10.85'), 1);
    expect(discarded(rows, 'e1')).toEqual({});
    expect(discarded({}, 'e1')).toEqual({});
  });
});
