import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { DEFAULT_PRIMARY_COLOR } from '@core/constants';
import type { Organization } from '@core/api/organizations';

/** The custom "black" colour: light greys for light variants, near-black for filled ones (seed: default black). */
const black: MantineColorsTuple = [
  '#f5f5f5',
  '#e8e8e8',
  '#d1d1d1',
  '#b5b5b5',
  '#9c9c9c',
  '#6e6e6e',
  '#1c1c1c',
  '#141414',
  '#0b0b0b',
  '#000000',
];

/** The app theme, with the selected organization's primary colour when it has one, else black. */
export const buildTheme = (primaryColor: Organization['primaryColor'] | null | undefined): MantineThemeOverride =>
  createTheme({
    colors: { black },
    primaryColor: primaryColor ?? DEFAULT_PRIMARY_COLOR,
    primaryShade: { light: 6, dark: 7 },
    defaultRadius: 'md',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '700' },
    cursorType: 'pointer',
    components: {
      Notification: { classNames: { root: 'splits-toast' } },
      // Labels read exactly "Email", "Password", …: no asterisk in the label text (fields still carry
      // `required`, and validation explains what is missing); the eye toggle is not a second "password".
      TextInput: { defaultProps: { withAsterisk: false } },
      PasswordInput: {
        defaultProps: { withAsterisk: false, visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' } },
      },
      Select: { defaultProps: { withAsterisk: false } },
      MultiSelect: { defaultProps: { withAsterisk: false } },
      Textarea: { defaultProps: { withAsterisk: false } },
      NumberInput: { defaultProps: { withAsterisk: false } },
      DateInput: { defaultProps: { withAsterisk: false } },
    },
  });
