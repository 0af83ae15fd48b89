/** Formatters kept by language and options: making one is the costly part (a list writes dozens of dates). */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function keptFormatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let kept = formatters.get(key);
  if (kept === undefined) {
    kept = new Intl.DateTimeFormat(language, options);
    formatters.set(key, kept);
  }
  return kept;
}
