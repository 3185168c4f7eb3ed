/** Names compared the way people read them: case, accents and extra spaces ignored. */
export const foldName = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The stored key of an athlete's name, folded and last name first ("avila ann"): the search, the
 * duplicate check and the roster's sort by name use it.
 */
export const nameKey = (firstName: string, lastName: string): string => `${foldName(lastName)} ${foldName(firstName)}`;

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
