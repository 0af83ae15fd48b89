import {
  CHECKABLE_ENTRIES,
  type CheckableEntry,
  type DiverFile,
  type EntryCheck,
} from '@club/shared/api/diver-files';
import {
  type Aptitude,
  isAptitude,
  isQualification,
  type Qualification,
} from '@club/shared/domain/aptitudes';
import type { StoredCheck } from '../../db/schema/diver-files.ts';
import { aptitudesOfMember, type MemberDiverFile, papersOn } from './papers-of.ts';

/** The name of an entry in the API's `Checks` object. */
const CHECK_NAMES: Record<CheckableEntry, keyof DiverFile['Checks']> = {
  level: 'Level',
  qualifications: 'Qualifications',
  licence: 'Licence',
  medical_certificate: 'Medical_certificate',
  membership: 'Membership',
  parental_consent: 'Parental_consent',
};

export type StoredChecks = Partial<Record<string, StoredCheck>>;

function checkOf(stored: StoredCheck | undefined): EntryCheck {
  if (!stored) return { Checked: false, Checked_by_name: null, Checked_at: null };
  return { Checked: true, Checked_by_name: stored.byName, Checked_at: stored.at };
}

function checksOf(stored: StoredChecks): DiverFile['Checks'] {
  const checks = {} as DiverFile['Checks'];
  for (const entry of CHECKABLE_ENTRIES) checks[CHECK_NAMES[entry]] = checkOf(stored[entry]);
  return checks;
}

/** The stored list, known codes only, once each (a code dropped from the contract is not shown). */
export const qualificationsOf = (codes: readonly string[]): Qualification[] => [
  ...new Set(codes.filter(isQualification)),
];
export const assignedOf = (codes: readonly string[]): Aptitude[] => [...new Set(codes.filter(isAptitude))];

/** A member's file as the API answers it, with each paper's state on `day`. */
export function diverFileOf(member: MemberDiverFile, day: string): DiverFile {
  const file = member.file;
  return {
    User_id: member.userId,
    Club_id: member.clubId,
    Firstname: member.firstname,
    Lastname: member.lastname,
    Email: member.email,
    Birthdate: member.birthdate,
    Organism: member.organism,
    Diving_level: member.divingLevel,
    Licence_number: file?.licenceNumber ?? null,
    Licence_season: file?.licenceSeason ?? null,
    Medical_certificate_date: file?.medicalCertificateDate ?? null,
    Membership_until: file?.membershipUntil ?? null,
    Parental_consent: file?.parentalConsent ?? false,
    Qualifications: qualificationsOf(file?.qualifications ?? []),
    Assigned_aptitudes: assignedOf(file?.assignedAptitudes ?? []),
    Assigned_by_name: file?.assignedByName ?? null,
    Assigned_at: file?.assignedAt?.toISOString() ?? null,
    Aptitudes: aptitudesOfMember(member),
    On: day,
    Papers: papersOn(member, day),
    Checks: checksOf(file?.checks ?? {}),
  };
}
