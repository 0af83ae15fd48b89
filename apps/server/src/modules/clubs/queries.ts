import { asc, eq } from 'drizzle-orm';
import { clubLanguages, clubs } from '../../db/schema/clubs.ts';
import { languages } from '../../db/schema/reference.ts';
import type { Executor } from '../../platform/db.ts';

export function findClubByAlias(db: Executor, alias: string) {
  return db
    .select()
    .from(clubs)
    .where(eq(clubs.alias, alias))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The club's languages in its order; the first is the club's default language. */
export function listClubLanguages(db: Executor, clubId: number) {
  return db
    .select({ id: languages.id, key: languages.key })
    .from(clubLanguages)
    .innerJoin(languages, eq(languages.id, clubLanguages.languageId))
    .where(eq(clubLanguages.clubId, clubId))
    .orderBy(asc(clubLanguages.position), asc(languages.id));
}
