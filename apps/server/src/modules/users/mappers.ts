import type { User } from '@club/shared/api/users';
import type { UserRow } from './queries.ts';

/** The user as the API shows them to themself; never the password hash. */
export function toUser(row: UserRow): User {
  return {
    Id: row.id,
    Club_id: row.clubId,
    Role: row.role,
    Lastname: row.lastname,
    Firstname: row.firstname,
    Nickname: row.nickname,
    Email: row.email,
    Country_id: row.countryId,
    Gender: row.gender,
    Birthdate: row.birthdate,
    Practice_type: row.practiceType,
    Organism: row.organism,
    Diving_level: row.divingLevel,
    Avatar_url: row.avatarUrl,
    Facebook_id: row.facebookId,
    Language_key: row.languageKey,
  };
}
