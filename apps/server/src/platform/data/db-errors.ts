/** A unique index refused the row (two requests raced past the check before it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A foreign key refused the row: it points at no row, or (a (club_id, id) key) at another club's row. */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23503' && name === constraint) return true;
  }
  return false;
}
