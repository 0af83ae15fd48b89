/**
 * Search as French users type it: without accents, in any case, by the start of words. "gabin",
 * "gabiniere" and "GABINIÈRE" all find "La Gabinière"; "hyeres" and "porquerolles" find
 * "Hyères (Porquerolles)"; "cote d'azur" finds "Provence-Alpes-Côte d'Azur".
 */

/** Letters that Unicode does not decompose into a base letter and marks. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

/** The text in lower case without accents (NFD, combining marks removed) nor ligatures. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđ]/g, (letter) => LIGATURES[letter] ?? letter);
}

/** The folded words of a text: what lies between spaces, hyphens, apostrophes and other punctuation. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Whether a text answers a query: each word of the query starts a word of the text, in any order.
 * An empty query (or one of punctuation only) matches everything.
 */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const wanted = searchWords(query);
  if (wanted.length === 0) return true;
  const words = texts.flatMap((text) => (text ? searchWords(text) : []));
  return wanted.every((prefix) => words.some((word) => word.startsWith(prefix)));
}
