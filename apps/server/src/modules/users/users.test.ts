import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/users.ts';
import { hashToken } from '../../platform/tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const BARE_HOST = 'localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const connect = (host: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Users/connection/', headers: { host }, payload });

const me = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/Users/getUserDetailsByToken', headers });

const sessionsOf = (userId: number) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('connection', () => {
  it('signs a member in on their club and stores only the hash of a session bound to that club', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const response = await connect(hostOf(club), { email: member.email, password: member.password });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [session] = await sessionsOf(member.id);
    expect(session).toMatchObject({ tokenHash: hashToken(token), clubId: club.id });
    const days = (present(session).expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(t.config.sessionDays - 0.01);
    expect(days).toBeLessThanOrEqual(t.config.sessionDays);
  });

  it('accepts the documented form-encoded body, with the club id of the host', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Users/connection/',
      headers: { host: hostOf(club), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: member.email.toUpperCase(),
        password: member.password,
        club_id: String(club.id),
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const wrong = await connect(hostOf(club), { email: member.email, password: 'not the password' });
    const unknown = await connect(hostOf(club), { email: 'nobody@example.org', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: 'invalid_credentials' });
    expect(await sessionsOf(member.id)).toHaveLength(0);
  });

  it('spends about as long on an unknown e-mail as on a wrong password (a dummy hash is checked)', async () => {
    const club = await buildClub(t.db);
    const timed = async (email: string) => {
      const start = performance.now();
      await connect(hostOf(club), { email, password: 'not the password' });
      return performance.now() - start;
    };
    await timed('warm-up@example.org');
    const unknown: number[] = [];
    const hash: number[] = [];
    const aHash = await hashPassword('a password of someone');
    for (let round = 0; round < 7; round += 1) {
      unknown.push(await timed(`nobody${round}@example.org`));
      const start = performance.now();
      await verifyPassword(aHash, 'not the password');
      hash.push(performance.now() - start);
    }
    // An unknown e-mail checks a dummy hash, as a wrong password checks the member's: its answer takes
    // at least most of a hash check (16 ms against a hash's 10 here; 4 without the dummy check). The
    // fastest of several tries, so the load of other test files hardly counts; compared with the hash
    // alone, not with a wrong password, which also counts the account's failures in the database.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...hash) * 0.7);
  });

  it("refuses a member on another club's host and on the bare domain", async () => {
    const club = await buildClub(t.db);
    const other = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const credentials = { email: member.email, password: member.password };
    for (const host of [hostOf(other), BARE_HOST]) {
      const response = await connect(host, credentials);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_credentials' });
    }
    expect(await sessionsOf(member.id)).toHaveLength(0);
  });

  it('refuses a club_id that is not the club of the host', async () => {
    const club = await buildClub(t.db);
    const other = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const response = await connect(hostOf(club), {
      email: member.email,
      password: member.password,
      club_id: other.id,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_credentials' });
  });

  it('lets the super administrator sign in on any club host and on the bare domain', async () => {
    const club = await buildClub(t.db);
    const admin = await buildMember(t.db, null);
    for (const host of [hostOf(club), BARE_HOST]) {
      const token = await signIn(t.app, host, admin);
      const role = await t.app.inject({ url: '/api/Users/getRole', headers: as(host, token) });
      expect(role.statusCode).toBe(200);
      expect(role.json()).toBe(ROLE.superAdministrator);
    }
    const stored = await sessionsOf(admin.id);
    expect(stored.map((session) => session.clubId).sort()).toEqual([club.id, null].sort());
  });

  it('signs in the club member when the super administrator has the same e-mail', async () => {
    const club = await buildClub(t.db);
    const admin = await buildMember(t.db, null, { password: 'admin password 1' });
    const member = await buildMember(t.db, club, { email: admin.email });
    const asMember = await signIn(t.app, hostOf(club), member);
    expect((await me(as(hostOf(club), asMember))).json()).toMatchObject({ Id: member.id });
    const asAdmin = await signIn(t.app, hostOf(club), admin);
    expect((await me(as(hostOf(club), asAdmin))).json()).toMatchObject({ Id: admin.id });
  });

  it('answers 403 account_not_validated only to the right password of an unvalidated account', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club, { emailValidatedAt: null });
    const right = await connect(hostOf(club), { email: member.email, password: member.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ error: 'account_not_validated' });
    const wrong = await connect(hostOf(club), { email: member.email, password: 'not the password' });
    expect(wrong.json()).toMatchObject({ error: 'invalid_credentials' });
    expect(await sessionsOf(member.id)).toHaveLength(0);
  });

  it('refuses an account without a password (social login) whatever is typed', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club, { passwordHash: null });
    const response = await connect(hostOf(club), { email: member.email, password: member.password });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 invalid_input to malformed bodies and opens no session', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const bodies = [
      { password: member.password },
      { email: 'not an e-mail', password: member.password },
      { email: member.email, password: '' },
      { email: member.email, password: member.password, club_id: 'abc' },
      { email: member.email, password: 'x'.repeat(201) },
    ];
    for (const payload of bodies) {
      const response = await connect(hostOf(club), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/Users/connection/',
      headers: { host: hostOf(club), 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'invalid_input' });
    expect(await sessionsOf(member.id)).toHaveLength(0);
  });
});

