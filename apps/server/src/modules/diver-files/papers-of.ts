import type { Paper } from '@club/shared/api/diver-files';
import { type Aptitude, aptitudesOf } from '@club/shared/domain/aptitudes';
import { type PaperKind, type PaperStateOnDay, paperStatesOn } from '@club/shared/domain/diver-file';
import type { MemberDiverFile } from './member-diver-file-queries.ts';

/** A member's papers and aptitudes as the API shows them, from what member-diver-file-queries.ts reads. */

export {
  type DiverFileRow,
  loadMemberDiverFiles,
  type MemberDiverFile,
} from './member-diver-file-queries.ts';

/** Each paper's status on `day` (parental consent: null unless a minor on that day). */
export function paperStatesOfMember(
  member: MemberDiverFile,
  day: string,
): Record<PaperKind, PaperStateOnDay | null> {
  const file = member.file;
  return paperStatesOn(
    {
      medicalCertificateDate: file?.medicalCertificateDate ?? null,
      licenceSeason: file?.licenceSeason ?? null,
      membershipUntil: file?.membershipUntil ?? null,
      parentalConsent: file?.parentalConsent ?? false,
      birthdate: member.birthdate,
    },
    day,
  );
}

/** A status as the API shows it. */
export function paperOf(status: PaperStateOnDay): Paper {
  return { State: status.state, Valid_until: status.validUntil, Days_left: status.daysLeft };
}

/** The API's `Papers` object for a member on `day`. */
export function papersOn(member: MemberDiverFile, day: string) {
  const statuses = paperStatesOfMember(member, day);
  return {
    Medical_certificate: paperOf(statuses.medical_certificate as PaperStateOnDay),
    Licence: paperOf(statuses.licence as PaperStateOnDay),
    Membership: paperOf(statuses.membership as PaperStateOnDay),
    Parental_consent: statuses.parental_consent === null ? null : paperOf(statuses.parental_consent),
  };
}

/** Every aptitude the member holds (card, qualifications, assigned). */
export function aptitudesOfMember(member: MemberDiverFile): Aptitude[] {
  return aptitudesOf({
    organism: member.organism,
    level: member.divingLevel,
    qualifications: member.file?.qualifications ?? [],
    assigned: member.file?.assignedAptitudes ?? [],
  });
}
