import { ROLE } from '@club/shared/constants';
import { describe, expect, it } from 'vitest';
import { maySignInOn } from './policy.ts';

describe('who may sign in on which host', () => {
  const member = { role: ROLE.member, clubId: 7 };
  const manager = { role: ROLE.clubManager, clubId: 7 };
  const superAdmin = { role: ROLE.superAdmin, clubId: null };

  it('lets members and managers in on their own club only, never on the bare domain', () => {
    for (const user of [member, manager]) {
      expect(maySignInOn(user, 7)).toBe(true);
      expect(maySignInOn(user, 8)).toBe(false);
      expect(maySignInOn(user, null)).toBe(false);
    }
  });

  it('lets the super administrator in everywhere', () => {
    expect(maySignInOn(superAdmin, 7)).toBe(true);
    expect(maySignInOn(superAdmin, null)).toBe(true);
  });

  it('does not treat a club-less account without role 1, or a role 1 with a club, as the super administrator', () => {
    expect(maySignInOn({ role: ROLE.member, clubId: null }, null)).toBe(false);
    expect(maySignInOn({ role: ROLE.member, clubId: null }, 7)).toBe(false);
    expect(maySignInOn({ role: ROLE.superAdmin, clubId: 7 }, 8)).toBe(false);
  });
});
