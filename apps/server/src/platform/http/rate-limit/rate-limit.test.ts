import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { as } from '../../../../test/auth-headers.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../../test/factories.ts';
import { mailsTo } from '../../../../test/mail-links.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { loadConfig } from '../../../config.ts';
import { rateLimitCounters } from '../../../db/schema/rate-limits.ts';
import { countEvent, pruneExpired, readCounter } from './counters.ts';
import { clientOf } from './keys.ts';

const opened: TestApp[] = [];
afterEach(async () => {
  // The sharing app first: the first one owns (and closes) the database.
  for (const app of opened.reverse()) await app.close();
  opened.length = 0;
});

async function open(env: Record<string, string>, options: { sharing?: TestApp } = {}): Promise<TestApp> {
  const app = await createTestApp(env, options);
  opened.push(app);
  return app;
}

/** The same club's host, spelled as an attacker would to get fresh tries: with a port, upper case, a dot. */
const spellings = (club: ClubRow) => [
  `${club.alias}.localhost:10001`,
  `${club.alias.toUpperCase()}.localhost`,
  `${club.alias}.localhost.`,
];

function connect(
  t: TestApp,
  host: string,
  credentials: { email: string; password: string },
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Users/connection/',
    headers: { host },
    remoteAddress,
    payload: { email: credentials.email, password: credentials.password },
  });
}

/** The default mail limits (test-app raises them for the other tests). */
const MAIL_LIMITS = { ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: '3', ACCOUNT_MAILS_PER_CLIENT_PER_HOUR: '10' };

/** The address of the n-th attacker machine. */
const machine = (n: number) => `198.51.100.${n % 250}`;

