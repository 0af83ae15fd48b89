import { ROLE } from '@club/shared/constants';
import type { Actor } from '../../platform/auth.ts';

/** Who runs a club's site: its manager, or the super administrator. */
export function canAdministerClub(actor: Actor | null, clubId: number): boolean {
  if (actor === null) return false;
  if (actor.role === ROLE.superAdmin) return true;
  return actor.role === ROLE.clubManager && actor.clubId === clubId;
}

/** Clubs themselves (create, list, delete, hand over): the super administrator only. */
export const canManageClubs = (actor: Actor | null) => actor?.role === ROLE.superAdmin;

/** A club is never deleted from its own site: the one the request comes from. */
export const mayDeleteClub = (actor: Actor | null, clubId: number, siteClubId: number | null) =>
  canManageClubs(actor) && clubId !== siteClubId;
