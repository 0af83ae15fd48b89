import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import { lastLinkToken, mailsTo } from '../../../test/mail-links.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { oneTimeTokens, sessions, users } from '../../db/schema/users.ts';
import { hashToken } from '../../platform/tokens.ts';

const BARE_HOST = 'localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const connect = (host: string, email: string, password: string) =>
  post('/api/Users/connection/', { host }, { email, password });

const me = (host: string, token: string) =>
  t.app.inject({ url: '/api/Users/getUserDetailsByToken', headers: as(host, token) });

const userRow = async (id: number) =>
  present((await t.db.select().from(users).where(eq(users.id, id)))[0], 'user');

describe('forgotten password', () => {
  const forgot = (host: string, email: string) => post('/api/Users/changePassword', { host }, { email });

  it("mails a reset link on the club's site in the member's language, with the club name", async () => {
    const club = await buildClub(t.db, { name: 'Gruppo Sub Portofino' });
    const member = await buildMember(t.db, club, { languageKey: 'it' });
    const response = await forgot(hostOf(club), member.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const [mail] = await mailsTo(t, member.email);
    expect(present(mail).subject).toBe('Nuova password – Gruppo Sub Portofino');
    const token = await lastLinkToken(t, member.email, 'reset_password');
    expect(present(mail).links).toEqual([`http://${hostOf(club)}/reset_password/${token}`]);
    const [stored] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, member.id));
    expect(stored).toMatchObject({ tokenHash: hashToken(token), purpose: 'reset_password', clubId: club.id });
    const minutes = (present(stored).expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59.9);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers the same for an unknown address and for a member of another club, and mails nothing', async () => {
    const club = await buildClub(t.db);
    const other = await buildClub(t.db);
    const stranger = await buildMember(t.db, other);
    for (const email of ['nobody@example.org', stranger.email]) {
      const response = await forgot(hostOf(club), email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await mailsTo(t, email)).toHaveLength(0);
    }
    const mismatch = await post(
      '/api/Users/changePassword',
      { host: hostOf(other) },
      {
        email: stranger.email,
        club_id: club.id,
      },
    );
    expect(mismatch.json()).toEqual({ ok: true });
    expect(await mailsTo(t, stranger.email)).toHaveLength(0);
  });

  it('mails the super administrator a link on the host they asked from, the bare domain included', async () => {
    const club = await buildClub(t.db);
    const admin = await buildMember(t.db, null);
    await forgot(BARE_HOST, admin.email);
    expect(present((await mailsTo(t, admin.email))[0]).links[0]).toMatch(
      /^http:\/\/localhost:3000\/reset_password\//,
    );
    await forgot(hostOf(club), admin.email);
    expect(present((await mailsTo(t, admin.email))[1]).links[0]).toMatch(
      new RegExp(`^http://${hostOf(club)}/reset_password/`),
    );
  });

  it('answers 400 to an empty address, and mails nothing', async () => {
    const club = await buildClub(t.db);
    const before = (await t.outbox()).length;
    const response = await forgot(hostOf(club), '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input' });
    expect(await t.outbox()).toHaveLength(before);
  });
});

describe('reset password', () => {
  const reset = (host: string, token: string, newPassword: string) =>
    post('/api/Users/resetPassword', { host }, { token, new_password: newPassword });

  async function memberWithResetLink(overrides: Parameters<typeof buildMember>[2] = {}) {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club, overrides);
    await post('/api/Users/changePassword', { host: hostOf(club) }, { email: member.email });
    return { club, member, token: await lastLinkToken(t, member.email, 'reset_password') };
  }

  it('sets the new password, signs the account out everywhere, and works once', async () => {
    const { club, member, token } = await memberWithResetLink();
    const session = await signIn(t.app, hostOf(club), member);
    const response = await reset(hostOf(club), token, 'a brand new secret');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await me(hostOf(club), session)).json()).toMatchObject({ error: 'invalid_token' });
    expect((await connect(hostOf(club), member.email, member.password)).statusCode).toBe(401);
    expect((await connect(hostOf(club), member.email, 'a brand new secret')).statusCode).toBe(200);

    const again = await reset(hostOf(club), token, 'yet another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'link_invalid' });
    expect((await connect(hostOf(club), member.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('greets nobody by name at an address never validated', async () => {
    const lure = 'URGENT: re-activate at https://evil.example/login';
    const { member } = await memberWithResetLink({
      emailValidatedAt: null,
      firstname: lure,
      languageKey: 'en',
    });
    const [mail] = await mailsTo(t, member.email);
    expect(present(mail).text).toMatch(/^Hello,\n/);
    for (const part of [present(mail).subject, present(mail).text, present(mail).html]) {
      expect(part).not.toMatch(/URGENT|evil\.example/);
    }
  });

  it('validates an account that was not yet validated (the link proves the address)', async () => {
    const { club, member, token } = await memberWithResetLink({ emailValidatedAt: null });
    await reset(hostOf(club), token, 'a brand new secret');
    expect((await userRow(member.id)).emailValidatedAt).not.toBeNull();
  });

  it("refuses an expired link, a link of another club's host and a link of another purpose", async () => {
    const { club, member, token } = await memberWithResetLink();
    const other = await buildClub(t.db);
    const foreign = await reset(hostOf(other), token, 'a brand new secret');
    expect(foreign.json()).toMatchObject({ error: 'link_invalid' });

    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const expired = await reset(hostOf(club), token, 'a brand new secret');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: 'link_invalid' });

    const session = await signIn(t.app, hostOf(club), member);
    await post('/api/Users/askNewEmail', as(hostOf(club), session), {
      new_email: `new-${member.email}`,
      password: member.password,
    });
    const emailToken = await lastLinkToken(t, `new-${member.email}`, 'change_email');
    const wrongPurpose = await reset(hostOf(club), emailToken, 'a brand new secret');
    expect(wrongPurpose.json()).toMatchObject({ error: 'link_invalid' });

    expect((await connect(hostOf(club), member.email, member.password)).statusCode).toBe(200);
  });

  it('voids the previous link when a new one is asked for', async () => {
    const { club, member, token: first } = await memberWithResetLink();
    await post('/api/Users/changePassword', { host: hostOf(club) }, { email: member.email });
    const second = await lastLinkToken(t, member.email, 'reset_password');
    expect(second).not.toBe(first);
    expect((await reset(hostOf(club), first, 'a brand new secret')).statusCode).toBe(400);
    expect((await reset(hostOf(club), second, 'a brand new secret')).statusCode).toBe(200);
  });

  it('refuses a too short new password without using the link up', async () => {
    const { club, token } = await memberWithResetLink();
    const short = await reset(hostOf(club), token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: 'invalid_input' });
    expect((await reset(hostOf(club), token, 'long enough now')).statusCode).toBe(200);
  });
});

