// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { MeetFilesMenu } from './meet-files-menu';

const ORG = '00000000-0000-4000-8000-0000000000aa';
const MEET = '00000000-0000-4000-8000-0000000000e1';

describe('sheets and files menu', () => {
  it('offers the FinishLynx files and says they list races only: field and combined events are not timed', async () => {
    const { user } = renderWithApp(<MeetFilesMenu orgId={ORG} meetId={MEET} canExportEntries />);
    await user.click(screen.getByRole('button', { name: 'Sheets and files' }));
    // the dropdown's items (Mantine keeps it out of the accessibility tree while it opens)
    const item = async (name: string) => (await screen.findByText(name)).closest('[role="menuitem"]');
    expect(await item('FinishLynx start lists (lynx.evt)')).toBeTruthy();
    expect(await item('FinishLynx schedule (lynx.sch)')).toBeTruthy();
    expect(screen.getByTestId('lynx-races-only').textContent).toBe(
      'FinishLynx times races: field and combined events are judged or scored apart, so lynx.evt and lynx.sch list the races only (lynx.ppl has everyone with a bib).',
    );
  });
});
