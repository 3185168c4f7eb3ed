// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { getMeetTemplates, patchMeetTemplate, type MeetTemplate } from '@core/api/meet-templates';
import { answer, apiError, network, type Sent } from '../test/network';
import { renderWithApp } from '../test/render';
import { callQuery, useCallMutation } from './call-hooks';
import { queryClient } from './query-client';
import { useTeamAccess } from './team-access';

const TEMPLATE_ID = '0b6c8f52-58f4-4a0e-9a43-5d1f7c0a2e11';
const template = (name: string): MeetTemplate => ({
  id: TEMPLATE_ID,
  name,
  events: [{ eventType: 'female-100m', round: 'final', entryCount: 2 }],
  entryCount: 2,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
});

/** A list read through callQuery and a rename through useCallMutation, with the rule: a rename makes the list stale. */
function Templates() {
  const orgId = useTeamAccess().orgId!;
  const list = useQuery(callQuery(getMeetTemplates, ['call-hooks-test', orgId], { orgId }));
  const rename = useCallMutation(
    patchMeetTemplate,
    (name: string) => ({ query: { orgId, templateId: TEMPLATE_ID }, body: { name } }),
    () => queryClient.invalidateQueries({ queryKey: ['call-hooks-test'] }),
  );
  return (
    <>
      <ul>
        {list.data?.items.map((t) => (
          <li key={t.id}>{t.name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => rename.mutate('Dual meet')}>
        Rename
      </button>
      {rename.isError && <p role="alert">{rename.error.message}</p>}
    </>
  );
}

const serve = (refuse: boolean) => {
  const sent: Sent[] = [];
  let name = 'League meet';
  network.use(
    answer(getMeetTemplates, () => ({ items: [template(name)] }), sent),
    answer(
      patchMeetTemplate,
      ({ body }) => {
        if (refuse) return apiError(409, 'A template of that name exists');
        name = body.name;
        return template(name);
      },
      sent,
    ),
  );
  return sent;
};

describe('call hooks (a contract call as a query and a mutation)', () => {
  it("reads the call with its query; a write sends the call's query and body, then the feature's rule refetches what it made stale", async () => {
    const sent = serve(false);
    const { user, organization } = renderWithApp(<Templates />);
    await screen.findByText('League meet');
    expect(sent[0]!.query.get('orgId')).toBe(organization.id);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await screen.findByText('Dual meet');
    const write = sent.find((s) => s.method === 'PATCH')!;
    expect(write.query.get('templateId')).toBe(TEMPLATE_ID);
    expect(write.body).toEqual({ name: 'Dual meet' });
    expect(sent.filter((s) => s.method === 'GET')).toHaveLength(2);
  });

  it('a refused write shows its message and makes nothing stale', async () => {
    const sent = serve(true);
    const { user } = renderWithApp(<Templates />);
    await screen.findByText('League meet');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A template of that name exists');
    await waitFor(() => expect(sent.filter((s) => s.method === 'PATCH')).toHaveLength(1));
    expect(sent.filter((s) => s.method === 'GET')).toHaveLength(1);
    expect(screen.getByText('League meet')).toBeTruthy();
  });
});
