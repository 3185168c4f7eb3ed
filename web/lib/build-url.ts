/**
 * Builds a call's URL from its path and query object. Arrays become repeated keys
 * (`roles[]=owner&roles[]=admin`); undefined and null values are left out.
 */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export const buildQueryString = (query: Record<string, QueryValue> | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const buildUrl = (path: string, query?: Record<string, QueryValue>): string => `${path}${buildQueryString(query)}`;
