import { dayIn } from '@club/shared/domain/diver-file';
import { isDivingOuting } from '@club/shared/domain/outings';
import type { Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { loadMemberDiverFiles, type MemberDiverFile } from '../diver-files/papers-of.ts';
import {
  findSignUpPaperRules,
  levelNotChecked,
  paperProblemsOn,
  paperRefusal,
} from '../diver-files/sign-up-papers.ts';
import type { ParticipantWithUser } from './participants-queries.ts';
import type { OutingRow } from './queries.ts';

/**
 * The participants' papers (issue 34): checked on the outing's day when a member signs up or the
 * manager adds one, and shown to whoever manages the club in the list and its export.
 */

/** The outing's day: the date of its start where the club is. */
const outingDay = (outing: { startsAt: Date }, timeZone: string) => dayIn(timeZone, outing.startsAt);

/**
 * The papers of the member that fail the club's checks on the outing's day (none for an outing that
 * does not dive), and whether a declared level is all that meets its minimum.
 */
export async function papersCheck(tx: Executor, scope: ClubScope, outing: OutingRow, userId: number) {
  if (!isDivingOuting(outing.kind)) return { problems: [], levelNotChecked: false, day: '' };
  const day = outingDay(outing, scope.club.timeZone);
  const rules = await findSignUpPaperRules(tx, scope.club.id);
  const [member] = await loadMemberDiverFiles(tx, scope.club.id, [userId]);
  if (!member) throw notFound('No such member in this club');
  return {
    problems: paperProblemsOn(member, rules, day),
    levelNotChecked: levelNotChecked(member, rules, outing.minCertificationStep),
    day,
  };
}

/** What whoever manages the club sees of a participant's papers on the outing's day (null for members). */
export interface PapersView {
  day: string;
  members: ReadonlyMap<number, MemberDiverFile>;
}

/** The participants' papers on the outing's day, for whoever manages the club. */
export async function papersView(
  db: Executor,
  club: { id: number; timeZone: string },
  outing: { startsAt: Date },
  rows: ParticipantWithUser[],
): Promise<PapersView> {
  const members = await loadMemberDiverFiles(
    db,
    club.id,
    rows.map((row) => row.userId),
  );
  return {
    day: outingDay(outing, club.timeZone),
    members: new Map(members.map((member) => [member.userId, member])),
  };
}

/**
 * What adding the member needs: nothing when their papers pass the club's checks on the outing's day;
 * else the manager's reason, kept with who gave it and when (without one, the sign-up's refusal).
 */
export async function overrideFor(
  tx: Executor,
  scope: ClubScope<Actor>,
  outing: OutingRow,
  input: { user_id: number; reason?: string | null | undefined },
): Promise<{ overrideReason: string; overrideById: number; overrideAt: Date } | null> {
  const { problems, day } = await papersCheck(tx, scope, outing, input.user_id);
  const [first] = problems;
  if (first === undefined) return null;
  const reason = input.reason?.trim() ?? '';
  if (reason === '') throw paperRefusal(first, day);
  return { overrideReason: reason, overrideById: scope.actor.userId, overrideAt: new Date() };
}
