import { addComment } from '@club/shared/api/news';
import { likePicture } from '@club/shared/api/pictures';
import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/users.ts';
import { hashToken } from '../tokens.ts';
import { mayChangeSessions, SESSION_CACHE_TTL_MS } from './auth.ts';

/**
 * Sessions are kept in memory SESSION_CACHE_TTL_MS after a lookup; every way of ending a session or
 * changing an account through this process forgets them at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function memberOfNewClub(role: number = ROLE.member) {
  const club = await buildClub(t.db);
  const host = hostOf(club);
  const member = await buildMember(t.db, club, { role });
  return { club, host, member, token: await signIn(t.app, host, member) };
}

/** A call that trusts the session alone (it reads no user row that could reveal a removed account). */
const details = (host: string, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/Messages/countUnread', headers: as(host, token) });

describe('the session cache', () => {
  it('forgets a session at once when it signs out', async () => {
    const { host, token } = await memberOfNewClub();
    expect((await details(host, token)).statusCode).toBe(200);
    const signOut = await t.app.inject({
      method: 'GET',
      url: `/api/Users/removeToken/${token}`,
      headers: { host },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await details(host, token)).statusCode).toBe(401);
  });

  it("forgets a member's other sessions at once when the password changes", async () => {
    const { host, member, token } = await memberOfNewClub();
    const otherToken = await signIn(t.app, host, member);
    expect((await details(host, otherToken)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/Users/changePasswordProfile',
      headers: as(host, token),
      payload: { old_password: member.password, new_password: 'another long passphrase' },
    });
    expect(change.statusCode).toBe(200);
    expect((await details(host, otherToken)).statusCode).toBe(401);
  });

  it("forgets a member's session at once when the manager removes the member", async () => {
    const { club, host, member, token } = await memberOfNewClub();
    const manager = await buildMember(t.db, club, { role: ROLE.manager });
    const managerToken = await signIn(t.app, host, manager);
    expect((await details(host, token)).statusCode).toBe(200);
    const removal = await t.app.inject({
      method: 'GET',
      url: `/api/Users/removeUser/${member.id}`,
      headers: as(host, managerToken),
    });
    expect(removal.statusCode).toBe(200);
    expect((await details(host, token)).statusCode).toBe(401);
  });

  it('forgets a session at once when its member deletes the account', async () => {
    const { host, member, token } = await memberOfNewClub();
    expect((await details(host, token)).statusCode).toBe(200);
    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/Users/deleteMyAccount',
      headers: as(host, token),
      payload: { password: member.password },
    });
    expect(deletion.statusCode).toBe(200);
    expect((await details(host, token)).statusCode).toBe(401);
  });

  it('answers from memory within its lifetime, and reads the database again after it', async () => {
    const { host, token } = await memberOfNewClub();
    const looked = Date.now();
    expect((await details(host, token)).statusCode).toBe(200);
    // Removed behind the server's back, as another server process on the same database would.
    await t.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    const kept = await details(host, token);
    // On a machine slow enough to outlive the lifetime already, only the second half is checked.
    if (Date.now() - looked < SESSION_CACHE_TTL_MS) expect(kept.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 50));
    expect((await details(host, token)).statusCode).toBe(401);
  });

  it('is kept across writes that change no account (comments, likes)', () => {
    expect(mayChangeSessions(addComment)).toBe(false);
    expect(mayChangeSessions(likePicture)).toBe(false);
  });
});
