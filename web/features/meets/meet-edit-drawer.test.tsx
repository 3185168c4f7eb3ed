// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Meet } from '@core/api/meets';
import { renderWithApp } from '../../test/render';
import { MeetEditDrawer } from './meet-edit-drawer';

const meet: Meet = {
  id: '00000000-0000-4000-8000-0000000000e1',
  organizationId: '00000000-0000-4000-8000-0000000000aa',
  name: 'County Championships',
  startDate: '2026-05-02',
  endDate: '2026-05-02',
  location: 'Main track',
  season: 'outdoor',
  seasonYear: 2026,
  host: '',
  notes: '',
  status: 'draft',
  courseId: null,
  scoring: 'none',
  scoringTable: null,
  eventCount: 0,
  resultCount: 0,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};

describe('edit meet drawer', () => {
  it('asks before Escape loses a change, and a discarded change is gone', async () => {
    const onClose = vi.fn();
    const { user, rerender } = renderWithApp(<MeetEditDrawer orgId={meet.organizationId} meet={meet} opened onClose={onClose} />);
    const name = await screen.findByLabelText<HTMLInputElement>(/Meet name/);
    await user.click(name);
    await user.paste(' Day 2');
    await user.keyboard('{Escape}');
    await screen.findByText('Discard your changes?');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<MeetEditDrawer orgId={meet.organizationId} meet={meet} opened onClose={onClose} />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Meet name/).value).toBe('County Championships'));
  });
});
