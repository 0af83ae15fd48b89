import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClub, buildMember, hostOf } from '../../../../test/factories.ts';
import { mailsTo } from '../../../../test/mail-links.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { withSignInFailureLimit } from './account-limits.ts';

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

/** Three failures pass; the fourth is refused and, for an account, mails its owner. */
const LIMIT = { SIGN_IN_FAILURES_PER_ACCOUNT: '3' };

/** The address of the n-th attacker machine. */
const machine = (n: number) => `198.51.100.${n % 250}`;

function connect(t: TestApp, host: string, credentials: { email: string; password: string }, n = 0) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Users/connection/',
    headers: { host },
    remoteAddress: machine(n),
    payload: { email: credentials.email, password: credentials.password },
  });
}

/** Wrong passwords for `email`, one after the other; the status and body of each answer. */
async function guess(t: TestApp, host: string, email: string, times: number) {
  const answers: { status: number; body: unknown }[] = [];
  for (let n = 0; n < times; n += 1) {
    const response = await connect(t, host, { email, password: `guess ${n}` }, n);
    answers.push({ status: response.statusCode, body: response.json() });
  }
  return answers;
}

/** The mail is sent after the answer: waits for the one expected (and whatever was started before it). */
const waitForMails = (t: TestApp, to: string, count: number) =>
  vi.waitFor(async () => expect(await mailsTo(t, to)).toHaveLength(count), { timeout: 5000 });

describe('the mail to the owner of an account whose sign-in is paused', () => {
  it('goes once, in the member’s language, naming the pause and the site, however many failures follow', async () => {
    const t = await open(LIMIT);
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club, { languageKey: 'de' });
    const answers = await guess(t, hostOf(club), member.email, 4);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    await waitForMails(t, member.email, 1);
    const [mail] = await mailsTo(t, member.email);
    expect(mail?.subject).toBe(`Anmeldung nach mehreren Fehlversuchen pausiert – ${club.name}`);
    expect(mail?.text).toContain('Hallo Camille,');
    expect(mail?.text).toContain('ist für 15 Minuten pausiert');
    expect(mail?.text).toContain('„Passwort vergessen?“');
    expect(mail?.links).toEqual([`http://${club.alias}.localhost:3000/`]);

    // More failures, and the right password, are refused without another mail.
    await guess(t, hostOf(club), member.email, 5);
    expect((await connect(t, hostOf(club), member)).statusCode).toBe(429);
    // Another account's lockout, mailed after every attempt above: none of those sent anything late.
    const other = await buildMember(t.db, club);
    await guess(t, hostOf(club), other.email, 4);
    await waitForMails(t, other.email, 1);
    expect(await mailsTo(t, member.email)).toHaveLength(1);
  });

  it('greets nobody by name at an address never validated (its “first name” is a stranger’s text)', async () => {
    const t = await open(LIMIT);
    const club = await buildClub(t.db);
    const lure = 'URGENT: re-activate at https://evil.example/login';
    const member = await buildMember(t.db, club, {
      languageKey: 'fr',
      emailValidatedAt: null,
      firstname: lure,
    });
    await guess(t, hostOf(club), member.email, 4);
    await waitForMails(t, member.email, 1);
    const [mail] = await mailsTo(t, member.email);
    expect(mail?.text).toMatch(/^Bonjour,\n/);
    for (const part of [mail?.subject, mail?.text, mail?.html])
      expect(part).not.toMatch(/URGENT|evil\.example/);
  });

  it('answers an unknown address exactly as a member’s, and mails nobody for it', async () => {
    const t = await open(LIMIT);
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club, { languageKey: 'en' });
    const unknown = await guess(t, hostOf(club), 'nobody@example.org', 6);
    const known = await guess(t, hostOf(club), member.email, 6);
    expect(unknown).toEqual(known);
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 429, 429, 429]);
    await waitForMails(t, member.email, 1);
    expect((await t.outbox()).map((mail) => mail.to)).toEqual([member.email]);
    expect((await mailsTo(t, member.email))[0]?.text).toContain('is paused for 15 minutes');
  });

  it('mails the super administrator signing in on the platform host, with the platform’s site', async () => {
    const t = await open(LIMIT);
    const admin = await buildMember(t.db, null, { languageKey: 'en' });
    const answers = await guess(t, 'localhost:3000', admin.email, 4);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    await waitForMails(t, admin.email, 1);
    const [mail] = await mailsTo(t, admin.email);
    expect(mail?.subject).toBe('Sign-in paused after several failed attempts – localhost');
    expect(mail?.links).toEqual(['http://localhost:3000/']);
  });

  it('goes once when two server processes share the database and the guesses arrive all at once', async () => {
    const first = await open(LIMIT);
    const second = await open(LIMIT, { sharing: first });
    const club = await buildClub(first.db);
    const member = await buildMember(first.db, club);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        connect(
          n % 2 === 0 ? first : second,
          hostOf(club),
          { email: member.email, password: `guess ${n}` },
          n,
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      ...Array(3).fill(401),
      ...Array(9).fill(429),
    ]);
    const mailed = async () => [
      ...(await mailsTo(first, member.email)),
      ...(await mailsTo(second, member.email)),
    ];
    await vi.waitFor(async () => expect(await mailed()).not.toEqual([]), { timeout: 5000 });
    // Long enough for a second mail, had one been started, to be written.
    await sleep(500);
    expect(await mailed()).toHaveLength(1);
  });

  it('is not asked for again when a right password, checked while the limit was passed, is uncounted', async () => {
    const t = await open(LIMIT);
    const account = { clubId: null, email: 'race@example.org' };
    const lockouts: number[] = [];
    const onLockout = (msLeft: number) => lockouts.push(msLeft);
    const fail = () => withSignInFailureLimit(t.db, t.config, account, async () => null, onLockout);
    await fail();
    await fail();
    let checking = false;
    let rightPassword: (value: string) => void = () => {};
    const success = withSignInFailureLimit(
      t.db,
      t.config,
      account,
      () => {
        checking = true;
        return new Promise<string>((resolve) => (rightPassword = resolve));
      },
      onLockout,
    );
    // The success is counted third; the next failure passes the limit while its password is checked.
    await vi.waitFor(() => expect(checking).toBe(true));
    await expect(fail()).rejects.toMatchObject({ status: 429 });
    rightPassword('signed in');
    expect(await success).toBe('signed in');
    await expect(fail()).rejects.toMatchObject({ status: 429 });
    expect(lockouts).toHaveLength(1);
  });
});

