// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { importResults, previewResultsImport, type ResultImportBody, type ResultImportPreview } from '@core/api/results';
import { testOrganization } from '../../lib/test-organization';
import { answer, network, type Sent } from '../../test/network';
import { serveMeet } from '../../test/meet-server';
import { renderWithApp } from '../../test/render';
import { ResultsImportModal } from './results-import-modal';

const TEXT = [
  'Event,First,Last,Gender,Mark',
  '400 Meters,Eli,Stone,M,52.10',
  'Underwater Basket 300,Jun,Park,M,40.00',
  'Egg and Spoon 100,Maya,Okafor,F,15.00',
].join('\n');

/** The server's preview: the two names unread until picked; a picked row goes to its event, a left-out one is skipped. */
const previewOf = (body: ResultImportBody): ResultImportPreview => {
  const picked = new Map((body.eventChoices ?? []).map((c) => [c.name, c.event]));
  const row = (n: number, name: string, gender: string, athleteName: string) => {
    const pick = picked.get(name);
    return {
      row: n,
      eventType: pick ? `${gender}-${pick}` : null,
      athleteId: null,
      athleteName,
      mark: null,
      display: null,
      wind: null,
      place: null,
      heat: null,
      replaces: false,
      errors: pick === undefined ? [{ field: 'Event', message: `Unknown event "${name}": use a name such as 100m` }] : [],
      round: null,
      team: null,
      skipped: pick === null ? `You chose to leave out the rows of "${name}"` : null,
      competitor: false,
    };
  };
  const rows = [
    { ...row(2, '400 Meters', 'male', 'Eli Stone'), eventType: 'male-400m', errors: [] },
    row(3, 'Underwater Basket 300', 'male', 'Jun Park'),
    row(4, 'Egg and Spoon 100', 'female', 'Maya Okafor'),
  ];
  return {
    columns: ['Event', 'First', 'Last', 'Gender', 'Mark'],
    rows,
    errorCount: rows.filter((r) => r.errors.length > 0).length,
    newEvents: [],
    format: 'csv',
    heading: null,
    meetName: null,
    warnings: [],
    importCount: rows.filter((r) => r.errors.length === 0 && !r.skipped).length,
    competitorCount: 0,
    addedEvents: [],
    unreadEvents: [
      { name: 'Underwater Basket 300', rows: [3] },
      { name: 'Egg and Spoon 100', rows: [4] },
    ],
  };
};

describe('results import: events the import could not read', () => {
  it('asks the coach to pick each name’s event (the meet’s first) or leave its rows out; a cleared pick is taken back; checks again and imports with the picks', async () => {
    const stub = serveMeet(41, 'male-xc-8.05k', ['Dana Reyes']);
    const sent: Sent[] = [];
    network.use(
      answer(previewResultsImport, ({ body }) => previewOf(body), sent),
      answer(importResults, () => ({ imported: 2, competitors: 0, createdEvents: 1, skipped: 1 }), sent),
    );
    const { user } = renderWithApp(
      <ResultsImportModal orgId={testOrganization().id} meetId={stub.meet.id} opened onClose={() => undefined} />,
    );
    await user.click(await screen.findByLabelText('Rows to import'));
    await user.paste(TEXT);
    await user.click(screen.getByRole('button', { name: 'Check rows' }));

    const picks = await screen.findByTestId('import-event-picks');
    const basket = within(picks).getByLabelText<HTMLSelectElement>('“Underwater Basket 300”');
    const egg = within(picks).getByLabelText<HTMLSelectElement>('“Egg and Spoon 100”');
    expect(within(picks).getByText('row 3')).toBeTruthy();
    // nothing is guessed: no pick until the coach makes one
    expect(basket.value).toBe('');
    // the meet's events come first (its measured cross-country race too), then the catalogue by group
    const groups = [...basket.querySelectorAll('optgroup')].map((g) => g.label);
    expect(groups.slice(0, 3)).toEqual(['Events of this meet', 'Sprints', 'Distance']);
    expect([...basket.querySelectorAll('optgroup')][0]!.textContent).toBe('8.05K (XC)');

    // a pick cleared is taken back: as checked, nothing to check again
    await user.selectOptions(basket, '400m');
    await user.selectOptions(basket, '');
    expect(screen.queryByRole('button', { name: 'Check again with these events' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Import/ }).hasAttribute('disabled')).toBe(false);

    await user.selectOptions(basket, '300m-hurdles');
    await user.selectOptions(egg, 'leave-out');
    // the rows were checked without the picks: importing waits for a new check
    expect(screen.getByRole('button', { name: /^Import/ }).hasAttribute('disabled')).toBe(true);
    await user.click(within(picks).getByRole('button', { name: 'Check again with these events' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check again with these events' })).toBeNull());
    expect(basket.value).toBe('300m-hurdles');
    expect(egg.value).toBe('leave-out');

    await user.click(screen.getByRole('button', { name: /^Import 2 results/ }));
    await waitFor(() => expect(sent.filter((s) => s.path === importResults.path)).toHaveLength(1));
    const previews = sent.filter((s) => s.path === previewResultsImport.path).map((s) => s.body as ResultImportBody);
    expect(previews[0]!.eventChoices).toBeUndefined();
    const choices = [
      { name: 'Underwater Basket 300', event: '300m-hurdles' },
      { name: 'Egg and Spoon 100', event: null },
    ];
    expect(previews[1]!.eventChoices).toEqual(choices);
    expect(sent.find((s) => s.path === importResults.path)!.body).toMatchObject({
      text: TEXT,
      leaveOutProblems: true,
      eventChoices: choices,
    });
  });
});
