import { paths } from '../app/paths';

/** Links of the public site header, in display order. */
export const SITE_NAV_LINKS = [
  { to: paths.features, label: 'Features' },
  { to: paths.about, label: 'About' },
  { to: paths.athlete, label: 'For athletes' },
] as const;

/** Links of the public site footer. */
export const SITE_LEGAL_LINKS = [
  { to: paths.terms, label: 'Terms' },
  { to: paths.privacy, label: 'Privacy' },
] as const;
