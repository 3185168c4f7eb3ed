/**
 * How deep a request's JSON may nest objects and arrays. The contract's bodies nest a few levels
 * (rows of a bulk import, a relay's legs, a series of attempts); anything past this bound is
 * refused with a 400 before it is parsed, so no code that walks a body (the NUL guard, validation, logging) ever
 * meets a value deep enough to exhaust the stack (issue 24: a deep body was a stack overflow, 500).
 */
import { badRequest, type HttpError } from './http-error';

export const MAX_JSON_DEPTH = 64;

export const DEPTH_MESSAGE = `must not nest objects and arrays more than ${MAX_JSON_DEPTH} levels deep`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text (a string, or its UTF-8 bytes) nests objects and arrays deeper than `max`: one
 * pass over the characters, brackets inside strings not counted, nothing parsed or allocated.
 * Malformed text is left to the parser (this only answers whether it is too deep to try).
 */
export const nestsDeeperThan = (text: string | Uint8Array, max: number = MAX_JSON_DEPTH): boolean => {
  const bytes = typeof text !== 'string';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    // the ASCII characters that matter read the same in UTF-16 and in UTF-8 (no multi-byte
    // sequence holds a byte below 0x80)
    const c = bytes ? text[i]! : text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && depth > 0) depth--;
  }
  return false;
};

/** The 400 for a value nested too deep, naming where (`body`, `query`, ...). */
export const tooDeep = (at: string): HttpError => badRequest(`${at}: ${DEPTH_MESSAGE}`, at);
