import { useMutation } from '@tanstack/react-query';
import { patchUser } from '@core/api/user';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { appActions } from '../../../lib/store/app-store';
import { userQueryKey } from './get-user';

export type UserPatch = CallBodyInput<typeof patchUser>;

/** PATCH /api/user/patch: your own profile; the session's user is replaced by the answer. */
export const updateUser = async (userId: string, body: UserPatch) => {
  const user = await callApi(patchUser, { query: { userId }, body });
  appActions.setUser(user);
  queryClient.setQueryData(userQueryKey(user.id), user);
  return user;
};

export const usePatchUser = (userId: string) =>
  useMutation({
    mutationFn: (body: UserPatch) => updateUser(userId, body),
    // member lists show names: refresh them
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
