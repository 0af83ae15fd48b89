const QUOTE = 34; // "
const BACKSLASH = 92; // \
const OPEN_ARRAY = 91; // [
const CLOSE_ARRAY = 93; // ]
const OPEN_OBJECT = 123; // {
const CLOSE_OBJECT = 125; // }

/**
 * Whether JSON text nests arrays or objects deeper than `max`: one linear pass that skips strings,
 * so it costs less than the parse it guards and never recurses. Malformed text is left to JSON.parse.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth++;
      if (depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
