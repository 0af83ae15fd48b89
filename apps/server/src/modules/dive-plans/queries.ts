import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  divePalanqueeMembers,
  divePalanquees,
  dives,
  diveWishes,
  outingRoles,
} from '../../db/schema/dive-plans.ts';
import { outingParticipants } from '../../db/schema/outings.ts';
import { spots } from '../../db/schema/spots.ts';
import { users } from '../../db/schema/users.ts';
import { ofClub, ofClubOrClubless, sameClubAs } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/**
 * Reads of an outing's dive plan: its roles, dives, palanquées and their members, and the participants
 * with their dive wishes. Every query takes the club's id: a row of another club is never read. The
 * writes are in write-queries.ts.
 */

export type RolesRow = typeof outingRoles.$inferSelect;
export type DiveRow = typeof dives.$inferSelect;
export type PalanqueeRow = typeof divePalanquees.$inferSelect;

export interface PalanqueeMemberRow {
  palanqueeId: number;
  userId: number;
  role: string;
}

/** A participant of the outing with their wishes (null columns: not given). */
export interface DivePlanParticipantRow {
  userId: number;
  status: string;
  waitingListOrder: number;
  intent: string | null;
  trainingToward: string | null;
  gas: string | null;
  buddyUserId: number | null;
  tankLitres: number | null;
}

export function findRoles(db: Executor, clubId: number, outingId: number): Promise<RolesRow | null> {
  return db
    .select()
    .from(outingRoles)
    .where(ofClub(outingRoles, clubId, eq(outingRoles.outingId, outingId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The outing's dives in the day's order. */
export function listDives(db: Executor, clubId: number, outingId: number): Promise<DiveRow[]> {
  return db
    .select()
    .from(dives)
    .where(ofClub(dives, clubId, eq(dives.outingId, outingId)))
    .orderBy(asc(dives.diveIndex));
}

/** The palanquées of these dives, by dive then number. */
export function listPalanquees(db: Executor, clubId: number, diveIds: number[]): Promise<PalanqueeRow[]> {
  if (diveIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(divePalanquees)
    .where(ofClub(divePalanquees, clubId, inArray(divePalanquees.diveId, diveIds)))
    .orderBy(asc(divePalanquees.diveId), asc(divePalanquees.number));
}

/** The members of these palanquées: guide first, then divers, then extras, each by name. */
export function listPalanqueeMembers(
  db: Executor,
  clubId: number,
  palanqueeIds: number[],
): Promise<PalanqueeMemberRow[]> {
  if (palanqueeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      palanqueeId: divePalanqueeMembers.palanqueeId,
      userId: divePalanqueeMembers.userId,
      role: divePalanqueeMembers.role,
    })
    .from(divePalanqueeMembers)
    .innerJoin(users, sameClubAs(users, divePalanqueeMembers, eq(users.id, divePalanqueeMembers.userId)))
    .where(ofClub(divePalanqueeMembers, clubId, inArray(divePalanqueeMembers.palanqueeId, palanqueeIds)))
    .orderBy(asc(divePalanqueeMembers.palanqueeId), asc(users.lastname), asc(users.firstname), asc(users.id));
}

/**
 * The outing's dives starting after `after` where the user is in a palanquée, with whether each is signed.
 */
export function listDivesWithMemberAfter(
  db: Executor,
  clubId: number,
  outingId: number,
  userId: number,
  after: Date,
): Promise<{ diveId: number; signed: boolean }[]> {
  return db
    .selectDistinct({ diveId: dives.id, signed: sql<boolean>`${dives.signedAt} is not null` })
    .from(dives)
    .innerJoin(divePalanquees, sameClubAs(divePalanquees, dives, eq(divePalanquees.diveId, dives.id)))
    .innerJoin(
      divePalanqueeMembers,
      sameClubAs(
        divePalanqueeMembers,
        divePalanquees,
        eq(divePalanqueeMembers.palanqueeId, divePalanquees.id),
      ),
    )
    .where(
      ofClub(
        dives,
        clubId,
        eq(dives.outingId, outingId),
        gt(dives.startsAt, after),
        eq(divePalanqueeMembers.userId, userId),
      ),
    )
    .orderBy(asc(dives.id));
}

/** Every participant of the outing, confirmed or waiting, in arrival order, with their wishes. */
export function listDivePlanParticipants(
  db: Executor,
  clubId: number,
  outingId: number,
): Promise<DivePlanParticipantRow[]> {
  return db
    .select({
      userId: outingParticipants.userId,
      status: outingParticipants.status,
      waitingListOrder: outingParticipants.waitingListOrder,
      intent: diveWishes.intent,
      trainingToward: diveWishes.trainingToward,
      gas: diveWishes.gas,
      buddyUserId: diveWishes.buddyUserId,
      tankLitres: diveWishes.tankLitres,
    })
    .from(outingParticipants)
    .leftJoin(
      diveWishes,
      sameClubAs(
        diveWishes,
        outingParticipants,
        eq(diveWishes.outingId, outingParticipants.outingId),
        eq(diveWishes.userId, outingParticipants.userId),
      ),
    )
    .where(ofClub(outingParticipants, clubId, eq(outingParticipants.outingId, outingId)))
    .orderBy(asc(outingParticipants.waitingListOrder));
}

/** Which of these user ids are accounts of the club (any role). */
export async function listClubUserIdsAmong(
  db: Executor,
  clubId: number,
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ofClub(users, clubId, inArray(users.id, userIds)));
  return rows.map((row) => row.id);
}

/** A user's name as it signs a sheet (the super administrator's too, who belongs to no club). */
export async function findUserName(
  db: Executor,
  clubId: number,
  userId: number,
): Promise<{ firstname: string; lastname: string } | null> {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(ofClubOrClubless(users, clubId, eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

export interface DivePlanSpotRow {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** These spots of the club, with their coordinates for the safety sheet. */
export function listSpotsByIds(db: Executor, clubId: number, spotIds: number[]): Promise<DivePlanSpotRow[]> {
  if (spotIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: spots.id, name: spots.name, latitude: spots.latitude, longitude: spots.longitude })
    .from(spots)
    .where(ofClub(spots, clubId, inArray(spots.id, spotIds)));
}
