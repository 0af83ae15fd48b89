import { ROLE } from '@club/shared/constants';
import type { Actor } from './auth.ts';

/**
 * What an actor may do, in one place: the call pipeline checks a call's `access` with these rules,
 * and services ask them only about the row they hold (its author, its club, its role).
 */

interface Club {
  id: number;
}

/** A user's account as the rules about accounts read it. */
interface Account {
  id: number;
  role: number;
  clubId: number | null;
}

/** The super administrator (role 1): manages every club, from any site. */
export const isSuperAdministrator = (actor: Actor | null): boolean => actor?.role === ROLE.superAdministrator;

/** A signed-in user of this club (member or manager); never the super administrator, who has no club. */
export const isMemberOf = (actor: Actor | null, club: Club | null): actor is Actor =>
  actor !== null && club !== null && actor.clubId === club.id;

/** The manager (role 2) of this club. */
export const isManagerOf = (actor: Actor | null, club: Club | null): boolean =>
  isMemberOf(actor, club) && actor.role === ROLE.manager;

/** Who runs a club's site (its club, news, media, spots, texts, visits): its manager, or the super administrator. */
export const canManageClub = (actor: Actor | null, club: Club | null): boolean =>
  isSuperAdministrator(actor) || isManagerOf(actor, club);

/** Who takes part in a club's life (comments, likes): any signed-in user of the club, or the super administrator. */
export const canTakePart = (actor: Actor | null, club: Club | null): boolean =>
  isSuperAdministrator(actor) || isMemberOf(actor, club);

/**
 * A row a user added to a club (a comment, a picture, a video) goes away by its author's hand, while
 * they belong to the club, or by whoever manages the club.
 */
export function canDeleteAddedRow(
  actor: Actor | null,
  row: { clubId: number; userId: number | null },
  club: Club,
): boolean {
  if (actor === null || row.clubId !== club.id) return false;
  if (canManageClub(actor, club)) return true;
  return row.userId !== null && row.userId === actor.userId && isMemberOf(actor, club);
}

/** A club is never deleted from its own site, the one the request comes from; only by the super administrator. */
export const mayDeleteClub = (actor: Actor | null, clubId: number, siteClubId: number | null) =>
  isSuperAdministrator(actor) && clubId !== siteClubId;

/**
 * Whose account an administrator edits (profile, password, avatar): a manager their club's members
 * and themself; the super administrator anyone but another super administrator.
 */
export function canEditAccount(actor: Actor | null, target: Account): boolean {
  if (actor === null) return false;
  if (isSuperAdministrator(actor))
    return target.role !== ROLE.superAdministrator || target.id === actor.userId;
  if (target.clubId === null || !isManagerOf(actor, { id: target.clubId })) return false;
  return target.role === ROLE.member || target.id === actor.userId;
}

/** Who is removed from a club: its members only, never oneself, a manager or the super administrator. */
export function canRemoveAccount(actor: Actor | null, target: Account): boolean {
  if (actor === null || target.id === actor.userId || target.role !== ROLE.member) return false;
  if (isSuperAdministrator(actor)) return true;
  return target.clubId !== null && isManagerOf(actor, { id: target.clubId });
}

/** Whom a member may write to: another validated account of their own club. */
export function canWriteTo(
  actor: Actor,
  recipient: { id: number; clubId: number | null; emailValidatedAt: Date | null },
): boolean {
  return (
    recipient.id !== actor.userId && recipient.clubId === actor.clubId && recipient.emailValidatedAt !== null
  );
}

/** The super administrator's account: role 1 and no club of their own. */
export const isSuperAdministratorAccount = (user: Omit<Account, 'id'>) =>
  user.role === ROLE.superAdministrator && user.clubId === null;

/**
 * Members and managers sign in only on their own club's host; the super administrator on any club's
 * host and on the bare domain (`clubId` null).
 */
export function maySignInOn(user: Omit<Account, 'id'>, clubId: number | null): boolean {
  if (isSuperAdministratorAccount(user)) return true;
  return clubId !== null && user.clubId === clubId;
}
