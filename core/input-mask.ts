/**
 * Input masks with the specification's tokens (section 5):
 *   #  a digit            X  a letter or a digit      S  a letter
 *   A  an uppercase letter a  a lowercase letter
 * Any other character of a mask is a literal that is inserted automatically.
 *
 * Choices:
 * - "A" and "a" convert the letter's case rather than refusing it, so typing "abc" into "AAA" gives "ABC".
 *   A letter whose case conversion is not one character (German "ß" -> "SS") does not fit.
 * - Letters are any Unicode letter; digits are 0-9 only.
 * - Raw characters that fit no token are skipped; a literal typed where the mask has that literal is
 *   accepted (so re-masking an already masked value, or a pasted "(555) 123-4567", is stable).
 * - Automatic literals are written only before a further placed character: "555" in "(###) ###-####"
 *   gives "(555", not "(555) ", so deleting backwards never gets stuck on an automatic literal
 *   ("12b" in "##/##/####" gives "12"); a literal the user typed stays ("12/" gives "12/").
 */

type Token = '#' | 'X' | 'S' | 'A' | 'a';

const isToken = (c: string): c is Token => c === '#' || c === 'X' || c === 'S' || c === 'A' || c === 'a';
const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const isLetter = (c: string): boolean => /^\p{L}$/u.test(c);

const toCase = (c: string, upper: boolean): string | null => {
  const converted = upper ? c.toUpperCase() : c.toLowerCase();
  return [...converted].length === 1 ? converted : null;
};

/** The character to place at a token for a typed character, or null when it does not fit. */
const fit = (token: Token, c: string): string | null => {
  switch (token) {
    case '#':
      return isDigit(c) ? c : null;
    case 'X':
      return isDigit(c) || isLetter(c) ? c : null;
    case 'S':
      return isLetter(c) ? c : null;
    case 'A':
      return isLetter(c) ? toCase(c, true) : null;
    case 'a':
      return isLetter(c) ? toCase(c, false) : null;
  }
};

/** Whether a character already in a value satisfies a token exactly (no case conversion). */
const satisfies = (token: Token, c: string): boolean => {
  const f = fit(token, c);
  return f !== null && f === c;
};

/** The masked text for what the user typed, as far as it fits the mask. */
export function applyMask(mask: string, raw: string): string {
  const m = [...mask];
  const r = [...raw];
  let out = '';
  let pending = ''; // automatic literals, written only once a later character is placed
  let mi = 0;
  let ri = 0;
  while (mi < m.length && ri < r.length) {
    const slot = m[mi] as string;
    const c = r[ri] as string;
    if (isToken(slot)) {
      const placed = fit(slot, c);
      if (placed !== null) {
        out += pending + placed;
        pending = '';
        mi += 1;
      }
      ri += 1;
    } else if (c === slot) {
      out += pending + slot;
      pending = '';
      mi += 1;
      ri += 1;
    } else {
      pending += slot;
      mi += 1;
    }
  }
  return out;
}

/** Whether a value fills the whole mask, every token with a fitting character and every literal in place. */
export function isMaskComplete(mask: string, value: string): boolean {
  const m = [...mask];
  const v = [...value];
  if (m.length !== v.length) return false;
  return m.every((slot, i) => {
    const c = v[i] as string;
    return isToken(slot) ? satisfies(slot, c) : c === slot;
  });
}

/** The characters of a value that fill the mask's tokens, without the literals ("(555) 123-4" -> "5551234"). */
export function unmask(mask: string, value: string): string {
  const masked = [...applyMask(mask, value)];
  const m = [...mask];
  return masked.filter((_, i) => isToken(m[i] as string)).join('');
}
