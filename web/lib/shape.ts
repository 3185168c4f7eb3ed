/**
 * Tiny structural checks for data read back from browser storage. The app boots without zod
 * (it stays out of the first page's JavaScript); what comes from the API is parsed with the
 * contract's zod schemas in api-client.ts.
 */
export type Rec = Record<string, unknown>;

export const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
export const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

/** Every listed key holds a string. */
export const hasStrings = (v: Rec, keys: readonly string[]): boolean => keys.every((k) => isString(v[k]));
