// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { patchMeet } from '@core/api/meets';
import { answer, network } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { serveMeet } from '../../test/meet-server';
import { MeetStatusActions } from './meet-status-actions';

describe('meet status actions', () => {
  it('a draft meet offers "Publish" (not "Schedule"), and publishing says athletes and parents can now see it', async () => {
    const stub = serveMeet(31, 'female-100m', ['Dana Reyes']);
    const draft = { ...stub.meet, status: 'draft' as const };
    network.use(answer(patchMeet, () => ({ ...draft, status: 'scheduled' as const })));
    const { user } = renderWithApp(<MeetStatusActions orgId={draft.organizationId} meet={draft} />);
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish.getAttribute('title')).toMatch(/visible to athletes and parents/);
    await user.click(publish);
    expect(await screen.findByText(/athletes and parents can now see it/)).toBeTruthy();
  });
});