describe('the signed-in user', () => {
  it('gives the role number and the user, never the password hash', async () => {
    const club = await buildClub(t.db);
    const manager = await buildMember(t.db, club, { role: ROLE.manager, languageKey: 'de' });
    const token = await signIn(t.app, hostOf(club), manager);
    const role = await t.app.inject({ url: '/api/Users/getRole', headers: as(hostOf(club), token) });
    expect(role.json()).toBe(ROLE.manager);
    const response = await me(as(hostOf(club), token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Id: manager.id,
      Club_id: club.id,
      Role: ROLE.manager,
      Lastname: manager.lastname,
      Firstname: manager.firstname,
      Nickname: null,
      Email: manager.email,
      Country_id: null,
      Gender: null,
      Birthdate: null,
      Practice_type: 0,
      Organism: null,
      Diving_level: null,
      Avatar_url: null,
      Facebook_id: null,
      Language_key: 'de',
    });
    expect(response.body).not.toContain('argon2');
  });

  it('answers 401 unauthenticated without a token, and reads the documented Token header', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const anonymous = await me({ host: hostOf(club) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'unauthenticated' });
    const token = await signIn(t.app, hostOf(club), member);
    const quoted = await me({ host: hostOf(club), token: `"${token}"` });
    expect(quoted.json()).toMatchObject({ Id: member.id });
  });
});

describe('session tokens', () => {
  it('revokes a token with removeToken; removing it again or an unknown token is still ok', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const token = await signIn(t.app, hostOf(club), member);
    const kept = await signIn(t.app, hostOf(club), member);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await t.app.inject({
        url: `/api/Users/removeToken/${token}`,
        headers: { host: hostOf(club) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    const unknown = await t.app.inject({
      url: '/api/Users/removeToken/nosuchtoken',
      headers: { host: hostOf(club) },
    });
    expect(unknown.json()).toEqual({ ok: true });

    const revoked = await me(as(hostOf(club), token));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ error: 'invalid_token' });
    expect((await me(as(hostOf(club), kept))).statusCode).toBe(200);
    expect(await sessionsOf(member.id)).toHaveLength(1);
  });

  it('refuses an expired session with token_expired', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const token = await signIn(t.app, hostOf(club), member);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await me(as(hostOf(club), token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'token_expired' });
  });

  it("refuses a token on another club's host with token_wrong_club, even the super administrator's", async () => {
    const club = await buildClub(t.db);
    const other = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const admin = await buildMember(t.db, null);
    for (const user of [member, admin]) {
      const token = await signIn(t.app, hostOf(club), user);
      for (const host of [hostOf(other), BARE_HOST]) {
        const response = await me(as(host, token));
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: 'token_wrong_club' });
      }
    }
  });
});

describe('rate limiting', () => {
  it('answers 429 rate_limited to the attempt after the limit per minute', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const club = await buildClub(limited.db);
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/Users/connection/',
          headers: { host: hostOf(club) },
          payload: { email: 'someone@example.org', password: 'guess number one' },
        });
      for (let count = 0; count < 3; count += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ error: 'rate_limited' });
      const elsewhere = await limited.app.inject({
        url: '/api/Countries/getAllCountries',
        headers: { host: hostOf(club) },
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
