import type { MantineColorScheme } from '@mantine/core';

/** Where Mantine's colour scheme manager keeps the choice (its localStorage manager's default key). */
const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

/** The choice stored on this device: light, dark, or auto (the system's setting, the default). */
export const storedColorScheme = (): MantineColorScheme => {
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'auto';
  } catch {
    return 'auto';
  }
};

/** light or dark for a choice: auto follows the system's setting. */
export const resolveColorScheme = (choice: MantineColorScheme, systemDark: boolean): 'light' | 'dark' =>
  choice === 'auto' ? (systemDark ? 'dark' : 'light') : choice;

/**
 * Puts the scheme on <html> (Mantine's attribute) before the first paint, from the stored choice or
 * the system's setting: Mantine's provider, which keeps it up to date after, mounts later.
 */
export const applyColorScheme = (): void => {
  const systemDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.setAttribute('data-mantine-color-scheme', resolveColorScheme(storedColorScheme(), systemDark));
};
