import type { Capability } from '@core/roles';
import { useOrganization } from '../../lib/store/hooks';

/**
 * Whether the caller may do `capability` in the selected organization: the server's decision
 * (organization.capabilities), never re-derived in the browser.
 */
export const useCapability = (capability: Capability): boolean => {
  const organization = useOrganization();
  return organization?.capabilities.includes(capability) ?? false;
};
