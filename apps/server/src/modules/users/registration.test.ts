import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INTERFACE_LANGUAGES, ROLE } from '@club/shared/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import { buildClub, buildMember, hostOf } from '../../../test/factories.ts';
import { lastLinkToken, mailsTo } from '../../../test/mail-links.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countries } from '../../db/schema/reference.ts';
import { oneTimeTokens, users } from '../../db/schema/users.ts';
import { hashToken } from '../../platform/tokens.ts';

let t: TestApp;
let franceId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [france] = await t.db.select().from(countries).where(eq(countries.code, 'FR'));
  franceId = present(france).id;
});
afterAll(() => t.close());

let sequence = 0;
function newMember(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    Lastname: 'Cousteau',
    Firstname: 'Jacques',
    Nickname: 'JYC',
    Email: `diver${sequence}@example.org`,
    Password: 'deep blue sea',
    Country_id: franceId,
    Gender: false,
    Birthdate: '1990-06-11',
    Practice_type: 6,
    Organism: 'cmas',
    Diving_level: 'cmas_2_star',
    ...overrides,
  };
}

const register = (host: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Users/register', headers: { host, ...headers }, payload });

const validate = (host: string, token: string) =>
  t.app.inject({ url: `/api/Users/validate/${token}`, headers: { host } });

const connect = (host: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Users/connection/',
    headers: { host },
    payload: { email, password },
  });

const usersOf = (clubId: number) => t.db.select().from(users).where(eq(users.clubId, clubId));

