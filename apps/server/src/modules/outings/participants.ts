import type { PaperProblem } from '@club/shared/api/diver-files';
import { errorCodes } from '@club/shared/api/errors';
import type { Outing, Participant, Participants, setParticipant } from '@club/shared/api/outings';
import { certificationStep } from '@club/shared/domain/certification-scale';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import { canManageClub, isMemberOf } from '../../platform/http/policy.ts';
import { takeOutOfPalanquees } from '../dive-plans/participant-leaves.ts';
import { aptitudesOfMember, papersOn } from '../diver-files/papers-of.ts';
import { enqueueOutingPapersReminder } from '../diver-files/reminders.ts';
import {
  levelRefusal,
  paperRefusal,
  type SignUpPaperProblem,
  toPaperWarning,
} from '../diver-files/sign-up-papers.ts';
import { noSuchOuting, readOuting } from './outing-reads.ts';
import { overrideFor, type PapersView, papersCheck, papersView } from './participant-papers.ts';
import {
  countConfirmed,
  deleteParticipant,
  findClubUser,
  findParticipant,
  insertParticipant,
  listParticipants,
  moveToWaitingEnd,
  type ParticipantWithUser,
  updateParticipant,
} from './participants-queries.ts';
import { findOuting, lockOuting, type OutingRow } from './queries.ts';
import { giveFreeSeats } from './seats.ts';

export type ParticipantChange = z.output<(typeof setParticipant)['body']>;

const signUpClosed = () => new AppError(409, errorCodes.signUpClosed, 'Sign-up for this outing is closed');

/** Only a member of the club signs up: the super administrator's account belongs to no club. */
function clubMember(scope: ClubScope<Actor>): Actor {
  if (!isMemberOf(scope.actor, scope.club))
    throw forbidden('Only members of this club sign up for its outings');
  return scope.actor;
}

/** The outing locked for this transaction (see `lockOuting`); 404 when the club has none of this id. */
async function lockedOuting(tx: Executor, clubId: number, outingId: number): Promise<OutingRow> {
  const outing = await lockOuting(tx, clubId, outingId);
  if (!outing) throw noSuchOuting();
  return outing;
}

const isClosed = (outing: OutingRow, now: Date) => now.getTime() > outing.signUpDeadline.getTime();

/**
 * Signs the member up: confirmed while seats are left, else at the end of the waiting list. One
 * transaction holds the outing's row, so members signing up at the same moment are counted one after
 * the other, in the order they got it. Signing up again changes nothing.
 */
export async function signUp(
  db: Database,
  scope: ClubScope<Actor>,
  input: { outingId: number; language: string },
): Promise<Outing & { Paper_warnings: PaperProblem[] }> {
  const actor = clubMember(scope);
  const clubId = scope.club.id;
  let warnings: SignUpPaperProblem[] = [];
  await db.transaction(async (tx) => {
    const outing = await lockedOuting(tx, clubId, input.outingId);
    if (await findParticipant(tx, clubId, outing.id, actor.userId)) return;
    if (isClosed(outing, new Date())) throw signUpClosed();
    const user = await findClubUser(tx, clubId, actor.userId);
    if (certificationStep(user?.organism ?? null, user?.divingLevel ?? null) < outing.minCertificationStep) {
      throw new AppError(
        403,
        errorCodes.levelTooLow,
        'Your certification is below the minimum of this outing',
      );
    }
    const papers = await papersCheck(tx, scope, outing, actor.userId);
    const blocking = papers.problems.find((problem) => problem.mode === 'block');
    if (blocking) throw paperRefusal(blocking, papers.day);
    if (papers.levelNotChecked) throw levelRefusal();
    const confirmed = await countConfirmed(tx, clubId, outing.id);
    const status = confirmed < outing.seats ? 'confirmed' : 'waiting';
    await insertParticipant(tx, clubId, { outingId: outing.id, userId: actor.userId, status });
    warnings = papers.problems;
    if (warnings.length > 0) {
      await enqueueOutingPapersReminder(tx, { clubId, outingId: outing.id, userId: actor.userId });
    }
  });
  const outing = await readOuting(db, clubId, input.outingId, {
    language: input.language,
    userId: actor.userId,
  });
  return { ...outing, Paper_warnings: warnings.map(toPaperWarning) };
}

/**
 * Cancels the member's sign-up until the deadline; their seat goes to the first waiting member, and
 * they leave the palanquées of the outing's dives.
 */
export async function cancelSignUp(
  db: Database,
  scope: ClubScope<Actor>,
  input: { outingId: number; language: string },
): Promise<Outing> {
  const actor = clubMember(scope);
  const clubId = scope.club.id;
  await db.transaction(async (tx) => {
    const outing = await lockedOuting(tx, clubId, input.outingId);
    if (!(await findParticipant(tx, clubId, outing.id, actor.userId))) return;
    const now = new Date();
    if (isClosed(outing, now)) throw signUpClosed();
    const status = await deleteParticipant(tx, clubId, outing.id, actor.userId);
    await takeOutOfPalanquees(tx, scope.club, outing.id, actor.userId);
    if (status === 'confirmed') await giveFreeSeats(tx, outing, { now });
  });
  return readOuting(db, clubId, input.outingId, { language: input.language, userId: actor.userId });
}

