/** What a manager's and the super administrator's club settings share: the club as its administration shows it, and its languages. */
import type { ClubAdmin } from '@club/shared/api/clubs';
import { errorCodes } from '@club/shared/api/errors';
import type { Database, Executor } from '../../platform/data/db.ts';
import { AppError, invalidInput } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { findManager, listAllLanguages } from './queries.ts';
import { clubLanguagesOf, toPublicClub } from './service.ts';

export async function toClubAdmin(db: Executor, row: ClubRow): Promise<ClubAdmin> {
  const manager = await findManager(db, row);
  return {
    ...toPublicClub(row, await clubLanguagesOf(db as Database, row.id)),
    Email: row.email,
    Manager: manager && {
      Id: manager.id,
      Firstname: manager.firstname,
      Lastname: manager.lastname,
      Email: manager.email,
      Phone: manager.phone,
      Function: manager.jobTitle,
    },
  };
}

/** Language keys -> ids of known languages, in order, without repeats; at least one (language_required). */
export async function languageIdsOf(db: Executor, keys: string[]): Promise<number[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) {
    throw new AppError(400, errorCodes.languageRequired, 'A club needs at least one language');
  }
  const known = await listAllLanguages(db);
  return unique.map((key) => {
    const language = known.find((candidate) => candidate.key === key);
    if (!language) throw invalidInput(`Unknown language ${key}`);
    return language.id;
  });
}
