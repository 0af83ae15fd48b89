import { errorCodes } from '@club/shared/api/errors';
import type { Outing, Participant, Participants, setParticipant } from '@club/shared/api/outings';
import { certificationStep } from '@club/shared/domain/certification-scale';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { ClubScope } from '../../platform/club-scope.ts';
import type { Database, Executor } from '../../platform/db.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { canManageClub, isMemberOf } from '../../platform/policy.ts';
import { noSuchOuting, readOuting } from './outing-reads.ts';
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

type ParticipantChange = z.output<(typeof setParticipant)['body']>;

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
): Promise<Outing> {
  const actor = clubMember(scope);
  const clubId = scope.club.id;
  await db.transaction(async (tx) => {
    const outing = await lockedOuting(tx, clubId, input.outingId);
    if (await findParticipant(tx, clubId, outing.id, actor.userId)) return;
    if (isClosed(outing, new Date())) throw signUpClosed();
    const user = await findClubUser(tx, clubId, actor.userId);
    if (certificationStep(user?.organism ?? null, user?.divingLevel ?? null) < outing.minLevel) {
      throw new AppError(
        403,
        errorCodes.levelTooLow,
        'Your certification is below the minimum of this outing',
      );
    }
    const confirmed = await countConfirmed(tx, clubId, outing.id);
    const status = confirmed < outing.seats ? 'confirmed' : 'waiting';
    await insertParticipant(tx, { clubId, outingId: outing.id, userId: actor.userId, status });
  });
  return readOuting(db, clubId, input.outingId, { language: input.language, userId: actor.userId });
}

/** Cancels the member's sign-up until the deadline; their seat goes to the first waiting member. */
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
    if (status === 'confirmed') await giveFreeSeats(tx, outing, { now });
  });
  return readOuting(db, clubId, input.outingId, { language: input.language, userId: actor.userId });
}

/** Members see who is going by first name; whoever manages the club sees names, e-mails and levels. */
function toParticipant(row: ParticipantWithUser, position: number, full: boolean): Participant {
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
  };
}

export function toParticipants(rows: ParticipantWithUser[], full: boolean): Participants {
  const inList = (status: string) =>
    rows.filter((row) => row.status === status).map((row, index) => toParticipant(row, index + 1, full));
  return { Confirmed: inList('confirmed'), Waiting: inList('waiting') };
}

/** The outing's participants (404 when the club has no such outing), confirmed then waiting, in order. */
export async function participantRows(db: Executor, clubId: number, outingId: number) {
  if (!(await findOuting(db, clubId, outingId))) throw noSuchOuting();
  return listParticipants(db, clubId, outingId);
}

export async function getParticipants(
  db: Database,
  scope: ClubScope<Actor>,
  outingId: number,
): Promise<Participants> {
  const rows = await participantRows(db, scope.club.id, outingId);
  return toParticipants(rows, canManageClub(scope.actor, scope.club));
}

/**
 * The manager adds a member of the club, whatever their level or the deadline, moves them between
 * confirmed and waiting, removes them, or marks them attended. Confirming past the seats is theirs to
 * decide; a seat their change frees goes to the first waiting member (not to the one they moved).
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
      if (status === 'confirmed') await giveFreeSeats(tx, outing, { now });
      return;
    }
    if (input.status === 'waiting') {
      if (current === null)
        await insertParticipant(tx, {
          clubId,
          outingId: outing.id,
          userId: input.user_id,
          status: 'waiting',
        });
      else if (current.status === 'confirmed') {
        await moveToWaitingEnd(tx, ...ids);
        await giveFreeSeats(tx, outing, { now, exceptUserId: input.user_id });
      }
      return;
    }
    const attended = input.status === 'attended';
    if (current === null) {
      await insertParticipant(tx, {
        clubId,
        outingId: outing.id,
        userId: input.user_id,
        status: 'confirmed',
        attended,
      });
    } else {
      await updateParticipant(tx, ...ids, { status: 'confirmed', attended });
    }
  });
  return toParticipants(await listParticipants(db, clubId, input.outing_id), true);
}
