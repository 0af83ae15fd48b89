import type { importRowSchema } from '@club/shared/api/diver-files';
import type { z } from 'zod';
import type { RowValues } from './import-rows.ts';
import type { MemberDiverFile } from './papers-of.ts';

type MatchedBy = NonNullable<z.infer<typeof importRowSchema>['Matched_by']>;

/** Names compared without case, accents, hyphens or extra spaces. */
const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s'’-]+/g, ' ')
    .trim();
const licenceKey = (licence: string) => licence.replace(/\s+/g, '').toUpperCase();

function indexBy(members: readonly MemberDiverFile[], keyOf: (member: MemberDiverFile) => string | null) {
  const found = new Map<string, MemberDiverFile[]>();
  for (const member of members) {
    const key = keyOf(member);
    if (key !== null) found.set(key, [...(found.get(key) ?? []), member]);
  }
  return found;
}

export interface Match {
  member: MemberDiverFile;
  by: MatchedBy;
}

/**
 * Finds a row's member among the club's: by licence number, else e-mail (any case), else last and
 * first name (any case or accents) with the birth date. A key two members share finds neither.
 */
export function memberFinder(
  members: readonly MemberDiverFile[],
): (texts: RowValues['texts']) => Match | null {
  const byLicence = indexBy(members, (member) =>
    member.file?.licenceNumber ? licenceKey(member.file.licenceNumber) : null,
  );
  const byEmail = indexBy(members, (member) => member.email.toLowerCase());
  const nameAndBirth = (last: string, first: string, birthdate: string) =>
    `${nameKey(last)}|${nameKey(first)}|${birthdate}`;
  const byName = indexBy(members, (member) =>
    member.birthdate ? nameAndBirth(member.lastname, member.firstname, member.birthdate) : null,
  );
  return (texts) => {
    const keys: [MatchedBy, Map<string, MemberDiverFile[]>, string | null][] = [
      ['licence_number', byLicence, texts.licence_number ? licenceKey(texts.licence_number) : null],
      ['email', byEmail, texts.email ? texts.email.toLowerCase() : null],
      [
        'name_and_birthdate',
        byName,
        texts.lastname && texts.firstname && texts.birthdate
          ? nameAndBirth(texts.lastname, texts.firstname, texts.birthdate)
          : null,
      ],
    ];
    for (const [by, index, key] of keys) {
      const found = key === null ? [] : (index.get(key) ?? []);
      if (found.length === 1) return { member: found[0] as MemberDiverFile, by };
    }
    return null;
  };
}