describe('the sign-in limit per client address', () => {
  it('counts one club whatever the Host spelling: 30 wrong passwords over 3 spellings get 10 tries', async () => {
    const t = await open({ RATE_LIMIT_AUTH_PER_MINUTE: '10', SIGN_IN_FAILURES_PER_ACCOUNT: '1000' });
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const statuses: number[] = [];
    for (let guess = 0; guess < 30; guess += 1) {
      const host = spellings(club)[guess % 3] as string;
      const response = await connect(t, host, { email: member.email, password: `guess ${guess}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toMatchObject({ error: 'rate_limited' });
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    // Even the right password waits on that address; another address is counted on its own.
    expect((await connect(t, hostOf(club), member)).statusCode).toBe(429);
    expect((await connect(t, hostOf(club), member, '192.0.2.77')).statusCode).toBe(200);
  });

  it('is shared by two server processes on one database: they do not give twice the tries', async () => {
    const env = { RATE_LIMIT_AUTH_PER_MINUTE: '10', SIGN_IN_FAILURES_PER_ACCOUNT: '1000' };
    const first = await open(env);
    const second = await open(env, { sharing: first });
    const club = await buildClub(first.db);
    const member = await buildMember(first.db, club);
    const statuses: number[] = [];
    for (let guess = 0; guess < 30; guess += 1) {
      const server = guess % 2 === 0 ? first : second;
      const host = spellings(club)[guess % 3] as string;
      statuses.push(
        (await connect(server, host, { email: member.email, password: `guess ${guess}` })).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  });
});

describe('the limit of failed sign-ins per account', () => {
  it('refuses the e-mail on that club from any address and host after N failures, even the right password', async () => {
    const t = await open({ SIGN_IN_FAILURES_PER_ACCOUNT: '5' });
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const bystander = await buildMember(t.db, club);
    const statuses: number[] = [];
    for (let guess = 0; guess < 8; guess += 1) {
      const host = spellings(club)[guess % 3] as string;
      const wrong = { email: member.email, password: `guess ${guess}` };
      statuses.push((await connect(t, host, wrong, machine(guess))).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const locked = await connect(t, hostOf(club), member, machine(100));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'rate_limited' });
    expect(locked.json().message).toMatch(/try again in \d+ minutes?/);
    // Another account of the club, and the same e-mail on another club, are not held.
    expect((await connect(t, hostOf(club), bystander, machine(8))).statusCode).toBe(200);
    const otherClub = await buildClub(t.db);
    const namesake = await buildMember(t.db, otherClub, { email: member.email });
    expect((await connect(t, hostOf(otherClub), namesake, machine(9))).statusCode).toBe(200);

    // Once the window has passed, the right password opens again.
    await t.db.update(rateLimitCounters).set({ windowEndsAt: sql`now() - interval '1 second'` });
    expect((await connect(t, hostOf(club), member, machine(101))).statusCode).toBe(200);
  });

  it('counts only failures: successful sign-ins in between do not use up the tries', async () => {
    const t = await open({ SIGN_IN_FAILURES_PER_ACCOUNT: '3' });
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const wrong = { email: member.email, password: 'not it' };
    expect((await connect(t, hostOf(club), wrong)).statusCode).toBe(401);
    for (let count = 0; count < 6; count += 1)
      expect((await connect(t, hostOf(club), member)).statusCode).toBe(200);
    expect((await connect(t, hostOf(club), wrong)).statusCode).toBe(401);
    expect((await connect(t, hostOf(club), wrong)).statusCode).toBe(401);
    expect((await connect(t, hostOf(club), wrong)).statusCode).toBe(429);
  });

  it('answers an unknown e-mail the same way, and holds against guesses sent all at once', async () => {
    const t = await open({ SIGN_IN_FAILURES_PER_ACCOUNT: '5' });
    const club = await buildClub(t.db);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        connect(t, hostOf(club), { email: 'nobody@example.org', password: `guess ${n}` }, machine(n)),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
  });
});

describe('the limit of reset-password and e-mail-change mails', () => {
  const forgot = (t: TestApp, host: string, email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Users/changePassword',
      headers: { host },
      remoteAddress,
      payload: { email },
    });

  it('sends at most 3 reset mails an hour to a member, however many are asked from wherever', async () => {
    const t = await open(MAIL_LIMITS);
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const statuses: number[] = [];
    for (let ask = 0; ask < 15; ask += 1) {
      const host = spellings(club)[ask % 3] as string;
      statuses.push((await forgot(t, host, member.email, machine(ask))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, ...Array(12).fill(429)]);
    expect(await mailsTo(t, member.email)).toHaveLength(3);
  });

  it('answers an unknown address exactly as a member: the limit tells nobody who is a member', async () => {
    const t = await open(MAIL_LIMITS);
    const club = await buildClub(t.db);
    const statuses: number[] = [];
    for (let ask = 0; ask < 5; ask += 1) {
      statuses.push((await forgot(t, hostOf(club), 'nobody@example.org', machine(ask))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('limits the mails one client asks for, whatever the addresses', async () => {
    const t = await open({ ...MAIL_LIMITS, ACCOUNT_MAILS_PER_CLIENT_PER_HOUR: '4' });
    const club = await buildClub(t.db);
    const members = await Promise.all(Array.from({ length: 6 }, () => buildMember(t.db, club)));
    const statuses: number[] = [];
    for (const member of members)
      statuses.push((await forgot(t, hostOf(club), member.email, '203.0.113.5')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const mailed = await Promise.all(members.map(async (member) => (await mailsTo(t, member.email)).length));
    expect(mailed).toEqual([1, 1, 1, 1, 0, 0]);
    // IPv6: the whole /64 is one client, whichever of its addresses asks.
    const fromNetwork: number[] = [];
    for (let ask = 0; ask < 5; ask += 1) {
      const address = `2001:db8:1:2:${ask.toString(16)}::${ask + 1}`;
      fromNetwork.push((await forgot(t, hostOf(club), `v6-${ask}@example.org`, address)).statusCode);
    }
    expect(fromNetwork).toEqual([200, 200, 200, 200, 429]);
  });

  it('limits the e-mail-change mails of one account', async () => {
    const t = await open(MAIL_LIMITS);
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const headers = as(hostOf(club), await signIn(t.app, hostOf(club), member));
    const statuses: number[] = [];
    for (let ask = 0; ask < 5; ask += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Users/askNewEmail',
        headers,
        remoteAddress: machine(ask),
        payload: { new_email: `new-${ask}-${member.email}`, password: member.password },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const mails = (await t.outbox()).filter((mail) => mail.to.startsWith('new-'));
    expect(mails).toHaveLength(3);
  });
});

describe('settings', () => {
  it('defaults to 10 failed sign-ins in 15 minutes and 3 mails per address, 10 per client, an hour', () => {
    const config = loadConfig({});
    expect(config.signInFailures).toEqual({ max: 10, windowMs: 15 * 60 * 1000 });
    expect(config.accountMails).toEqual({ perAddressPerHour: 3, perClientPerHour: 10 });
    expect(() => loadConfig({ SIGN_IN_FAILURES_PER_ACCOUNT: '0' })).toThrow(/SIGN_IN_FAILURES_PER_ACCOUNT/);
    expect(() => loadConfig({ ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: 'many' })).toThrow(
      /ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR/,
    );
  });
});

describe('counters', () => {
  it('counts in fixed windows and forgets rows whose window has passed', async () => {
    const t = await open(MAIL_LIMITS);
    expect(await countEvent(t.db, 'test|a', 60_000)).toMatchObject({ count: 1 });
    expect(await countEvent(t.db, 'test|a', 60_000)).toMatchObject({ count: 2 });
    expect((await readCounter(t.db, 'test|a')).count).toBe(2);
    await t.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, 'test|a'));
    expect((await readCounter(t.db, 'test|a')).count).toBe(0);
    await countEvent(t.db, 'test|b', 60_000);
    await pruneExpired(t.db);
    const keys = (await t.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).not.toContain('test|a');
    expect(keys).toContain('test|b');
    expect(await countEvent(t.db, 'test|a', 60_000)).toMatchObject({ count: 1 });
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientOf('203.0.113.5')).toBe('203.0.113.5');
    expect(clientOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
  });
});
