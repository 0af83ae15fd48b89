import { asc, eq, sql } from 'drizzle-orm';
import { divePalanqueeMembers, divePalanquees, dives, diveWishes } from '../../db/schema/dive-plans.ts';
import { outingContents, outings } from '../../db/schema/outings.ts';
import { users } from '../../db/schema/users.ts';
import { ofClub, sameClubAs } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/** What the dive plans hold about one member, for their own-data export. */

const outingTitle = sql<string>`coalesce((select ${outingContents.title} from ${outingContents}
  where ${sameClubAs(outingContents, outings, eq(outingContents.outingId, outings.id))}
  order by ${outingContents.languageId} limit 1), '')`;

/** The member's dive wishes in the club, oldest outing first, with the title and the buddy's name. */
export function listUserDiveWishes(db: Executor, clubId: number, userId: number) {
  return db
    .select({
      outingId: outings.id,
      title: outingTitle,
      intent: diveWishes.intent,
      trainingToward: diveWishes.trainingToward,
      gas: diveWishes.gas,
      buddyUserId: diveWishes.buddyUserId,
      buddyName: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
      tankLitres: diveWishes.tankLitres,
    })
    .from(diveWishes)
    .innerJoin(outings, sameClubAs(outings, diveWishes, eq(outings.id, diveWishes.outingId)))
    .leftJoin(users, sameClubAs(users, diveWishes, eq(users.id, diveWishes.buddyUserId)))
    .where(ofClub(diveWishes, clubId, eq(diveWishes.userId, userId)))
    .orderBy(asc(outings.startsAt), asc(outings.id));
}

/** The palanquées the member is in, in the club, by the dive's start: number and role. */
export function listUserPalanquees(db: Executor, clubId: number, userId: number) {
  return db
    .select({
      outingId: outings.id,
      title: outingTitle,
      diveIndex: dives.diveIndex,
      startsAt: dives.startsAt,
      number: divePalanquees.number,
      role: divePalanqueeMembers.role,
    })
    .from(divePalanqueeMembers)
    .innerJoin(
      divePalanquees,
      sameClubAs(
        divePalanquees,
        divePalanqueeMembers,
        eq(divePalanquees.id, divePalanqueeMembers.palanqueeId),
      ),
    )
    .innerJoin(dives, sameClubAs(dives, divePalanquees, eq(dives.id, divePalanquees.diveId)))
    .innerJoin(outings, sameClubAs(outings, dives, eq(outings.id, dives.outingId)))
    .where(ofClub(divePalanqueeMembers, clubId, eq(divePalanqueeMembers.userId, userId)))
    .orderBy(asc(dives.startsAt), asc(outings.id), asc(dives.diveIndex));
}
