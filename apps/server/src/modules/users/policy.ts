import { ROLE } from '@club/shared/constants';

interface Account {
  role: number;
  clubId: number | null;
}

/** The super administrator: role 1 and no club of their own. */
export const isPlatformAdmin = (user: Account) => user.role === ROLE.superAdmin && user.clubId === null;

/**
 * Members and managers sign in only on their own club's host; the super administrator on any club's
 * host and on the bare domain (`clubId` null).
 */
export function maySignInOn(user: Account, clubId: number | null): boolean {
  if (isPlatformAdmin(user)) return true;
  return clubId !== null && user.clubId === clubId;
}
