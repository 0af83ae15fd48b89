import { ROLE } from '@club/shared/constants';
import type { Actor } from '../../platform/auth.ts';

interface Account {
  id: number;
  role: number;
  clubId: number | null;
}

/**
 * Whose account an administrator edits (profile, password, avatar): a manager their club's members
 * and themself; the super administrator anyone but another super administrator.
 */
export function canEditAccount(actor: Actor | null, target: Account): boolean {
  if (actor === null) return false;
  if (actor.role === ROLE.superAdmin) return target.role !== ROLE.superAdmin || target.id === actor.userId;
  if (actor.role !== ROLE.clubManager || actor.clubId === null || target.clubId !== actor.clubId)
    return false;
  return target.role === ROLE.member || target.id === actor.userId;
}

/** Who is removed from a club: its members only, never oneself, a manager or the super administrator. */
export function canRemoveAccount(actor: Actor | null, target: Account): boolean {
  if (actor === null || target.id === actor.userId || target.role !== ROLE.member) return false;
  if (actor.role === ROLE.superAdmin) return true;
  return actor.role === ROLE.clubManager && actor.clubId !== null && target.clubId === actor.clubId;
}
