import { ROLE } from '@club/shared/constants';
import { describe, expect, it } from 'vitest';
import { canAdministerClub, mayDeleteClub } from './policy.ts';

const actor = (role: number, clubId: number | null) => ({
  userId: 1,
  role,
  clubId,
  sessionId: 1,
  languageKey: 'fr',
});

describe('club policy', () => {
  it('lets a manager run only their own club, the super administrator any', () => {
    expect(canAdministerClub(actor(ROLE.clubManager, 1), 1)).toBe(true);
    expect(canAdministerClub(actor(ROLE.clubManager, 1), 2)).toBe(false);
    expect(canAdministerClub(actor(ROLE.member, 1), 1)).toBe(false);
    expect(canAdministerClub(actor(ROLE.superAdmin, null), 2)).toBe(true);
    expect(canAdministerClub(null, 1)).toBe(false);
  });

  it('never deletes the club of the site the request comes from', () => {
    expect(mayDeleteClub(actor(ROLE.superAdmin, null), 3, 3)).toBe(false);
    expect(mayDeleteClub(actor(ROLE.superAdmin, null), 3, 4)).toBe(true);
    expect(mayDeleteClub(actor(ROLE.clubManager, 3), 4, 3)).toBe(false);
  });
});
