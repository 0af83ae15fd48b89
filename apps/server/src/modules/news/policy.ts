import { ROLE } from '@club/shared/constants';
import type { Actor } from '../../platform/auth.ts';

/** Who writes a club's news: its manager, or the super administrator. */
export function canManageNews(actor: Actor | null, club: { id: number }): boolean {
  if (actor === null) return false;
  if (actor.role === ROLE.superAdmin) return true;
  return actor.role === ROLE.clubManager && actor.clubId === club.id;
}

/** Who comments: any signed-in user of the club, or the super administrator. */
export function canComment(actor: Actor | null, club: { id: number }): boolean {
  if (actor === null) return false;
  return actor.role === ROLE.superAdmin || actor.clubId === club.id;
}

/** A comment goes away by its author's hand, or by whoever manages the club's news. */
export function canDeleteComment(
  actor: Actor | null,
  comment: { userId: number | null; clubId: number },
  club: { id: number },
): boolean {
  if (actor === null || comment.clubId !== club.id) return false;
  if (canManageNews(actor, club)) return true;
  return comment.userId !== null && comment.userId === actor.userId && actor.clubId === club.id;
}
