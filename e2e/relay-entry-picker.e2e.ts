import { athletesApi, meetsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { button } from './support/ui';

test('the relay alternates picker opens upwards: its list never covers the "Enter relay team" button, on a desktop or a 390 px phone', async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId = '';
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    for (const lastName of ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7', 'H8', 'I9']) {
      await callApi(client, athletesApi.postAthlete, { query: { orgId }, body: { firstName: 'Ann', lastName, gender: 'female' } });
    }
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Relays', startDate: '2026-04-18', season: 'outdoor' },
    });
    meetId = meet.id;
    await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'female-4x100m-relay' } });
  } finally {
    await client.dispose();
  }
  for (const viewport of [undefined, { width: 390, height: 844 }]) {
    const page = await app.newPage(viewport ? { viewport } : {});
    await page.goto('/auth');
    await signIn(page, owner, { waitFor: /^\/dashboard/ });
    await page.goto(`/dashboard/meets/${meetId}`);
    await button(page, 'Enter a relay team').click();
    const dlg = page.getByRole('dialog', { name: /Entries/ });
    await dlg.getByLabel('Alternates', { exact: true }).click();
    await page.waitForTimeout(500);
    const b = dlg.getByRole('button', { name: 'Enter relay team' });
    await b.scrollIntoViewIfNeeded();
    const box = (await b.boundingBox())!;
    // what a tap at the button's centre reaches
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe('Enter relay team');
  }
});
