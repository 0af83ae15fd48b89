import { ROLE } from '../constants.ts';

/** The admin area is open to roles 1 and 2; null or anything above 2 is refused. */
export function canEnterAdmin(role: number | null | undefined): boolean {
  return role === ROLE.superAdministrator || role === ROLE.manager;
}

/** Super administrator screens require exactly 1. */
export function isSuperAdministrator(role: number | null | undefined): boolean {
  return role === ROLE.superAdministrator;
}
