import { ROLE } from '@club/shared/constants';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/auth.ts';
import { canComment, canDeleteComment, canManageNews } from './policy.ts';

const club = { id: 1 };
const actor = (role: number, clubId: number | null, userId: number): Actor => ({
  userId,
  role,
  clubId,
  sessionId: 1,
  languageKey: 'fr',
});
const member = actor(ROLE.member, 1, 10);
const otherMember = actor(ROLE.member, 1, 11);
const manager = actor(ROLE.clubManager, 1, 12);
const foreignManager = actor(ROLE.clubManager, 2, 13);
const superAdmin = actor(ROLE.superAdmin, null, 14);

describe('news policy', () => {
  it("lets only the club's manager and the super administrator write news", () => {
    expect(
      [null, member, manager, foreignManager, superAdmin].map((who) => canManageNews(who, club)),
    ).toEqual([false, false, true, false, true]);
  });

  it("lets the club's users comment, not visitors nor another club's users", () => {
    expect([null, member, foreignManager, superAdmin].map((who) => canComment(who, club))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('lets a comment be deleted by its author, the manager or the super administrator only', () => {
    const comment = { userId: member.userId, clubId: 1 };
    const who = [null, member, otherMember, manager, foreignManager, superAdmin];
    expect(who.map((candidate) => canDeleteComment(candidate, comment, club))).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(canDeleteComment(member, { userId: null, clubId: 1 }, club)).toBe(false);
    expect(canDeleteComment(manager, { userId: member.userId, clubId: 2 }, club)).toBe(false);
  });
});
