interface Named {
  firstName: string;
  lastName: string;
}

/** Full name: first name plus last name. */
export const fullName = (u: Named): string => [u.firstName.trim(), u.lastName.trim()].filter(Boolean).join(' ');

/** Display name: first name plus the initial of the last name and a full stop ("Dana R."). */
export const displayName = (u: Named): string => {
  const first = u.firstName.trim();
  const initial = [...u.lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
};
