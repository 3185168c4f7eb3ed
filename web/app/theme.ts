import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import { DEFAULT_PRIMARY_COLOR } from '@core/constants';
import type { Organization } from '@core/api/organizations';
import { accessibleShades, contrastRatio } from './color-contrast';
import { black, DIMMED_TEXT_LIGHT, PANEL_BACKGROUNDS } from './theme-colors';

const WHITE_TEXT = 'var(--mantine-color-white)';
const BLACK_TEXT = 'var(--mantine-color-black)';

/**
 * Filled surfaces (buttons, badges, avatars) carry white text only where it reads at 4.5:1,
 * black text on colours too light for it (the shades themselves come from cssVariablesResolver).
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return base;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!shades) return base;
  if (parsed.shade === undefined) {
    return { ...base, color: accessibleShades(shades, PANEL_BACKGROUNDS).filledText === 'white' ? WHITE_TEXT : BLACK_TEXT };
  }
  const background = shades[parsed.shade];
  return { ...base, color: contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? WHITE_TEXT : BLACK_TEXT };
};

/**
 * Light colour scheme variables for WCAG AA (Mantine's provider writes them with its own for the
 * theme: web/app/providers.tsx): "dimmed" text darker than gray-6; for every colour,
 * the filled shade that carries its text at 4.5:1 and a text shade (links, light, outline and subtle
 * variants, `c="blue"`) readable at 4.5:1 on white and the light panels, black where none is.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': DIMMED_TEXT_LIGHT };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const { filled, text } = accessibleShades(shades, PANEL_BACKGROUNDS);
    const textColor = text === null ? BLACK_TEXT : `var(--mantine-color-${name}-${text})`;
    light[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-${filled})`;
    light[`--mantine-color-${name}-filled-hover`] = `var(--mantine-color-${name}-${filled === 9 ? 8 : filled + 1})`;
    light[`--mantine-color-${name}-light-color`] = textColor;
    light[`--mantine-color-${name}-outline`] = textColor;
    light[`--mantine-color-${name}-text`] = textColor;
  }
  light['--mantine-color-anchor'] = `var(--mantine-color-${theme.primaryColor}-text)`;
  const dark =
    theme.primaryColor === 'black'
      ? {
          ...DARK_VARIABLES,
          '--mantine-primary-color-filled': 'var(--mantine-color-black-5)',
          '--mantine-primary-color-filled-hover': 'var(--mantine-color-black-6)',
        }
      : DARK_VARIABLES;
  return { variables: {}, light, dark };
};

/**
 * Dark colour scheme variables (the system's setting or the user menu's choice): Mantine's dark
 * "dimmed" (dark-2) is 4.0:1 on the dark body, dark-1 is 7.8:1; the near-black filled shades of the
 * default colour would vanish into the dark body, so its buttons (and the primary colour's, when it
 * is the default) take grey-5 (white text at 5.1:1).
 */
const DARK_VARIABLES: Record<string, string> = {
  '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  '--mantine-color-black-filled': 'var(--mantine-color-black-5)',
  '--mantine-color-black-filled-hover': 'var(--mantine-color-black-6)',
};

/** The app theme, with the selected organization's primary colour when it has one, else black. */
export const buildTheme = (primaryColor: Organization['primaryColor'] | null | undefined): MantineThemeOverride =>
  createTheme({
    colors: { black },
    primaryColor: primaryColor ?? DEFAULT_PRIMARY_COLOR,
    primaryShade: { light: 6, dark: 7 },
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '700' },
    cursorType: 'pointer',
    variantColorResolver,
    components: {
      Notification: { classNames: { root: 'splits-toast' } },
      // Links are underlined: inside a paragraph colour alone does not tell them apart (WCAG 1.4.1).
      Anchor: { defaultProps: { underline: 'always' } },
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
