import { useMutation } from '@tanstack/react-query';
import { registerUser, type UserProfileInput } from '@core/api/user';
import { callApi } from '../../../lib/api-client';
import { appActions } from '../../../lib/store/app-store';
import { fetchUser } from './get-user';

/** POST /api/user/register/post, then the user is fetched (seed section 7) and set in the session. */
export const registerAndLoadUser = async (profile: UserProfileInput) => {
  const { id } = await callApi(registerUser, { body: profile });
  const user = await fetchUser(id);
  appActions.setUser(user);
  return user;
};

export const useRegisterUser = () => useMutation({ mutationFn: registerAndLoadUser });
