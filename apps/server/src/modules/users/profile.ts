import type { profileFieldsSchema } from '@club/shared/api/users';
import { isLevelOf } from '@club/shared/domain/organisms';
import type { z } from 'zod';
import type { Executor } from '../../platform/data/db.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import { countryExists } from './queries.ts';

/** The profile fields a member fills in (their own, or a manager for them). */
type ProfileFields = z.output<typeof profileFieldsSchema>;

/** A real calendar day from 1900 to today (the schema checks only the `YYYY-MM-DD` shape). */
function isPlausibleBirthdate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && time <= Date.now();
}

/**
 * Checks what the schema cannot: texts the database can store, a real birth date, a level on the
 * organism's ladder and a country that exists.
 */
export async function checkProfile(db: Executor, fields: ProfileFields): Promise<void> {
  if ([fields.Lastname, fields.Firstname, fields.Nickname ?? ''].some((value) => value.includes('\0'))) {
    throw invalidInput('Names must not contain NUL characters');
  }
  if (fields.Birthdate !== null && !isPlausibleBirthdate(fields.Birthdate)) {
    throw invalidInput('Birthdate: not a real date between 1900 and today');
  }
  if (!isLevelOf(fields.Organism, fields.Diving_level)) {
    throw invalidInput('Diving_level: this level does not belong to the chosen organism');
  }
  if (fields.Country_id !== null && !(await countryExists(db, fields.Country_id))) {
    throw invalidInput('Country_id: no such country');
  }
}

export function profileColumns(fields: ProfileFields) {
  return {
    lastname: fields.Lastname,
    firstname: fields.Firstname,
    nickname: fields.Nickname,
    countryId: fields.Country_id,
    gender: fields.Gender,
    birthdate: fields.Birthdate,
    practiceType: fields.Practice_type,
    organism: fields.Organism,
    divingLevel: fields.Diving_level,
  };
}
