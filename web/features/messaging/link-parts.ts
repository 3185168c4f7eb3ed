export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and www. ones; trailing punctuation stays text ("see https://x.org.")
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING_CHAR = /[.,;:!?)\]}'"]/;
const count = (s: string, c: string) => s.split(c).length - 1;

/** The address without trailing punctuation, keeping closing parentheses that close one of its own. */
const trimTrailing = (raw: string): string => {
  let end = raw.length;
  while (end > 0 && TRAILING_CHAR.test(raw[end - 1]!)) {
    const head = raw.slice(0, end);
    if (raw[end - 1] === ')' && count(head, '(') >= count(head, ')')) break;
    end--;
  }
  return raw.slice(0, end);
};

/**
 * Splits a message into plain text and web links, so links can be made clickable while the rest
 * stays text (nothing a user types is ever rendered as markup). Only http and https links: a
 * `javascript:` or `data:` address stays text.
 */
export const linkParts = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const raw = trimTrailing(match[0]);
    if (!/[a-z0-9]/i.test(raw.replace(/^(https?:\/\/|www\.)/i, ''))) continue;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'link', text: raw, href: raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw });
    at = start + raw.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
};
