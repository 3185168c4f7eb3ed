import { MESSAGES } from '@core/messages';
import { appStore } from './store/app-store';

/** Member calls need a selected organization (seed section 5): its id, or Error("Organization not selected"). */
export const requireOrganizationId = (): string => {
  const organization = appStore.getState().organization;
  if (!organization) throw new Error(MESSAGES.organizationNotSelected);
  return organization.id;
};