/**
 * Members see who is going by first name; whoever manages the club sees names, e-mails, levels, and
 * with `papers` their papers on the outing's day, their aptitudes and why they were let in anyway.
 */
function toParticipant(
  row: ParticipantWithUser,
  position: number,
  full: boolean,
  papers: PapersView | null,
): Participant {
  const member = full ? papers?.members.get(row.userId) : undefined;
  return {
    User_id: row.userId,
    Firstname: row.firstname,
    Lastname: full ? row.lastname : null,
    Email: full ? row.email : null,
    Avatar_url: row.avatarUrl,
    Level_step: full ? certificationStep(row.organism, row.divingLevel) : null,
    Status: row.status === 'confirmed' ? 'confirmed' : 'waiting',
    Position: position,
    Attended: row.attended,
    Signed_up_at: row.signedUpAt.toISOString(),
    Papers: member && papers ? papersOn(member, papers.day) : null,
    Aptitudes: member ? aptitudesOfMember(member) : null,
    Override_reason: full ? row.overrideReason : null,
  };
}

export function toParticipants(
  rows: ParticipantWithUser[],
  full: boolean,
  papers: PapersView | null = null,
): Participants {
  const inList = (status: string) =>
    rows
      .filter((row) => row.status === status)
      .map((row, index) => toParticipant(row, index + 1, full, papers));
  return { Confirmed: inList('confirmed'), Waiting: inList('waiting') };
}

/**
 * The outing's participants (404 when the club has no such outing), confirmed then waiting, in order,
 * with the outing.
 */
export async function participantRows(db: Executor, clubId: number, outingId: number) {
  const outing = await findOuting(db, clubId, outingId);
  if (!outing) throw noSuchOuting();
  return { outing, rows: await listParticipants(db, clubId, outingId) };
}

export async function getParticipants(
  db: Database,
  scope: ClubScope<Actor>,
  outingId: number,
): Promise<Participants> {
  const { outing, rows } = await participantRows(db, scope.club.id, outingId);
  if (!canManageClub(scope.actor, scope.club)) return toParticipants(rows, false);
  return toParticipants(rows, true, await papersView(db, scope.club, outing, rows));
}

/**
 * The manager adds a member of the club, whatever their level or the deadline, moves them between
 * confirmed and waiting, removes them, or marks them attended. Confirming past the seats is theirs to
 * decide; a seat their change frees goes to the first waiting member (not to the one they moved), and
 * whoever is removed or moved to the waiting list leaves the palanquées of the outing's dives.
 * Adding a member whose papers fail the club's checks takes a reason (see `overrideFor`).
 */
export async function setParticipantStatus(
  db: Database,
  scope: ClubScope<Actor>,
  input: ParticipantChange,
): Promise<Participants> {
  const clubId = scope.club.id;
  await db.transaction(async (tx) => {
    const outing = await lockedOuting(tx, clubId, input.outing_id);
    if (!(await findClubUser(tx, clubId, input.user_id))) throw notFound('No such member in this club');
    const current = await findParticipant(tx, clubId, outing.id, input.user_id);
    const now = new Date();
    const ids = [clubId, outing.id, input.user_id] as const;
    if (input.status === 'removed') {
      const status = await deleteParticipant(tx, ...ids);
      await takeOutOfPalanquees(tx, scope.club, outing.id, input.user_id);
      if (status === 'confirmed') await giveFreeSeats(tx, outing, { now });
      return;
    }
    const override = current === null ? await overrideFor(tx, scope, outing, input) : null;
    if (override !== null) {
      await enqueueOutingPapersReminder(tx, { clubId, outingId: outing.id, userId: input.user_id });
    }
    if (input.status === 'waiting') {
      if (current === null)
        await insertParticipant(tx, clubId, {
          outingId: outing.id,
          userId: input.user_id,
          status: 'waiting',
          ...override,
        });
      else if (current.status === 'confirmed') {
        await moveToWaitingEnd(tx, ...ids);
        await takeOutOfPalanquees(tx, scope.club, outing.id, input.user_id);
        await giveFreeSeats(tx, outing, { now, exceptUserId: input.user_id });
      }
      return;
    }
    const attended = input.status === 'attended';
    if (current === null) {
      await insertParticipant(tx, clubId, {
        outingId: outing.id,
        userId: input.user_id,
        status: 'confirmed',
        attended,
        ...override,
      });
    } else {
      await updateParticipant(tx, ...ids, { status: 'confirmed', attended });
    }
  });
  const { outing, rows } = await participantRows(db, clubId, input.outing_id);
  return toParticipants(rows, true, await papersView(db, scope.club, outing, rows));
}
