import { ROLE } from '@club/shared/constants';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/auth.ts';
import { canManageSpots } from './policy.ts';

const actor = (role: number, clubId: number | null): Actor => ({
  userId: 1,
  role,
  clubId,
  sessionId: 1,
  languageKey: 'fr',
});

describe('canManageSpots', () => {
  it("lets the club's manager and the super administrator manage its spots, nobody else", () => {
    const club = { id: 7 };
    expect(canManageSpots(actor(ROLE.clubManager, 7), club)).toBe(true);
    expect(canManageSpots(actor(ROLE.superAdmin, null), club)).toBe(true);
    expect(canManageSpots(actor(ROLE.clubManager, 8), club)).toBe(false);
    expect(canManageSpots(actor(ROLE.member, 7), club)).toBe(false);
    expect(canManageSpots(null, club)).toBe(false);
  });
});
