/** Fills a documented path's placeholders, each value URL-encoded. */
export function buildPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

const ROW_ID_MAX = 2_147_483_647;

/**
 * A row id read from an address (`/news/12`) as the contract's `idField` reads it, without zod (the
 * browser's first load): null when it is not a positive integer of the id column's range.
 */
export function rowIdOf(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= ROW_ID_MAX ? id : null;
}
