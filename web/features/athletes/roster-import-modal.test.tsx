// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { importAthletes, previewAthletesImport, type AthleteImportRow } from '@core/api/athletes';
import { answer, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { testOrganization } from '../../lib/test-organization';
import { RosterImportModal } from './roster-import-modal';

const row = (n: number, over: Partial<AthleteImportRow> = {}): AthleteImportRow => ({
  row: n,
  firstName: `Dana${n}`,
  lastName: 'Reyes',
  gender: 'female',
  grade: 11,
  birthdate: null,
  email: null,
  preferredEvents: ['female-100m', 'female-long-jump'],
  eventGroups: [],
  errors: [],
  duplicateOf: [],
  ...over,
});

describe('roster import', () => {
  it('names events in words, holds Import back while rows have problems, and can import the good rows', async () => {
    const rows = [row(2), row(3, { grade: null, errors: [{ field: 'grade', message: 'Grade is 6 to 12' }] })];
    const sent: Sent[] = [];
    network.use(
      answer(previewAthletesImport, () => ({
        columns: ['Gender', 'First', 'Last', 'Grade', 'Events'],
        rows,
        errorCount: 1,
        duplicateCount: 0,
      })),
      answer(importAthletes, ({ body }) => ({ created: body.skipInvalid ? 1 : 2, skipped: body.skipInvalid ? 1 : 0 }), sent),
    );
    const { user } = renderWithApp(<RosterImportModal orgId={testOrganization().id} opened onClose={() => undefined} />);
    // pasted at once (the modal's focus trap moves the focus while it opens, so no typing)
    fireEvent.change(screen.getByLabelText('Rows to import'), {
      target: { value: 'Gender,First,Last,Grade,Events\nF,Dana2,Reyes,11,100m; Long Jump\nF,Dana3,Reyes,5,100m' },
    });
    await user.click(screen.getByRole('button', { name: 'Check rows' }));
    const table = await screen.findByRole('table', { name: 'Preview of the rows' });

    expect(within(table).getAllByText('100m, Long Jump')).toHaveLength(2);
    expect(within(table).queryByText(/female-/)).toBeNull();

    const importButton = screen.getByRole('button', { name: /^Import \d+ athletes?$/ });
    expect(importButton.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByLabelText(/Leave out the 1 row with problems/));
    expect(screen.getByRole('button', { name: 'Import 1 athlete' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Import 1 athlete' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ skipInvalid: true });
  });
});
