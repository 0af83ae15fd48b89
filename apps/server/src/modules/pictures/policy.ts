import { ROLE } from '@club/shared/constants';
import type { Actor } from '../../platform/auth.ts';

/** Who manages a club's media: its manager, or the super administrator. */
export function canManageMedia(actor: Actor | null, club: { id: number }): boolean {
  if (actor === null) return false;
  if (actor.role === ROLE.superAdmin) return true;
  return actor.role === ROLE.clubManager && actor.clubId === club.id;
}

/** Who may like: any signed-in user of the club, or the super administrator. */
export function canLikeMedia(actor: Actor | null, club: { id: number }): boolean {
  if (actor === null) return false;
  return actor.role === ROLE.superAdmin || actor.clubId === club.id;
}

/** A picture or video goes away by the hand of the member who added it, or of whoever manages the club. */
export function canDeleteMedia(
  actor: Actor | null,
  media: { clubId: number; userId: number | null },
  club: { id: number },
): boolean {
  if (actor === null || media.clubId !== club.id) return false;
  if (canManageMedia(actor, club)) return true;
  return media.userId !== null && media.userId === actor.userId && actor.clubId === club.id;
}
