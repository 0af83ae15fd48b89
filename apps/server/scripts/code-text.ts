/**
 * A TypeScript file's text with what is not code blanked out: comments whole, and the contents of
 * strings, template literals (not their `${}` expressions) and regular expressions. Every other
 * character, newlines included, keeps its place, so an index into the result is one into the file.
 * A `/` starts a regular expression where an operand is expected (after an operator, an opening
 * bracket, a comma or a keyword such as `return`), a division elsewhere: the rule the language has.
 */
export function codeText(text: string): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let index = from; index < to; index += 1) if (out[index] !== '\n') out[index] = ' ';
  };
  /** For each `${` still open: the depth of braces at which its `}` returns to the template. */
  const templates: number[] = [];
  let braces = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    const next = text[index + 1];
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', index);
      const stop = end === -1 ? text.length : end;
      blank(index, stop);
      index = stop;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      const stop = end === -1 ? text.length : end + 2;
      blank(index, stop);
      index = stop;
    } else if (char === "'" || char === '"') {
      const stop = quotedEnd(text, index + 1, char);
      blank(index + 1, stop - 1);
      index = stop;
    } else if (char === '`' || (char === '}' && templates.at(-1) === braces)) {
      if (char === '}') templates.pop();
      const { stop, opensExpression } = templateTextEnd(text, index + 1);
      blank(index + 1, opensExpression ? stop - 2 : stop - 1);
      if (opensExpression) templates.push(braces);
      index = stop;
    } else if (char === '/' && expectsOperand(text, index)) {
      const stop = regexEnd(text, index + 1);
      blank(index + 1, stop - 1);
      index = stop;
    } else {
      if (char === '{') braces += 1;
      else if (char === '}') braces -= 1;
      index += 1;
    }
  }
  return out.join('');
}

/** The index after the quote that closes a string whose contents start at `from`. */
function quotedEnd(text: string, from: number, quote: string): number {
  let index = from;
  while (index < text.length && text[index] !== quote && text[index] !== '\n')
    index += text[index] === '\\' ? 2 : 1;
  return Math.min(index + 1, text.length);
}

/** The index after a template's closing backtick or after a `${` in it, whichever comes first. */
function templateTextEnd(text: string, from: number): { stop: number; opensExpression: boolean } {
  let index = from;
  while (index < text.length) {
    if (text[index] === '\\') index += 2;
    else if (text[index] === '`') return { stop: index + 1, opensExpression: false };
    else if (text[index] === '$' && text[index + 1] === '{')
      return { stop: index + 2, opensExpression: true };
    else index += 1;
  }
  return { stop: text.length, opensExpression: false };
}

/** The index after the slash that closes a regular expression whose body starts at `from`. */
function regexEnd(text: string, from: number): number {
  let index = from;
  let inClass = false;
  while (index < text.length && text[index] !== '\n') {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) break;
    index += 1;
  }
  return index + 1;
}

const operandKeywords = new Set(
  'return typeof instanceof in of new delete void throw case do else yield await'.split(' '),
);

/** Whether a `/` at `index` begins an operand (a regular expression) rather than dividing one. */
function expectsOperand(text: string, index: number): boolean {
  let before = index - 1;
  while (before >= 0 && /\s/.test(text[before] as string)) before -= 1;
  if (before < 0) return true;
  const char = text[before] as string;
  if (/[\w$]/.test(char)) {
    let start = before;
    while (start > 0 && /[\w$]/.test(text[start - 1] as string)) start -= 1;
    return operandKeywords.has(text.slice(start, before + 1));
  }
  return !/[)\]}'"`]/.test(char);
}
