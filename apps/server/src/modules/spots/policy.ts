import { ROLE } from '@club/shared/constants';
import type { Actor } from '../../platform/auth.ts';

/** Who manages a club's spots, their sheets, layers and lives: its manager, or the super administrator. */
export function canManageSpots(actor: Actor | null, club: { id: number }): boolean {
  if (actor === null) return false;
  if (actor.role === ROLE.superAdmin) return true;
  return actor.role === ROLE.clubManager && actor.clubId === club.id;
}
