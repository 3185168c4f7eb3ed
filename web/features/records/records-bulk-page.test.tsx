// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { postRecordImport, postRecordImportPreview, type RecordImportRow } from '@core/api/records';
import { answer, apiError, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import RecordsBulkPage from './records-bulk-page';

const row = (n: number, errors: RecordImportRow['errors'] = []): RecordImportRow => ({
  row: n,
  eventType: 'female-100m',
  athleteNames: [`Runner ${n}`],
  display: '12.10',
  date: '1995-05-01',
  meetName: 'State Championships',
  errors,
});

const TEXT = 'Event,Gender,Athlete,Mark,Date\n100m,Girls,Runner 2,12.10,1995-05-01';

const openPage = (rows: RecordImportRow[]) => {
  const sent: Sent[] = [];
  const invalid = rows.filter((r) => r.errors.length).length;
  network.use(
    answer(postRecordImportPreview, () => ({ rows, valid: rows.length - invalid, invalid })),
    answer(
      postRecordImport,
      () =>
        invalid
          ? apiError(400, 'body.text: Row 4: mark: 1:60.00 is not a time. Nothing was saved.', 'body.text')
          : { created: rows.length },
      sent,
    ),
  );
  return { ...renderWithApp(<RecordsBulkPage />, { route: '/dashboard/records/bulk-records' }), sent };
};

const checkRows = async (user: ReturnType<typeof openPage>['user']) => {
  await user.click(screen.getByLabelText('Rows to import'));
  await user.paste(TEXT);
  await user.click(screen.getByRole('button', { name: 'Check rows' }));
  await screen.findByRole('table', { name: 'Preview of the rows' });
};

describe('historical records import', () => {
  it('keeps Import disabled while a row has problems (all or nothing), naming the event in words', async () => {
    const { user, sent } = openPage([row(2), row(3), row(4, [{ field: 'mark', message: '1:60.00 is not a time' }])]);
    await checkRows(user);
    expect(screen.getByText(/1 of 3 rows have problems/)).toBeTruthy();
    const importButton = screen.getByRole('button', { name: 'Import 3 records' });
    expect(importButton.hasAttribute('disabled')).toBe(true);
    await user.click(importButton);
    expect(sent).toHaveLength(0);
    // the preview names the event, not its code
    expect(screen.getAllByText('Girls 100m').length).toBe(3);
    expect(screen.queryByText('female-100m')).toBeNull();
  });

  it('imports when every row is right', async () => {
    const { user, sent } = openPage([row(2), row(3)]);
    await checkRows(user);
    const importButton = screen.getByRole('button', { name: 'Import 2 records' });
    expect(importButton.hasAttribute('disabled')).toBe(false);
    await user.click(importButton);
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});
