import { describe, expect, it } from 'vitest';
import {
  confirmed,
  conflicted,
  discarded,
  edited,
  failed,
  inConflict,
  keptMine,
  resent,
  rowValuesSchema,
  sameValues,
  unsavedRowSchema,
  waitingForNetwork,
  type RowValues,
  type Theirs,
} from './unsaved-results';

const v = (mark: string, splits = ''): RowValues => ({ mark, wind: '', place: '', heat: '', splits });
const at = (entryId: string, baseVersion: number | null = null) => ({ orgId: 'o1', entryId, meetEventId: 'me1', baseVersion });

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

  describe('versions and conflicts (decision 039)', () => {
    const theirs: Theirs = { values: v('44.44'), version: 3, by: 'Cora Quint', at: '2026-05-09T14:02:00.000Z' };

    it('an edit is based on the version its first keystroke saw, whatever the later ones see', () => {
      let rows = edited({}, at('e1', 2), v('45'), 1);
      // the meet was fetched again meanwhile (version 3 shows): the edit still began from 2
      rows = edited(rows, at('e1', 3), v('45.55'), 2);
      expect(rows.e1).toMatchObject({ baseVersion: 2, values: v('45.55'), state: 'typing' });
    });

    it('a row typed again while its send was saved is based on the version that send made', () => {
      let rows = edited({}, at('e1', null), v('45'), 1);
      rows = edited(rows, at('e1', null), v('45.55'), 2);
      rows = confirmed(rows, 'e1', v('45'), 1);
      expect(rows.e1).toMatchObject({ baseVersion: 1, values: v('45.55') });
      expect(confirmed(rows, 'e1', v('45.55'), 2)).toEqual({});
    });

    it('a stale send keeps the typed value beside the saved one, sends nothing more until the coach chooses', () => {
      let rows = edited({}, at('e1', 2), v('45.55'), 1);
      rows = failed(rows, 'e1', v('45.55'), 'failed', 'offline');
      rows = resent(rows, 'e1');
      rows = conflicted(rows, 'e1', v('45.55'), theirs);
      expect(rows.e1).toMatchObject({ state: 'conflict', values: v('45.55'), theirs, baseVersion: 2 });
      expect(inConflict(rows).map((r) => r.entryId)).toEqual(['e1']);
      // neither the network's return nor a retry sends it
      expect(waitingForNetwork(rows)).toEqual([]);
      expect(resent(rows, 'e1')).toBe(rows);
      // typing on keeps the conflict and the other value
      rows = edited(rows, at('e1', 3), v('45.60'), 3);
      expect(rows.e1).toMatchObject({ state: 'conflict', values: v('45.60'), theirs, baseVersion: 2 });
      // a conflict reported for values no longer in the row changes nothing
      expect(conflicted(rows, 'e1', v('1.00'), theirs)).toBe(rows);
    });

    it('keeping mine sends it again over the version saved elsewhere; taking theirs drops mine', () => {
      const rows = conflicted(edited({}, at('e1', 2), v('45.55'), 1), 'e1', v('45.55'), theirs);
      expect(keptMine(rows, 'e1').e1).toMatchObject({ state: 'typing', baseVersion: 3, theirs: null, values: v('45.55') });
      // deleted elsewhere: kept mine is created anew
      const gone = conflicted(edited({}, at('e2', 2), v('7.10'), 1), 'e2', v('7.10'), { ...theirs, version: null, values: v('') });
      expect(keptMine(gone, 'e2').e2).toMatchObject({ state: 'typing', baseVersion: null });
      expect(discarded(rows, 'e1')).toEqual({});
      // only a row in conflict can be kept
      const typing = edited({}, at('e1', 2), v('45.55'), 1);
      expect(keptMine(typing, 'e1')).toBe(typing);
    });

    it('rows kept before versions existed revive based on no result: a result saved meanwhile shows as a conflict', () => {
      const old = { orgId: 'o1', entryId: 'e1', meetEventId: 'me1', values: v('45.55'), state: 'failed', error: 'x', editedAt: 1 };
      expect(unsavedRowSchema.parse(old)).toMatchObject({ baseVersion: null, theirs: null, values: v('45.55') });
    });
  });
});
