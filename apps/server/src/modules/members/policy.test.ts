import { ROLE } from '@club/shared/constants';
import { describe, expect, it } from 'vitest';
import { canEditAccount, canRemoveAccount } from './policy.ts';

const actor = (userId: number, role: number, clubId: number | null) => ({
  userId,
  role,
  clubId,
  sessionId: 1,
  languageKey: 'fr',
});
const account = (id: number, role: number, clubId: number | null) => ({ id, role, clubId });

describe('member policy', () => {
  it("lets a manager edit their club's members and themself, nobody else", () => {
    const manager = actor(1, ROLE.clubManager, 10);
    expect(canEditAccount(manager, account(2, ROLE.member, 10))).toBe(true);
    expect(canEditAccount(manager, account(1, ROLE.clubManager, 10))).toBe(true);
    expect(canEditAccount(manager, account(3, ROLE.clubManager, 10))).toBe(false);
    expect(canEditAccount(manager, account(4, ROLE.member, 11))).toBe(false);
    expect(canEditAccount(actor(5, ROLE.member, 10), account(2, ROLE.member, 10))).toBe(false);
  });

  it('lets the super administrator edit any manager but not another super administrator', () => {
    const admin = actor(9, ROLE.superAdmin, null);
    expect(canEditAccount(admin, account(1, ROLE.clubManager, 10))).toBe(true);
    expect(canEditAccount(admin, account(8, ROLE.superAdmin, null))).toBe(false);
  });

  it('removes only members, never oneself', () => {
    const manager = actor(1, ROLE.clubManager, 10);
    expect(canRemoveAccount(manager, account(2, ROLE.member, 10))).toBe(true);
    expect(canRemoveAccount(manager, account(1, ROLE.clubManager, 10))).toBe(false);
    expect(canRemoveAccount(manager, account(3, ROLE.clubManager, 10))).toBe(false);
    expect(canRemoveAccount(manager, account(4, ROLE.member, 11))).toBe(false);
  });
});
