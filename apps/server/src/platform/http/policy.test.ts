import { ROLE } from '@club/shared/constants';
import { describe, expect, it } from 'vitest';
import type { Actor } from './auth.ts';
import {
  canDeleteAddedRow,
  canEditAccount,
  canManageClub,
  canRemoveAccount,
  canTakePart,
  canWriteTo,
  isManagerOf,
  isMemberOf,
  isSuperAdministrator,
  mayDeleteClub,
  maySignInOn,
} from './policy.ts';

const actor = (userId: number, role: number, clubId: number | null): Actor => ({
  userId,
  role,
  clubId,
  sessionId: 1,
  languageKey: 'fr',
});
const account = (id: number, role: number, clubId: number | null) => ({ id, role, clubId });

const club = { id: 1 };
const member = actor(10, ROLE.member, 1);
const otherMember = actor(11, ROLE.member, 1);
const manager = actor(12, ROLE.manager, 1);
const foreignManager = actor(13, ROLE.manager, 2);
const foreignMember = actor(15, ROLE.member, 2);
const superAdministrator = actor(14, ROLE.superAdministrator, null);
const everyone = [null, member, manager, foreignManager, foreignMember, superAdministrator];

describe('who is who', () => {
  it('tells the super administrator by role 1 only', () => {
    expect(everyone.map(isSuperAdministrator)).toEqual([false, false, false, false, false, true]);
  });

  it("counts as the club's own only its members and manager, not the super administrator", () => {
    expect(everyone.map((who) => isMemberOf(who, club))).toEqual([false, true, true, false, false, false]);
    expect(isMemberOf(member, null)).toBe(false);
  });

  it("names the club's manager only", () => {
    expect(everyone.map((who) => isManagerOf(who, club))).toEqual([false, false, true, false, false, false]);
  });
});

describe('what a club lets do', () => {
  it('lets its manager and the super administrator run it, nobody else', () => {
    expect(everyone.map((who) => canManageClub(who, club))).toEqual([false, false, true, false, false, true]);
    expect(canManageClub(manager, { id: 2 })).toBe(false);
    expect(canManageClub(superAdministrator, { id: 2 })).toBe(true);
  });

  it("lets its users and the super administrator comment and like, not visitors nor another club's users", () => {
    expect(everyone.map((who) => canTakePart(who, club))).toEqual([false, true, true, false, false, true]);
  });

  it('lets a comment, picture or video be deleted by its author, the manager or the super administrator', () => {
    const row = { userId: member.userId, clubId: 1 };
    const who = [null, member, otherMember, manager, foreignManager, superAdministrator];
    expect(who.map((candidate) => canDeleteAddedRow(candidate, row, club))).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(canDeleteAddedRow(member, { userId: null, clubId: 1 }, club)).toBe(false);
    // Another club's row, named on this club's site: nobody, not even its manager here.
    expect(canDeleteAddedRow(manager, { userId: member.userId, clubId: 2 }, club)).toBe(false);
    // Its author, now a member of another club, no longer deletes it.
    expect(canDeleteAddedRow(actor(10, ROLE.member, 2), row, club)).toBe(false);
  });

  it('never deletes the club of the site the request comes from, and only by the super administrator', () => {
    expect(mayDeleteClub(superAdministrator, 3, 3)).toBe(false);
    expect(mayDeleteClub(superAdministrator, 3, 4)).toBe(true);
    expect(mayDeleteClub(superAdministrator, 3, null)).toBe(true);
    expect(mayDeleteClub(actor(1, ROLE.manager, 3), 4, 3)).toBe(false);
  });
});

describe('accounts', () => {
  it("lets a manager edit their club's members and themself, nobody else", () => {
    expect(canEditAccount(manager, account(10, ROLE.member, 1))).toBe(true);
    expect(canEditAccount(manager, account(12, ROLE.manager, 1))).toBe(true);
    expect(canEditAccount(manager, account(3, ROLE.manager, 1))).toBe(false);
    expect(canEditAccount(manager, account(4, ROLE.member, 2))).toBe(false);
    expect(canEditAccount(member, account(11, ROLE.member, 1))).toBe(false);
    expect(canEditAccount(null, account(11, ROLE.member, 1))).toBe(false);
  });

  it('lets the super administrator edit any account but another super administrator', () => {
    expect(canEditAccount(superAdministrator, account(12, ROLE.manager, 1))).toBe(true);
    expect(canEditAccount(superAdministrator, account(8, ROLE.superAdministrator, null))).toBe(false);
    expect(canEditAccount(superAdministrator, account(14, ROLE.superAdministrator, null))).toBe(true);
  });

  it('removes only members, never oneself, by their manager or the super administrator', () => {
    expect(canRemoveAccount(manager, account(10, ROLE.member, 1))).toBe(true);
    expect(canRemoveAccount(manager, account(12, ROLE.manager, 1))).toBe(false);
    expect(canRemoveAccount(manager, account(3, ROLE.manager, 1))).toBe(false);
    expect(canRemoveAccount(manager, account(4, ROLE.member, 2))).toBe(false);
    expect(canRemoveAccount(member, account(11, ROLE.member, 1))).toBe(false);
    expect(canRemoveAccount(superAdministrator, account(4, ROLE.member, 2))).toBe(true);
  });

  it('lets a member write to another validated account of their club only', () => {
    const validated = new Date();
    expect(canWriteTo(member, { id: 11, clubId: 1, emailValidatedAt: validated })).toBe(true);
    expect(canWriteTo(member, { id: 10, clubId: 1, emailValidatedAt: validated })).toBe(false);
    expect(canWriteTo(member, { id: 11, clubId: 2, emailValidatedAt: validated })).toBe(false);
    expect(canWriteTo(member, { id: 11, clubId: 1, emailValidatedAt: null })).toBe(false);
  });
});

describe('who may sign in on which host', () => {
  const memberAccount = { role: ROLE.member, clubId: 7 };
  const managerAccount = { role: ROLE.manager, clubId: 7 };
  const superAdministratorAccount = { role: ROLE.superAdministrator, clubId: null };

  it('lets members and managers in on their own club only, never on the bare domain', () => {
    for (const user of [memberAccount, managerAccount]) {
      expect(maySignInOn(user, 7)).toBe(true);
      expect(maySignInOn(user, 8)).toBe(false);
      expect(maySignInOn(user, null)).toBe(false);
    }
  });

  it('lets the super administrator in everywhere', () => {
    expect(maySignInOn(superAdministratorAccount, 7)).toBe(true);
    expect(maySignInOn(superAdministratorAccount, null)).toBe(true);
  });

  it('does not treat a club-less account without role 1, or a role 1 with a club, as the super administrator', () => {
    expect(maySignInOn({ role: ROLE.member, clubId: null }, null)).toBe(false);
    expect(maySignInOn({ role: ROLE.member, clubId: null }, 7)).toBe(false);
    expect(maySignInOn({ role: ROLE.superAdministrator, clubId: 7 }, 8)).toBe(false);
  });
});