describe('register', () => {
  it('creates an unvalidated member in the language of the request and mails the validation link', async () => {
    const club = await buildClub(t.db, { name: 'Les Mérous de Marseille' });
    const input = newMember({ Email: ' Diver.Upper@Example.org ' });
    const response = await register(hostOf(club), input, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const [user] = await usersOf(club.id);
    expect(user).toMatchObject({
      role: ROLE.member,
      email: 'diver.upper@example.org',
      languageKey: 'de',
      emailValidatedAt: null,
      lastname: 'Cousteau',
      countryId: franceId,
      gender: false,
      birthdate: '1990-06-11',
      practiceType: 6,
      organism: 'cmas',
      divingLevel: 'cmas_2_star',
    });
    expect(present(user).passwordHash).toMatch(/^\$argon2id\$/);

    const [mail] = await mailsTo(t, 'diver.upper@example.org');
    expect(present(mail).subject).toBe('Bestätigen Sie Ihr Konto – Les Mérous de Marseille');
    // The address is not proven yet: the greeting names nobody.
    expect(present(mail).text).toMatch(/^Guten Tag,\n/);
    expect(present(mail).text).not.toContain('Jacques');
    const token = await lastLinkToken(t, 'diver.upper@example.org', 'auth');
    expect(present(mail).links).toEqual([`http://${hostOf(club)}/auth/${token}`]);

    const [stored] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, present(user).id));
    expect(stored).toMatchObject({
      tokenHash: hashToken(token),
      purpose: 'validate_account',
      clubId: club.id,
    });
    const days = (present(stored).expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('mails no text the registrant chose to an address they may not own, in every language', async () => {
    const club = await buildClub(t.db, { name: 'Les Mérous' });
    const lure = 'URGENT: re-activate at https://evil.example/login';
    for (const language of INTERFACE_LANGUAGES) {
      const input = newMember({ Firstname: lure, Lastname: 'Lastname lure', Nickname: 'Nickname lure' });
      const response = await register(hostOf(club), input, { 'accept-language': language });
      expect(response.statusCode).toBe(200);
      const [mail] = await mailsTo(t, input.Email);
      for (const part of [present(mail).subject, present(mail).text, present(mail).html]) {
        expect(part, language).not.toMatch(/URGENT|evil\.example|lure/);
      }
      expect(present(mail).html, language).toContain('Les Mérous');
      expect(present(mail).links).toEqual([
        `http://${hostOf(club)}/auth/${await lastLinkToken(t, input.Email, 'auth')}`,
      ]);
    }
  });

  it('greets the member by name once the address is proven', async () => {
    const club = await buildClub(t.db);
    const input = newMember({ Firstname: 'Émile' });
    await register(hostOf(club), input, { 'accept-language': 'fr' });
    expect(present((await mailsTo(t, input.Email))[0]).text).toMatch(/^Bonjour,\n/);
    const validated = await validate(hostOf(club), await lastLinkToken(t, input.Email, 'auth'));
    expect(validated.statusCode, validated.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/Users/changePassword',
      headers: { host: hostOf(club) },
      payload: { email: input.Email },
    });
    const reset = present((await mailsTo(t, input.Email))[1]);
    expect(reset.text).toMatch(/^Bonjour Émile,\n/);
    expect(reset.html).toContain('Bonjour Émile,');
  });

  it('lets the member sign in only after the link was opened, and the link works once', async () => {
    const club = await buildClub(t.db);
    const input = newMember();
    await register(hostOf(club), input);
    const before = await connect(hostOf(club), input.Email, input.Password);
    expect(before.json()).toMatchObject({ error: 'account_not_validated' });

    const token = await lastLinkToken(t, input.Email, 'auth');
    const first = await validate(hostOf(club), token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await connect(hostOf(club), input.Email, input.Password)).statusCode).toBe(200);

    const again = await validate(hostOf(club), token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'link_invalid' });
  });

  it('accepts the documented form-encoded body', async () => {
    const club = await buildClub(t.db);
    const input = newMember({
      Nickname: '',
      Birthdate: 'null',
      Gender: 'true',
      Organism: '',
      Diving_level: '',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Users/register',
      headers: { host: hostOf(club), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString(),
    });
    expect(response.statusCode).toBe(200);
    const [user] = await usersOf(club.id);
    expect(user).toMatchObject({
      nickname: null,
      birthdate: null,
      gender: true,
      organism: null,
      divingLevel: null,
    });
  });

  it('refuses an e-mail already used in the club with 409, but not one used in another club', async () => {
    const club = await buildClub(t.db);
    const other = await buildClub(t.db);
    const existing = await buildMember(t.db, club);
    const taken = await register(hostOf(club), newMember({ Email: existing.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'email_taken' });
    expect(await usersOf(club.id)).toHaveLength(1);
    expect(await mailsTo(t, existing.email)).toHaveLength(0);

    const elsewhere = await register(hostOf(other), newMember({ Email: existing.email }));
    expect(elsewhere.statusCode).toBe(200);
    expect(await usersOf(other.id)).toHaveLength(1);
  });

  it('refuses a diving level outside the organism ladder, or an unknown country, and writes nothing', async () => {
    const club = await buildClub(t.db);
    const bad = [
      { Organism: 'padi', Diving_level: 'cmas_2_star' },
      { Organism: null, Diving_level: 'cmas_2_star' },
      { Organism: 'nosuch', Diving_level: null },
      { Country_id: 999_999 },
    ];
    for (const overrides of bad) {
      const input = newMember(overrides);
      const response = await register(hostOf(club), input);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
      expect(await mailsTo(t, input.Email)).toHaveLength(0);
    }
    expect(await usersOf(club.id)).toHaveLength(0);
  });

  it('answers 400 invalid_input to malformed bodies and writes nothing', async () => {
    const club = await buildClub(t.db);
    const bad = [
      { Lastname: '' },
      { Firstname: '   ' },
      { Email: 'not-an-email' },
      { Password: 'short' },
      { Practice_type: 8 },
      { Practice_type: 'many' },
      { Birthdate: '11/06/1990' },
      { Country_id: -3 },
      { Lastname: 'x'.repeat(101) },
      { Birthdate: '1990-02-31' },
      { Birthdate: '0000-01-01' },
      { Nickname: 'nul\u0000byte' },
    ];
    for (const overrides of bad) {
      const response = await register(hostOf(club), newMember(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
    const { Password: _, ...withoutPassword } = newMember();
    expect((await register(hostOf(club), withoutPassword)).statusCode).toBe(400);
    expect(await usersOf(club.id)).toHaveLength(0);
  });

  it('needs a club site', async () => {
    const response = await register('localhost:3000', newMember());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'club_required' });
  });

  it('leaves no account behind when the validation mail cannot be sent', async () => {
    const club = await buildClub(t.db);
    const outbox = path.join(t.dataDir, 'mail');
    await rm(outbox, { recursive: true, force: true });
    await writeFile(outbox, 'a file where the outbox folder should be');
    try {
      const response = await register(hostOf(club), newMember());
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'internal', message: 'Something went wrong on our side' });
      expect(await usersOf(club.id)).toHaveLength(0);
    } finally {
      await rm(outbox, { force: true });
    }
  });
});

describe('validate', () => {
  it("refuses the link on another club's host, and keeps it working on its own", async () => {
    const club = await buildClub(t.db);
    const other = await buildClub(t.db);
    const input = newMember();
    await register(hostOf(club), input);
    const token = await lastLinkToken(t, input.Email, 'auth');
    for (const host of [hostOf(other), 'localhost:3000']) {
      const response = await validate(host, token);
      expect(response.statusCode).toBe(400);
    }
    expect((await validate(hostOf(club), token)).statusCode).toBe(200);
  });

  it('refuses an expired link and a malformed one', async () => {
    const club = await buildClub(t.db);
    const input = newMember();
    await register(hostOf(club), input);
    const token = await lastLinkToken(t, input.Email, 'auth');
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const expired = await validate(hostOf(club), token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: 'link_invalid' });
    const malformed = await validate(hostOf(club), 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'invalid_input' });
    const [user] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.clubId, club.id), eq(users.email, input.Email)));
    expect(present(user).emailValidatedAt).toBeNull();
  });
});
