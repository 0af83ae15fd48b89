import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, buildMember, type ClubRow, hostOf } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

/** A tiny OAuth provider on loopback, playing Facebook: it signs in whoever `person` is. */
async function startProvider() {
  const provider: FastifyInstance = Fastify();
  await provider.register(formbody);
  const state = {
    person: { id: '10001', first_name: 'Jacques', last_name: 'Mayol', email: 'jacques@example.org' },
    codes: new Map<string, string>(),
    exchanges: 0,
  };
  provider.get<{ Querystring: Record<string, string> }>('/dialog/oauth', async (request, reply) => {
    const { client_id, redirect_uri, state: oauthState, response_type } = request.query;
    if (client_id !== 'app-123' || response_type !== 'code' || !redirect_uri) return reply.status(400).send();
    const code = `code-${state.codes.size + 1}`;
    state.codes.set(code, redirect_uri);
    const back = new URL(redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', oauthState ?? '');
    return reply.redirect(back.toString());
  });
  provider.post<{ Body: Record<string, string> }>('/oauth/access_token', async (request, reply) => {
    state.exchanges += 1;
    const { client_id, client_secret, code, redirect_uri } = request.body;
    const expectedRedirect = state.codes.get(code ?? '');
    if (client_id !== 'app-123' || client_secret !== 'secret-456' || expectedRedirect !== redirect_uri) {
      return reply.status(400).send({ error: 'invalid_grant' });
    }
    state.codes.delete(code ?? '');
    return { access_token: `token-for-${state.person.id}`, token_type: 'bearer' };
  });
  provider.get('/me', async (request, reply) => {
    if (request.headers.authorization !== `Bearer token-for-${state.person.id}`)
      return reply.status(401).send();
    return state.person;
  });
  await provider.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
  return { provider, base, state };
}

let t: TestApp;
let oauth: Awaited<ReturnType<typeof startProvider>>;

beforeAll(async () => {
  oauth = await startProvider();
  t = await createTestApp({
    FACEBOOK_APP_ID: 'app-123',
    FACEBOOK_APP_SECRET: 'secret-456',
    FACEBOOK_AUTHORIZE_URL: `${oauth.base}/dialog/oauth`,
    FACEBOOK_TOKEN_URL: `${oauth.base}/oauth/access_token`,
    FACEBOOK_PROFILE_URL: `${oauth.base}/me`,
  });
});
afterAll(async () => {
  await t.close();
  await oauth.provider.close();
});

/** The browser's part: start, the provider's page, back to the callback. Returns where it lands. */
async function runFlow(club: ClubRow, tamper?: (callback: URL) => void) {
  const host = hostOf(club);
  const start = await t.app.inject({ url: '/api/Users/facebook/start', headers: { host } });
  expect(start.statusCode).toBe(302);
  const cookie = start.cookies.find((c) => c.name === 'facebook_state');
  expect(cookie?.httpOnly).toBe(true);
  const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location') as string);
  expect(callback.host).toBe(host);
  tamper?.(callback);
  const back = await t.app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { host },
    cookies: { facebook_state: cookie?.value ?? '' },
  });
  expect(back.statusCode).toBe(302);
  return back.headers.location as string;
}

const loginCodeOf = (location: string) => /^\/#facebook_login=([A-Za-z0-9_-]+)$/.exec(location)?.[1];

async function trade(club: ClubRow, code: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Users/facebook',
    headers: { host: hostOf(club) },
    payload: { code },
  });
}

describe('Continue with Facebook', () => {
  it('runs the authorization-code flow: first login creates a member of this club, the next signs in', async () => {
    const club = await buildClub(t.db);
    const available = await t.app.inject({
      url: '/api/Users/facebookAvailable',
      headers: { host: hostOf(club) },
    });
    expect(available.json()).toEqual({ enabled: true });

    const code = loginCodeOf(await runFlow(club));
    expect(code).toBeDefined();
    const traded = await trade(club, code);
    expect(traded.statusCode, traded.body).toBe(200);
    const me = await t.app.inject({
      url: '/api/Users/getUserDetailsByToken',
      headers: { host: hostOf(club), authorization: `Bearer ${traded.json().token}` },
    });
    expect(me.json()).toMatchObject({
      Club_id: club.id,
      Role: 3,
      Firstname: 'Jacques',
      Lastname: 'Mayol',
      Email: 'jacques@example.org',
      Facebook_id: '10001',
    });
    // The code works once.
    expect((await trade(club, code)).json().error).toBe('facebook_error');

    // Later: the same person signs in to the same account.
    const again = await trade(club, loginCodeOf(await runFlow(club)));
    expect(again.statusCode).toBe(200);
    const accounts = await t.db.select().from(users).where(eq(users.facebookId, '10001'));
    expect(accounts.filter((row) => row.clubId === club.id)).toHaveLength(1);
  });

  it('refuses a forged callback (bad or missing state) without asking the provider', async () => {
    const club = await buildClub(t.db);
    const before = oauth.state.exchanges;
    const forged = await runFlow(club, (callback) =>
      callback.searchParams.set('state', 'forged-state-0123456789'),
    );
    expect(forged).toBe('/?facebook_error=1');
    const noCookie = await t.app.inject({
      url: '/api/Users/facebook/callback?code=code-1&state=whatever-state-value',
      headers: { host: hostOf(club) },
    });
    expect(noCookie.headers.location).toBe('/?facebook_error=1');
    expect(oauth.state.exchanges).toBe(before);
  });

  it('never trusts a Facebook id sent by the client, nor a code of another club', async () => {
    const club = await buildClub(t.db);
    const other = await buildClub(t.db);
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/Users/facebook',
      headers: { host: hostOf(club) },
      payload: { Facebook_id: '10001', Firstname: 'Jacques', Lastname: 'Mayol', Club_id: club.id },
    });
    expect(claimed.statusCode).toBe(400);
    const code = loginCodeOf(await runFlow(club));
    expect((await trade(other, code)).json().error).toBe('facebook_error');
  });

  it('refuses to take over an account of the club that already has the e-mail', async () => {
    const club = await buildClub(t.db);
    await buildMember(t.db, club, { email: 'taken@example.org' });
    oauth.state.person = { id: '20002', first_name: 'Ana', last_name: 'Rocha', email: 'taken@example.org' };
    expect(await runFlow(club)).toBe('/?facebook_error=1');
    const linked = await t.db.select().from(users).where(eq(users.facebookId, '20002'));
    expect(linked).toEqual([]);
  });
});

describe('without configuration', () => {
  it('says it is off and has no sign-in flow', async () => {
    const plain = await createTestApp();
    try {
      const club = await buildClub(plain.db);
      const headers = { host: hostOf(club) };
      expect((await plain.app.inject({ url: '/api/Users/facebookAvailable', headers })).json()).toEqual({
        enabled: false,
      });
      expect((await plain.app.inject({ url: '/api/Users/facebook/start', headers })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
