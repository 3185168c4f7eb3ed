export { fetchUser } from './api/get-user';
export { usePatchUser } from './api/patch-user';
export { useRegisterUser } from './api/register-user';
export { ProfileFields } from './profile-fields';
export { emptyProfile, isPersonKind, PERSON_KINDS, profileFromUser, profileInput, withoutAthleteFields } from './profile-form';
export type { PersonKind, ProfileFormValues } from './profile-form';
export { ProfilePhotoUpload } from './profile-photo-upload';
