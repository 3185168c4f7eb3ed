import type { Capability } from '@core/roles';
import { useOrganization } from './store/hooks';

/**
 * The selected organization and what the server says the caller may do in it (its `capabilities`).
 * Pages show write actions from this, never from a role rule of their own.
 */
export function useTeamAccess() {
  const organization = useOrganization();
  const has = (capability: Capability) => organization?.capabilities.includes(capability) ?? false;
  return {
    organization,
    orgId: organization?.id,
    /** create, edit and delete athletes, meets, entries and results */
    canWrite: has('team:write'),
    /** bulk imports (roster, results) */
    canImport: has('team:import'),
    /** birthdates, emails, notes and the roster export (owners, admins, coaches) */
    canSeePersonalData: has('team:personal-data'),
    /** upload files (meet attachments) */
    canUploadFiles: has('files:write'),
    markOptions: {
      handTimeConversion: organization?.handTimeConversion ?? true,
      // the team's rule converting hand times (an organization stored by an older build has none: the default)
      handTimeRule: organization?.handTimeRule,
      units: organization?.units ?? 'metric',
    },
  } as const;
}
