/** Cache-Control of what never changes under its name (hashed build files, image renditions): a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
