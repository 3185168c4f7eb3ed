/** Business constants of the specification, section 9. */
export const TOKEN_REFRESH_MARGIN_MS = 300_000;
export const TOKEN_LIFETIME_SECONDS = 3600;
export const ADMIN_ORGANIZATIONS_LIMIT = 100;
export const ADMIN_ORGANIZATIONS_OFFSET = 0;
export const RELOAD_GUARD_TTL_MS = 10_000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const DEFAULT_PRIMARY_COLOR = 'black';
export const SCROLL_ANIMATION = {
  duration: 800,
  easing: 'ease-out-cubic',
  once: true,
  offset: 50,
  delay: 100,
} as const;
export const STORAGE = {
  resumableAboveBytes: 256 * 1024,
  maxOperationRetryMs: 2 * 60 * 1000,
  maxUploadRetryMs: 10 * 60 * 1000,
  maxChunkBytes: 32 * 1024 * 1024,
} as const;
export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_DEFAULT_FORMAT = 'webp';
export const IMAGE_DEFAULT_QUALITY = 80;
export const SPINNER_SIZE = '1.65rem';
export const ICON_SIZE = 16;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Longest account name and email the identity service takes (sign-up and update-user; the name rides in every token). */
export const ACCOUNT_NAME_MAX_LENGTH = 254;
export const ACCOUNT_EMAIL_MAX_LENGTH = 254;
export const ACCOUNT_IMAGE_MAX_LENGTH = 2048;
