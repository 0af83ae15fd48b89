import {
  CHECKABLE_ENTRIES,
  type CheckableEntry,
  type DiverFile,
  type updateDiverFile as updateCall,
} from '@club/shared/api/diver-files';
import type { Aptitude } from '@club/shared/domain/aptitudes';
import type { z } from 'zod';
import type { StoredCheck } from '../../db/schema/diver-files.ts';
import type { Database, Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { canManageClub, isMemberOf } from '../../platform/http/policy.ts';
import { checkDay, dayOf } from './days.ts';
import { assignedOf, diverFileOf, qualificationsOf, type StoredChecks } from './file-view.ts';
import { loadMemberDiverFiles, type MemberDiverFile } from './papers-of.ts';
import { nameOfUser, saveDiverFile } from './queries.ts';

type DiverFileInput = z.output<(typeof updateCall)['body']>;

/** A member of the host's club; another club's member, or nobody, is a 404 as on every call. */
async function clubMember(db: Executor, clubId: number, userId: number): Promise<MemberDiverFile> {
  const [member] = await loadMemberDiverFiles(db, clubId, [userId]);
  if (!member) throw notFound('No such member on this site');
  return member;
}

const isSelf = (scope: ClubScope<Actor>, userId: number) =>
  isMemberOf(scope.actor, scope.club) && scope.actor.userId === userId;

/** The member themself, the club's managers and the super administrator read a file. */
export async function getDiverFile(
  db: Database,
  scope: ClubScope<Actor>,
  input: { userId: number; on?: string },
): Promise<DiverFile> {
  const day = dayOf(scope.club, input.on);
  const member = await clubMember(db, scope.club.id, input.userId);
  if (!isSelf(scope, member.userId) && !canManageClub(scope.actor, scope.club)) {
    throw forbidden("Only the member and the club's managers read a diver's file");
  }
  return diverFileOf(member, day);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** What each checkable entry holds, to tell which ones a write changes. */
function entryValues(member: MemberDiverFile, file: FileValues): Record<CheckableEntry, string> {
  return {
    level: JSON.stringify([member.organism, member.divingLevel]),
    qualifications: [...file.qualifications].sort().join(),
    licence: JSON.stringify([file.licenceNumber, file.licenceSeason]),
    medical_certificate: String(file.medicalCertificateDate),
    membership: String(file.membershipUntil),
    parental_consent: String(file.parentalConsent),
  };
}

interface FileValues {
  licenceNumber: string | null;
  licenceSeason: number | null;
  medicalCertificateDate: string | null;
  membershipUntil: string | null;
  parentalConsent: boolean;
  qualifications: string[];
}

function storedValues(member: MemberDiverFile): FileValues {
  const file = member.file;
  return {
    licenceNumber: file?.licenceNumber ?? null,
    licenceSeason: file?.licenceSeason ?? null,
    medicalCertificateDate: file?.medicalCertificateDate ?? null,
    membershipUntil: file?.membershipUntil ?? null,
    parentalConsent: file?.parentalConsent ?? false,
    qualifications: qualificationsOf(file?.qualifications ?? []),
  };
}

/** The entries whose value differs between two states of a file. */
function changedEntries(member: MemberDiverFile, before: FileValues, after: FileValues): Set<CheckableEntry> {
  const old = entryValues(member, before);
  const now = entryValues(member, after);
  return new Set(CHECKABLE_ENTRIES.filter((entry) => old[entry] !== now[entry]));
}

/**
 * The checks after a manager's write: each entry they vouch for keeps its stamp unless it was not
 * checked or its value changed (then it gets theirs); every other entry becomes declared.
 */
function vouchedChecks(
  before: StoredChecks,
  vouched: readonly CheckableEntry[],
  changed: Set<CheckableEntry>,
  stamp: StoredCheck,
): StoredChecks {
  const checks: StoredChecks = {};
  for (const entry of new Set(vouched)) {
    const kept = before[entry];
    checks[entry] = kept && !changed.has(entry) ? kept : stamp;
  }
  return checks;
}

/** The checks after the member's own write: what they changed becomes declared, the rest stays. */
function declaredChecks(before: StoredChecks, changed: Set<CheckableEntry>): StoredChecks {
  return Object.fromEntries(
    Object.entries(before).filter(([entry]) => !changed.has(entry as CheckableEntry)),
  );
}

/** The assignment the write asks for when it differs from the stored one; null: unchanged. */
function assignmentChange(
  member: MemberDiverFile,
  requested: readonly string[] | undefined,
): Aptitude[] | null {
  if (requested === undefined) return null;
  const wanted = assignedOf(requested);
  return sameList(assignedOf(member.file?.assignedAptitudes ?? []), wanted) ? null : wanted;
}

/** The columns of an assignment: who assigned it and when, cleared with it. */
function assignmentColumns(aptitudes: Aptitude[], stamp: StoredCheck) {
  const given = aptitudes.length > 0;
  return {
    assignedAptitudes: aptitudes,
    assignedById: given ? stamp.byId : null,
    assignedByName: given ? stamp.byName : null,
    assignedAt: given ? new Date(stamp.at) : null,
  };
}

/** What only a manager may send: a member writing their own file is refused it (403). */
function refuseManagersPart(input: DiverFileInput, assignment: Aptitude[] | null): void {
  if ((input.Checked?.length ?? 0) > 0) throw forbidden('Only a manager checks the entries of a file');
  if (assignment !== null) throw forbidden('Only a manager assigns aptitudes');
}

const valuesOf = (input: DiverFileInput): FileValues => ({
  licenceNumber: input.Licence_number || null,
  licenceSeason: input.Licence_season,
  medicalCertificateDate: input.Medical_certificate_date,
  membershipUntil: input.Membership_until,
  parentalConsent: input.Parental_consent,
  qualifications: qualificationsOf(input.Qualifications),
});

/**
 * Writes a member's papers (see the call's summary). Every refusal comes before anything is written.
 */
export async function updateDiverFile(
  db: Database,
  scope: ClubScope<Actor>,
  input: DiverFileInput,
): Promise<DiverFile> {
  for (const field of ['Medical_certificate_date', 'Membership_until'] as const)
    checkDay(field, input[field]);
  const managing = canManageClub(scope.actor, scope.club);
  const clubId = scope.club.id;
  await db.transaction(async (tx) => {
    const member = await clubMember(tx, clubId, input.User_id);
    if (!managing && !isSelf(scope, member.userId)) {
      throw forbidden("Only the member and the club's managers write a diver's file");
    }
    const assignment = assignmentChange(member, input.Assigned_aptitudes);
    if (!managing) refuseManagersPart(input, assignment);
    const after = valuesOf(input);
    const changed = changedEntries(member, storedValues(member), after);
    const storedChecks = member.file?.checks ?? {};
    if (!managing) {
      await saveDiverFile(tx, member, { ...after, checks: declaredChecks(storedChecks, changed) });
      return;
    }
    const stamp: StoredCheck = {
      byId: scope.actor.userId,
      byName: await nameOfUser(tx, scope.club.id, scope.actor.userId),
      at: new Date().toISOString(),
    };
    await saveDiverFile(tx, member, {
      ...after,
      checks: vouchedChecks(storedChecks, input.Checked ?? [], changed, stamp),
      ...(assignment === null ? {} : assignmentColumns(assignment, stamp)),
    });
  });
  return diverFileOf(await clubMember(db, clubId, input.User_id), dayOf(scope.club, undefined));
}
