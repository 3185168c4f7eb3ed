/** User-facing messages the specification fixes word for word (sections 2, 5 and 8). */
export const MESSAGES = {
  invalidCredential: 'Invalid Credential',
  emailInUse: 'Email already in use',
  invalidEmail: 'Invalid Email',
  organizationNotSelected: 'Organization not selected',
  errorRegisteringUser: 'Error registering user',
  errorUpdatingProfile: 'Error updating profile',
  profileUpdated: 'Profile updated successfully',
  memberNotFound: (id: string) => `user with id ${id} is not a member of the organization`,
  pageNotFound: (fullPath: string) => `Page Not Found: ${fullPath}`,
} as const;

export const ERROR_PAGES = {
  500: { title: 'Sorry!', message: "Our programmers didn't anticipate this" },
  404: { title: 'Oops!', message: 'It looks like you ran the wrong way' },
  401: { title: 'Unauthorized', message: 'You are not authorized to view this page' },
} as const;
export type ErrorPageStatus = keyof typeof ERROR_PAGES;
