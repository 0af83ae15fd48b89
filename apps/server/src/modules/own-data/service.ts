import type { ResponseOf } from '@club/shared/api/contract';
import { errorCodes } from '@club/shared/api/errors';
import type { deleteMyAccount, exportMyData } from '@club/shared/api/own-data';
import type { Aptitude } from '@club/shared/domain/aptitudes';
import type { DiveGas, DiveIntent, PalanqueeRole } from '@club/shared/domain/dive-plan';
import { dayIn } from '@club/shared/domain/diver-file';
import type { z } from 'zod';
import type { Database } from '../../platform/data/db.ts';
import { type FileStore, fileUrl, keyOfFileUrl } from '../../platform/files/storage.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';
import { isManagerOf, isMemberOf } from '../../platform/http/policy.ts';
import { listUserDiveWishes, listUserPalanquees } from '../dive-plans/member-queries.ts';
import { diverFileOf } from '../diver-files/file-view.ts';
import { loadMemberDiverFiles, type MemberDiverFile } from '../diver-files/papers-of.ts';
import { toMessage } from '../messages/mappers.ts';
import { listParticipantsOfUser } from '../outings/participants-queries.ts';
import { releaseSeatsOf } from '../outings/seats.ts';
import { wrongPassword } from '../users/account-errors.ts';
import { toUser } from '../users/mappers.ts';
import { verifyPassword } from '../users/passwords.ts';
import { findUserById } from '../users/queries.ts';
import { collectOwnRows, deleteUserAndMedia } from './queries.ts';

type OwnDataScope = ClubScope<Actor>;

/** Only a member of the club acts on their own data here (the super administrator has no club data). */
function ownAccount(scope: OwnDataScope): Actor {
  if (!isMemberOf(scope.actor, scope.club)) throw forbidden('This account belongs to no member of this club');
  return scope.actor;
}

/** Everything the club holds about the member, as one document (data portability). */
export async function exportOwnData(
  db: Database,
  scope: OwnDataScope,
): Promise<ResponseOf<typeof exportMyData>> {
  const actor = ownAccount(scope);
  const user = await findUserById(db, actor.clubId, actor.userId);
  if (!user) throw new AppError(401, errorCodes.invalidToken, 'This account no longer exists');
  const [rows, participants, papers, wishes, palanquees] = await Promise.all([
    collectOwnRows(db, scope.club.id, actor.userId),
    listParticipantsOfUser(db, scope.club.id, actor.userId),
    loadMemberDiverFiles(db, scope.club.id, [actor.userId]),
    listUserDiveWishes(db, scope.club.id, actor.userId),
    listUserPalanquees(db, scope.club.id, actor.userId),
  ]);
  return {
    exported_at: new Date().toISOString(),
    club: { Id: scope.club.id, Name: scope.club.name, Alias: scope.club.alias },
    profile: toUser(user),
    messages: rows.messages.map(toMessage),
    comments: rows.comments.map((row) => ({
      Id: row.id,
      News_id: row.newsId,
      Comment_content: row.content,
      Creation_date: row.createdAt.toISOString(),
    })),
    pictures: rows.pictures.map((row) => ({
      Id: row.id,
      Name: row.name,
      Url: fileUrl(row.fileKey),
      Creation_date: row.createdAt.toISOString(),
    })),
    videos: rows.videos.map((row) => ({
      Id: row.id,
      Name: row.name,
      Url: row.url,
      Creation_date: row.createdAt.toISOString(),
    })),
    outings: participants.map((row) => ({
      Outing_id: row.outingId,
      Title: row.title,
      Start: row.startsAt.toISOString(),
      End: row.endsAt.toISOString(),
      Status: row.status === 'confirmed' ? ('confirmed' as const) : ('waiting' as const),
      Attended: row.attended,
      Signed_up_at: row.signedUpAt.toISOString(),
    })),
    diver_file: diverFileOf(papers[0] as MemberDiverFile, dayIn(scope.club.timeZone)),
    dive_wishes: wishes.map((row) => ({
      Outing_id: row.outingId,
      Title: row.title,
      Intent: row.intent as DiveIntent,
      Training_toward: row.trainingToward as Aptitude | null,
      Gas: row.gas as DiveGas,
      Buddy_id: row.buddyUserId,
      Buddy_name: row.buddyName,
      Tank_litres: row.tankLitres,
    })),
    palanquees: palanquees.map((row) => ({
      Outing_id: row.outingId,
      Title: row.title,
      Dive_index: row.diveIndex,
      Start: row.startsAt.toISOString(),
      Number: row.number,
      Role: row.role as PalanqueeRole,
    })),
  };
}

/**
 * Deletes the member's account (right to erasure): messages and comments stay, without their author;
 * pictures, videos and avatar go; their outing seats go to the first waiting members. The club's manager must
 * first hand the club over.
 */
export async function deleteOwnAccount(
  db: Database,
  store: FileStore,
  scope: OwnDataScope,
  input: z.output<typeof deleteMyAccount.body>,
): Promise<{ ok: true }> {
  const actor = ownAccount(scope);
  if (isManagerOf(actor, scope.club) || scope.club.managerId === actor.userId) {
    throw forbidden('The club manager cannot delete their account while they manage the club');
  }
  const user = await findUserById(db, actor.clubId, actor.userId);
  if (!user) throw new AppError(401, errorCodes.invalidToken, 'This account no longer exists');
  if (user.passwordHash !== null && !(await verifyPassword(user.passwordHash, input.password ?? ''))) {
    throw wrongPassword();
  }
  const files = await db.transaction(async (tx) => {
    await releaseSeatsOf(tx, scope.club.id, actor.userId);
    return deleteUserAndMedia(tx, scope.club.id, actor.userId);
  });
  for (const file of files) {
    const key = keyOfFileUrl(file) ?? (file.startsWith('/') ? null : file);
    if (key) await store.remove(key).catch(() => {});
  }
  return { ok: true };
}
