import { USER_MODE_HEADER } from '@core/api/common';
import { getFreshToken } from '../../../lib/token';
import { appStore } from '../../../lib/store/app-store';

/** The headers every files request carries: a fresh bearer token and, in admin mode, the mode. */
export const uploadHeaders = async (): Promise<Record<string, string>> => {
  const headers: Record<string, string> = { Authorization: `Bearer ${await getFreshToken()}` };
  if (appStore.getState().session.userMode === 'admin') headers[USER_MODE_HEADER] = 'admin';
  return headers;
};
