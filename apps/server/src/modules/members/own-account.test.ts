import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

/**
 * A manager or the super administrator never changes their OWN e-mail or password through the
 * administration calls (no confirmation link, no old password: a stolen session would take the account
 * over); another person's account is edited as before.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const userRow = async (id: number) =>
  present((await t.db.select().from(users).where(eq(users.id, id)))[0], 'user');

const editBody = (user: { id: number }, Email: string, Lastname = 'Renamed') => ({
  Id: user.id,
  Email,
  Lastname,
  Firstname: 'Someone',
  Practice_type: 0,
  Phone: '01 02',
  Function: 'Président',
});

async function people() {
  const club = await buildClub(t.db);
  const host = hostOf(club);
  const manager = await buildMember(t.db, club, { role: ROLE.manager });
  const member = await buildMember(t.db, club);
  const admin = await buildMember(t.db, null);
  return {
    host,
    manager,
    member,
    admin,
    asManager: as(host, await signIn(t.app, host, manager)),
    asAdmin: as(host, await signIn(t.app, host, admin)),
  };
}

describe('editManager on oneself', () => {
  it.each(['manager', 'admin'] as const)(
    'the %s cannot change their own e-mail; nothing changes',
    async (who) => {
      const p = await people();
      const self = who === 'manager' ? p.manager : p.admin;
      const headers = who === 'manager' ? p.asManager : p.asAdmin;
      const response = await post('/api/Users/editManager', headers, editBody(self, 'thief@example.org'));
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ error: 'own_account' });
      expect(response.json().message).toMatch(/askNewEmail/);
      const row = await userRow(self.id);
      expect(row.email).toBe(self.email);
      expect(row.lastname).toBe(self.lastname);
    },
  );

  it('the manager still edits the rest of their own profile, with their e-mail unchanged', async () => {
    const p = await people();
    const response = await post(
      '/api/Users/editManager',
      p.asManager,
      editBody(p.manager, p.manager.email.toUpperCase(), 'Kept-Address'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Lastname: 'Kept-Address', Email: p.manager.email });
  });

  it("the manager still changes a member's e-mail, the super administrator a manager's", async () => {
    const p = await people();
    const byManager = await post(
      '/api/Users/editManager',
      p.asManager,
      editBody(p.member, 'moved@example.org'),
    );
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect((await userRow(p.member.id)).email).toBe('moved@example.org');
    const byAdmin = await post('/api/Users/editManager', p.asAdmin, editBody(p.manager, 'boss@example.org'));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await userRow(p.manager.id)).email).toBe('boss@example.org');
  });
});

describe('changeUserPassword on oneself', () => {
  it.each(['manager', 'admin'] as const)(
    'is refused for the %s; the old password still works',
    async (who) => {
      const p = await people();
      const self = who === 'manager' ? p.manager : p.admin;
      const headers = who === 'manager' ? p.asManager : p.asAdmin;
      const response = await post('/api/Users/changeUserPassword', headers, {
        id: self.id,
        email: self.email,
        new_password: 'taken over 2026',
      });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ error: 'own_account' });
      expect(response.json().message).toMatch(/changePasswordProfile/);
      await signIn(t.app, p.host, self);
      await expect(
        signIn(t.app, p.host, { email: self.email, password: 'taken over 2026' }),
      ).rejects.toThrow();
    },
  );

  it("still sets another person's password and signs them out", async () => {
    const p = await people();
    const asMember = as(p.host, await signIn(t.app, p.host, p.member));
    const byManager = await post('/api/Users/changeUserPassword', p.asManager, {
      id: p.member.id,
      email: p.member.email,
      new_password: 'member new pass',
    });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Users/getRole', headers: asMember })).statusCode,
    ).toBe(401);
    await signIn(t.app, p.host, { email: p.member.email, password: 'member new pass' });

    const byAdmin = await post('/api/Users/changeUserPassword', p.asAdmin, {
      id: p.manager.id,
      email: p.manager.email,
      new_password: 'manager new pass',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    await signIn(t.app, p.host, { email: p.manager.email, password: 'manager new pass' });
  });
});