describe('the slow-down before the pause', () => {
  it('answers the failures beyond half the limit a second later, without holding other requests', async () => {
    const t = await open({ SIGN_IN_FAILURES_PER_ACCOUNT: '4' });
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const timed = async (n: number) => {
      const start = performance.now();
      const response = await connect(t, hostOf(club), { email: member.email, password: `guess ${n}` }, n);
      return { status: response.statusCode, ms: performance.now() - start };
    };
    const early = [await timed(0), await timed(1)];
    expect(early.map((answer) => answer.status)).toEqual([401, 401]);
    for (const answer of early) expect(answer.ms).toBeLessThan(1000);

    const slowed = timed(2);
    // While the third failure waits, the server answers others at once.
    await sleep(100);
    const healthStart = performance.now();
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(performance.now() - healthStart).toBeLessThan(300);
    const late = [await slowed, await timed(3)];
    expect(late.map((answer) => answer.status)).toEqual([401, 401]);
    for (const answer of late) expect(answer.ms).toBeGreaterThanOrEqual(1000);

    // The pause itself answers at once, and the right password is never slowed.
    const paused = await timed(4);
    expect(paused).toMatchObject({ status: 429 });
    expect(paused.ms).toBeLessThan(1000);
  });

  it('does not slow a right password after failures', async () => {
    const t = await open({ SIGN_IN_FAILURES_PER_ACCOUNT: '4' });
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    await guess(t, hostOf(club), member.email, 3);
    const start = performance.now();
    expect((await connect(t, hostOf(club), member)).statusCode).toBe(200);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
