import { asc } from 'drizzle-orm';
import { clubs } from '../../db/schema/clubs.ts';
import type { Executor } from '../../platform/data/db.ts';

/** Every club's name and alias, for the platform's public list of clubs. */
export function listClubDirectory(db: Executor) {
  return db
    .select({ name: clubs.name, alias: clubs.alias })
    .from(clubs)
    .orderBy(asc(clubs.name), asc(clubs.id));
}