describe('change password from the profile', () => {
  const change = (host: string, token: string, payload: Record<string, unknown>) =>
    post('/api/Users/changePasswordProfile', as(host, token), payload);

  it('refuses a wrong current password and changes nothing', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const token = await signIn(t.app, hostOf(club), member);
    const before = (await userRow(member.id)).passwordHash;
    const response = await change(hostOf(club), token, {
      old_password: 'not the password',
      new_password: 'a brand new secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'wrong_password' });
    expect((await userRow(member.id)).passwordHash).toBe(before);
  });

  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const current = await signIn(t.app, hostOf(club), member);
    const elsewhere = await signIn(t.app, hostOf(club), member);
    const response = await change(hostOf(club), current, {
      old_password: member.password,
      new_password: 'a brand new secret',
    });
    expect(response.statusCode).toBe(200);
    expect((await me(hostOf(club), current)).statusCode).toBe(200);
    expect((await me(hostOf(club), elsewhere)).json()).toMatchObject({ error: 'invalid_token' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(1);
    expect((await connect(hostOf(club), member.email, 'a brand new secret')).statusCode).toBe(200);
    expect((await connect(hostOf(club), member.email, member.password)).statusCode).toBe(401);
  });

  it('needs a signed-in user and a valid new password', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const anonymous = await post(
      '/api/Users/changePasswordProfile',
      { host: hostOf(club) },
      {
        old_password: member.password,
        new_password: 'a brand new secret',
      },
    );
    expect(anonymous.statusCode).toBe(401);
    const token = await signIn(t.app, hostOf(club), member);
    const short = await change(hostOf(club), token, { old_password: member.password, new_password: '1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: 'invalid_input' });
    expect((await connect(hostOf(club), member.email, member.password)).statusCode).toBe(200);
  });
});

describe('change e-mail', () => {
  const ask = (host: string, token: string, payload: Record<string, unknown>) =>
    post('/api/Users/askNewEmail', as(host, token), payload);
  const confirm = (host: string, token: string) =>
    t.app.inject({ url: `/api/Users/setNewEmail/${token}`, headers: { host } });

  async function signedInMember(overrides: Parameters<typeof buildMember>[2] = {}) {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club, overrides);
    return { club, member, token: await signIn(t.app, hostOf(club), member) };
  }

  it('mails a confirmation link to the new address and changes the e-mail only when it is opened', async () => {
    const { club, member, token } = await signedInMember({ languageKey: 'es' });
    const newEmail = `renamed-${member.email}`;
    const response = await ask(hostOf(club), token, {
      new_email: newEmail.toUpperCase(),
      password: member.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await mailsTo(t, member.email)).toHaveLength(0);
    const [mail] = await mailsTo(t, newEmail);
    expect(present(mail).subject).toBe(`Confirme su nueva dirección de correo – ${club.name}`);
    // The new address is not proven yet: the greeting names nobody.
    expect(present(mail).text).toMatch(/^Hola:\n/);
    expect(present(mail).html).not.toContain(member.firstname);
    const link = await lastLinkToken(t, newEmail, 'change_email');
    expect(present(mail).links).toEqual([`http://${hostOf(club)}/change_email/${link}`]);
    const [stored] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, member.id));
    expect(stored).toMatchObject({ purpose: 'change_email', payload: { newEmail } });
    const hours = (present(stored).expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await userRow(member.id)).email).toBe(member.email);

    const confirmed = await confirm(hostOf(club), link);
    expect(confirmed.statusCode).toBe(200);
    expect((await userRow(member.id)).email).toBe(newEmail);
    expect((await connect(hostOf(club), newEmail, member.password)).statusCode).toBe(200);
    expect((await connect(hostOf(club), member.email, member.password)).statusCode).toBe(401);

    const again = await confirm(hostOf(club), link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'link_invalid' });
  });

  it('signs out the other sessions when confirmed from a session of the account, keeping that one', async () => {
    const { club, member, token: current } = await signedInMember();
    const elsewhere = await signIn(t.app, hostOf(club), member);
    const newEmail = `moved-away-${member.email}`;
    await ask(hostOf(club), current, { new_email: newEmail, password: member.password });
    const link = await lastLinkToken(t, newEmail, 'change_email');
    const confirmed = await t.app.inject({
      url: `/api/Users/setNewEmail/${link}`,
      headers: as(hostOf(club), current),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await me(hostOf(club), current)).statusCode).toBe(200);
    const other = await me(hostOf(club), elsewhere);
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ error: 'invalid_token' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(1);
  });

  it('signs out every session when confirmed signed out, or from another account', async () => {
    const { club, member, token: first } = await signedInMember();
    const second = await signIn(t.app, hostOf(club), member);
    const neighbour = await buildMember(t.db, club);
    const neighbourSession = await signIn(t.app, hostOf(club), neighbour);
    const newEmail = `moved-twice-${member.email}`;
    await ask(hostOf(club), first, { new_email: newEmail, password: member.password });
    const link = await lastLinkToken(t, newEmail, 'change_email');
    const confirmed = await t.app.inject({
      url: `/api/Users/setNewEmail/${link}`,
      headers: as(hostOf(club), neighbourSession),
    });
    expect(confirmed.statusCode).toBe(200);
    for (const session of [first, second]) {
      expect((await me(hostOf(club), session)).statusCode).toBe(401);
    }
    expect((await me(hostOf(club), neighbourSession)).statusCode).toBe(200);

    const session = await signIn(t.app, hostOf(club), { ...member, email: newEmail });
    const newerEmail = `moved-again-${member.email}`;
    await ask(hostOf(club), session, { new_email: newerEmail, password: member.password });
    expect((await confirm(hostOf(club), await lastLinkToken(t, newerEmail, 'change_email'))).statusCode).toBe(
      200,
    );
    expect((await me(hostOf(club), session)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
  });

  it('refuses a wrong password and an address taken in the club, and mails nothing', async () => {
    const { club, member, token } = await signedInMember();
    const neighbour = await buildMember(t.db, club);
    const wrong = await ask(hostOf(club), token, { new_email: 'fresh@example.org', password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'wrong_password' });
    const taken = await ask(hostOf(club), token, { new_email: neighbour.email, password: member.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'email_taken' });
    expect(await mailsTo(t, 'fresh@example.org')).toHaveLength(0);
    expect(await mailsTo(t, neighbour.email)).toHaveLength(0);
  });

  it('accepts an address used only in another club', async () => {
    const { club, member, token } = await signedInMember();
    const stranger = await buildMember(t.db, await buildClub(t.db));
    const response = await ask(hostOf(club), token, { new_email: stranger.email, password: member.password });
    expect(response.statusCode).toBe(200);
    await confirm(hostOf(club), await lastLinkToken(t, stranger.email, 'change_email'));
    expect((await userRow(member.id)).email).toBe(stranger.email);
  });

  it('refuses to apply an address taken in the club since the link was sent', async () => {
    const { club, member, token } = await signedInMember();
    const newEmail = `contested-${member.email}`;
    await ask(hostOf(club), token, { new_email: newEmail, password: member.password });
    await buildMember(t.db, club, { email: newEmail });
    const response = await confirm(hostOf(club), await lastLinkToken(t, newEmail, 'change_email'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'email_taken' });
    expect((await userRow(member.id)).email).toBe(member.email);
  });

  it("refuses the link on another club's host", async () => {
    const { club, member, token } = await signedInMember();
    const newEmail = `moved-${member.email}`;
    await ask(hostOf(club), token, { new_email: newEmail, password: member.password });
    const link = await lastLinkToken(t, newEmail, 'change_email');
    const other = await buildClub(t.db);
    const response = await confirm(hostOf(other), link);
    expect(response.json()).toMatchObject({ error: 'link_invalid' });
    expect((await userRow(member.id)).email).toBe(member.email);
    expect((await confirm(hostOf(club), link)).statusCode).toBe(200);
  });

  it('answers 400 invalid_input to malformed bodies', async () => {
    const { club, member, token } = await signedInMember();
    for (const payload of [
      { new_email: 'nope', password: member.password },
      { new_email: 'a@example.org' },
    ]) {
      const response = await ask(hostOf(club), token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
    expect(await mailsTo(t, 'a@example.org')).toHaveLength(0);
  });
});
