import { beforeAll, expect } from 'vitest';
import { getMeet, type Meet, type MeetDetail } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { importResults, previewResultsImport, type ResultImportBody, type ResultImportPreview } from '@core/api/results';
import { createOrganization, type TestUser } from '../../../test/factories';
import { createAthlete } from '../../../test/domain-factories';
import { call } from '../../../test/http';
import type { TestApp } from '../../../test/test-app';

/** One athlete of the team's roster: first name, last name, gender. */
export type RosterRow = readonly [string, string, 'male' | 'female'];

/**
 * The results import's API tests: a metric team (made in `beforeAll`) with `roster`, and the import's
 * calls as its owner: preview (answered 200), commit, and the meet as stored.
 */
export const useImportTeam = (t: TestApp, roster: readonly RosterRow[]) => {
  const team = {} as { org: Organization; owner: TestUser };
  beforeAll(async () => {
    const made = await createOrganization(t, undefined, { units: 'metric' });
    team.org = made.organization;
    team.owner = made.owner;
    for (const [firstName, lastName, gender] of roster) {
      await createAthlete(t, team.org.id, team.owner.token, { firstName, lastName, gender });
    }
  });
  const as = () => ({ token: team.owner.token });
  const at = (meet: Meet) => ({ orgId: team.org.id, meetId: meet.id });
  return {
    team,
    preview: async (meet: Meet, body: ResultImportBody): Promise<ResultImportPreview> => {
      const res = await call(t.app, previewResultsImport, { as: as(), query: at(meet), body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ResultImportPreview>();
    },
    commit: (meet: Meet, body: ResultImportBody) => call(t.app, importResults, { as: as(), query: at(meet), body }),
    detail: async (meet: Meet): Promise<MeetDetail> => (await call(t.app, getMeet, { as: as(), query: at(meet) })).json<MeetDetail>(),
  };
};
