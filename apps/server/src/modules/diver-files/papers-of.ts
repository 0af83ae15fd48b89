import type { Paper } from '@club/shared/api/diver-files';
import { type Aptitude, aptitudesOf } from '@club/shared/domain/aptitudes';
import { type PaperKind, type PaperStatus, paperStatuses } from '@club/shared/domain/diver-papers';
import type { MemberPapers } from './member-papers-queries.ts';

/** A member's papers and aptitudes as the API shows them, from what member-papers-queries.ts reads. */

export { type DiverFileRow, loadMemberPapers, type MemberPapers } from './member-papers-queries.ts';

/** Each paper's status on `day` (parental consent: null unless a minor on that day). */
export function statusesOn(member: MemberPapers, day: string): Record<PaperKind, PaperStatus | null> {
  const file = member.file;
  return paperStatuses(
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
export function paperOf(status: PaperStatus): Paper {
  return { State: status.state, Valid_until: status.validUntil, Days_left: status.daysLeft };
}

/** The API's `Papers` object for a member on `day`. */
export function papersOn(member: MemberPapers, day: string) {
  const statuses = statusesOn(member, day);
  return {
    Medical_certificate: paperOf(statuses.medical_certificate as PaperStatus),
    Licence: paperOf(statuses.licence as PaperStatus),
    Membership: paperOf(statuses.membership as PaperStatus),
    Parental_consent: statuses.parental_consent === null ? null : paperOf(statuses.parental_consent),
  };
}

/** Every aptitude the member holds (card, qualifications, assigned). */
export function aptitudesOfMember(member: MemberPapers): Aptitude[] {
  return aptitudesOf({
    organism: member.organism,
    level: member.divingLevel,
    qualifications: member.file?.qualifications ?? [],
    assigned: member.file?.assignedAptitudes ?? [],
  });
}
