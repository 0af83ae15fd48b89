import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { clubLanguages, clubs } from '../../db/schema/clubs.ts';
import { outingContents, outingParticipants, outingSpots, outings } from '../../db/schema/outings.ts';
import { languages } from '../../db/schema/reference.ts';
import { spots } from '../../db/schema/spots.ts';
import { users } from '../../db/schema/users.ts';
import { ofClub, sameClubAs } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/**
 * What describes an outing, read by the outings themselves, by their dive plans (its spots, its title on
 * the safety sheet) and by the papers' reminders (its title in a mail): its texts in each language, its
 * spots, and what a mail about it to one member says. Every query takes the club's id.
 */

export interface OutingContentRow {
  outingId: number;
  languageId: number;
  languageKey: string;
  title: string;
  description: string;
  gearNotes: string;
}

export interface OutingSpotRow {
  outingId: number;
  spotId: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** The outings' texts, one row per language they are written in. */
export function listOutingContents(
  db: Executor,
  clubId: number,
  outingIds: number[],
): Promise<OutingContentRow[]> {
  if (outingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      outingId: outingContents.outingId,
      languageId: outingContents.languageId,
      languageKey: languages.key,
      title: outingContents.title,
      description: outingContents.description,
      gearNotes: outingContents.gearNotes,
    })
    .from(outingContents)
    .innerJoin(languages, eq(languages.id, outingContents.languageId))
    .where(ofClub(outingContents, clubId, inArray(outingContents.outingId, outingIds)))
    .orderBy(asc(outingContents.outingId), asc(languages.id));
}

/** The outings' spots, in the order the manager gave them. */
export function listOutingSpots(db: Executor, clubId: number, outingIds: number[]): Promise<OutingSpotRow[]> {
  if (outingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      outingId: outingSpots.outingId,
      spotId: spots.id,
      name: spots.name,
      latitude: spots.latitude,
      longitude: spots.longitude,
    })
    .from(outingSpots)
    .innerJoin(spots, sameClubAs(spots, outingSpots, eq(spots.id, outingSpots.spotId)))
    .where(ofClub(outingSpots, clubId, inArray(outingSpots.outingId, outingIds)))
    .orderBy(asc(outingSpots.outingId), asc(outingSpots.position));
}

/** What a mail about an outing to one member says: the member, the club, the outing in a language. */
export interface OutingMailContext {
  member: { email: string; firstname: string; languageKey: string };
  /** confirmed | waiting, or null when the member is no longer signed up. */
  status: string | null;
  club: { name: string; alias: string; timeZone: string };
  outing: { id: number; startsAt: Date; endsAt: Date; meetingPoint: string; title: string };
}

/**
 * The outing (of this club) and the member (of this club) a mail is about, with the outing's title in
 * the member's language, else the club's first language that has one, else any; null when the outing
 * or the member is gone.
 */
export async function findOutingMailContext(
  db: Executor,
  input: { clubId: number; outingId: number; userId: number },
): Promise<OutingMailContext | null> {
  const [row] = await db
    .select({
      email: users.email,
      firstname: users.firstname,
      languageKey: users.languageKey,
      clubName: clubs.name,
      clubAlias: clubs.alias,
      clubTimeZone: clubs.timeZone,
      startsAt: outings.startsAt,
      endsAt: outings.endsAt,
      meetingPoint: outings.meetingPoint,
      status: outingParticipants.status,
    })
    .from(outings)
    .innerJoin(clubs, eq(clubs.id, outings.clubId))
    .innerJoin(users, sameClubAs(users, outings, eq(users.id, input.userId)))
    .leftJoin(
      outingParticipants,
      sameClubAs(
        outingParticipants,
        outings,
        eq(outingParticipants.outingId, outings.id),
        eq(outingParticipants.userId, users.id),
      ),
    )
    .where(ofClub(outings, input.clubId, eq(outings.id, input.outingId)));
  if (!row) return null;
  const [content] = await db
    .select({ title: outingContents.title })
    .from(outingContents)
    .innerJoin(languages, eq(languages.id, outingContents.languageId))
    .leftJoin(
      clubLanguages,
      sameClubAs(clubLanguages, outingContents, eq(clubLanguages.languageId, languages.id)),
    )
    .where(ofClub(outingContents, input.clubId, eq(outingContents.outingId, input.outingId)))
    .orderBy(
      desc(sql`${languages.key} = ${row.languageKey}`),
      sql`${clubLanguages.position} asc nulls last`,
      asc(languages.id),
    )
    .limit(1);
  return {
    member: { email: row.email, firstname: row.firstname, languageKey: row.languageKey },
    status: row.status,
    club: { name: row.clubName, alias: row.clubAlias, timeZone: row.clubTimeZone },
    outing: {
      id: input.outingId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      meetingPoint: row.meetingPoint,
      title: content?.title ?? '',
    },
  };
}
