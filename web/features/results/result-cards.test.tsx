// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Organization } from '@core/api/organizations';
import { renderWithApp } from '../../test/render';
import { ResultCards } from './result-cards';
import type { ResultRow } from './use-result-rows';

const EMPTY = { mark: '', wind: '', place: '', heat: '', splits: '' };

const row: ResultRow = {
  orgId: '00000000-0000-4000-8000-0000000000f0',
  meetId: '00000000-0000-4000-8000-0000000000f4',
  entry: {
    id: '00000000-0000-4000-8000-0000000000f1',
    eventId: '00000000-0000-4000-8000-0000000000f2',
    athlete: { id: '00000000-0000-4000-8000-0000000000f3', firstName: 'Dana', lastName: 'Reyes', gender: 'female', grade: 11 },
    version: 1,
    relayName: null,
    legs: null,
    seed: null,
    result: null,
    flags: null,
  },
  saved: EMPTY,
  values: EMPTY,
  unsaved: undefined,
  checked: { mark: null, series: null, wind: null, place: null, heat: null, splits: [], errors: {}, warning: null },
  flags: null,
};

const markField = (eventType: string, units: Organization['units']) => {
  renderWithApp(
    <ResultCards
      eventType={eventType}
      wind={false}
      splits={false}
      rows={[row]}
      onEdit={() => undefined}
      onCommit={() => undefined}
      onKeep={() => undefined}
    />,
    { organization: { units } },
  );
  return screen.getByLabelText('Mark, Reyes, Dana');
};

describe('phone results form: the mark field’s keyboard', () => {
  it.each([
    ['female-1600m', 'metric', 'text'],
    ['female-800m', 'imperial', 'text'],
    ['female-long-jump', 'imperial', 'text'],
    ['female-100m', 'imperial', 'decimal'],
    ['female-long-jump', 'metric', 'decimal'],
  ] as const)('%s (%s): %s', (eventType, units, mode) => {
    expect(markField(eventType, units).getAttribute('inputmode')).toBe(mode);
  });
});
