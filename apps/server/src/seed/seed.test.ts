import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dayIn } from '@club/shared/domain/diver-file';
import { levelsOf } from '@club/shared/domain/organisms';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OTHER_MEMBERS } from '../../seed-data/demo-people.ts';
import { buildClub, buildMember, buildOuting, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { clubs } from '../db/schema/clubs.ts';
import { news } from '../db/schema/news.ts';
import { spotInfos, spots } from '../db/schema/spots.ts';
import { sessions, users } from '../db/schema/users.ts';
import { loadMemberDiverFiles, paperStatesOfMember } from '../modules/diver-files/papers-of.ts';
import { verifyPassword } from '../modules/users/passwords.ts';
import type { Database } from '../platform/data/db.ts';
import { createLocalFileStore } from '../platform/files/storage.ts';
import { hashToken } from '../platform/tokens.ts';
import { ensureSuperAdministrator } from './admin.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_CLUB_ALIAS,
  DEMO_MANAGER,
  DEMO_MEMBERS,
  DEMO_SUPER_ADMINISTRATOR,
  demoBanner,
  RETIRED_DEMO_ADMIN_PASSWORD,
} from './demo-accounts.ts';
import { DemoArt } from './demo-media.ts';
import { prepareData, seedDemoWhenEmpty } from './run.ts';

const opened: TestApp[] = [];
async function freshApp(): Promise<TestApp> {
  const t = await createTestApp();
  opened.push(t);
  return t;
}
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

/** The drawings are the same for every seed: drawn once for the whole file. */
const art = new DemoArt();
/** Seeds the demo into the test app's database and file store (the store its routes serve). */
const seed = (t: TestApp) =>
  seedDemoWhenEmpty(t.db, createLocalFileStore(path.join(t.dataDir, 'files')), { art });

const demoClub = (db: Database) => db.select().from(clubs).where(eq(clubs.alias, DEMO_CLUB_ALIAS));
const globalUser = (db: Database, email: string) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.clubId)))
    .then((rows) => rows[0]);

// Seeding draws and encodes the demo's pictures: a few seconds, more on a busy machine.
describe('demo seed', { timeout: 120_000 }, () => {
  // One seeded database for what reads the demo; the second run, which changes it, goes last.
  describe('once seeded', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      expect(await seed(t)).toBe(true);
    });
    afterAll(() => t.close());

    it('creates a full demo club with working, validated accounts', async () => {
      const response = await t.app.inject({
        url: `/api/Clubs/getClubByAlias/${DEMO_CLUB_ALIAS}`,
        headers: { host: 'demo.localhost:3000' },
      });
      expect(response.statusCode).toBe(200);
      const club = response.json();
      expect(club).toMatchObject({ Alias: 'demo', Spot: true, Gallery: true });
      expect(club.Languages.map((language: { Language_key: string }) => language.Language_key)).toEqual([
        'fr',
        'en',
      ]);

      const manager = await t.db.select().from(users).where(eq(users.id, club.Manager_id));
      expect(manager[0]).toMatchObject({ email: DEMO_MANAGER.email, role: 2, clubId: club.Id });
      for (const account of DEMO_ACCOUNTS) {
        const [row] = await t.db.select().from(users).where(eq(users.email, account.email));
        expect(row?.emailValidatedAt, account.email).not.toBeNull();
        expect(row?.clubId).toBe(account.role === 1 ? null : club.Id);
        expect(await verifyPassword(row?.passwordHash ?? null, account.password), account.email).toBe(true);
      }

      const spotRows = await t.db.select().from(spots).where(eq(spots.clubId, club.Id));
      expect(spotRows.length).toBeGreaterThanOrEqual(6);
      for (const spot of spotRows) {
        // The Îles d'Hyères, Var.
        expect(spot.latitude).toBeGreaterThan(42.95);
        expect(spot.latitude).toBeLessThan(43.05);
        expect(spot.longitude).toBeGreaterThan(6.15);
        expect(spot.longitude).toBeLessThan(6.45);
      }
      const infosRows = await t.db.select().from(spotInfos).where(eq(spotInfos.clubId, club.Id));
      expect(infosRows).toHaveLength(spotRows.length * 2);
      for (const infos of infosRows) {
        const within = (text: string | null, max: number) =>
          (JSON.parse(text ?? 'null') as number[]).every(
            (value) => Number.isInteger(value) && value >= 1 && value <= max,
          );
        expect(
          within(infos.access, 5) && within(infos.interestPoints, 10) && within(infos.bestHours, 4),
        ).toBe(true);
      }
      const newsRows = await t.db.select().from(news).where(eq(news.clubId, club.Id));
      expect(newsRows.length).toBeGreaterThanOrEqual(6);
      expect(newsRows.filter((item) => item.isEvent && item.eventDate !== null)).toHaveLength(2);
    });

    it('lets every documented account sign in on the demo site', async () => {
      for (const account of DEMO_ACCOUNTS) {
        const token = await signIn(t.app, 'demo.localhost:3000', account);
        const role = await t.app.inject({
          url: '/api/Users/getRole',
          headers: { host: 'demo.localhost:3000', authorization: `Bearer ${token}` },
        });
        expect(role.json(), account.email).toBe(account.role);
      }
    });

    it('gives the members FFESSM levels and papers, two PADI cards assigned aptitudes, one certificate expiring and one expired', async () => {
      const [club] = await demoClub(t.db);
      if (!club) throw new Error('no demo club');
      // The new clubs' rules: the certificate and the licence block a sign-up.
      expect(club).toMatchObject({
        medicalCertificateCheck: 'block',
        licenceCheck: 'block',
        acceptDeclared: true,
      });
      const members = await loadMemberDiverFiles(t.db, club.id);
      const levels = members
        .filter((member) => member.organism === 'ffessm')
        .map((member) => member.divingLevel);
      expect(new Set(levels)).toEqual(new Set(levelsOf('ffessm').map(([key]) => key)));
      const [manager] = members.filter((member) => member.email === DEMO_MANAGER.email);
      const padi = members.filter((member) => member.organism === 'padi');
      expect(padi.length).toBeGreaterThanOrEqual(2);
      for (const member of padi) {
        expect(member.file?.assignedAptitudes.length, member.email).toBeGreaterThan(0);
        expect(member.file?.assignedById).toBe(manager?.userId);
      }
      const today = dayIn(club.timeZone);
      const certificates = (state: string) =>
        members.filter((member) => paperStatesOfMember(member, today).medical_certificate?.state === state);
      expect(certificates('expiring').map((member) => member.email)).toEqual(['camille@demo.localhost']);
      expect(
        paperStatesOfMember(certificates('expiring')[0] as (typeof members)[number], today)
          .medical_certificate?.daysLeft,
      ).toBe(10);
      expect(certificates('expired').map((member) => member.email)).toEqual(['sofia@demo.localhost']);
      for (const member of members) {
        const statuses = paperStatesOfMember(member, today);
        expect([statuses.licence?.state, statuses.membership?.state], member.email).toEqual([
          'valid',
          'valid',
        ]);
      }

      // Sofia is on the boat dive in 3 days: the manager sees her certificate red there.
      const host = 'demo.localhost:3000';
      const headers = { host, authorization: `Bearer ${await signIn(t.app, host, DEMO_MANAGER)}` };
      const outings = (await t.app.inject({ url: `/api/Outings/getOutings/${club.id}/0`, headers })).json();
      const boatDive = outings.find((outing: { Title: string }) => outing.Title.startsWith('Double plongée'));
      const list = (
        await t.app.inject({ url: `/api/Outings/getParticipants/${boatDive.Id}`, headers })
      ).json();
      const sofia = list.Confirmed.find(
        (participant: { Firstname: string }) => participant.Firstname === 'Sofia',
      );
      expect(sofia.Papers.Medical_certificate.State).toBe('expired');
      expect(sofia.Aptitudes).toContain('PE40');

      // The members the e2e tests sign up for a dive three weeks away have papers that cover it.
      const dive = await buildOuting(t.db, club, { startsAt: new Date(Date.now() + 21 * 86_400_000) });
      for (const account of DEMO_MEMBERS) {
        const token = await signIn(t.app, host, account);
        const answer = await t.app.inject({
          url: `/api/Outings/signUp/${dive.id}`,
          headers: { host, authorization: `Bearer ${token}` },
        });
        expect(answer.statusCode, account.email).toBe(200);
        expect(answer.json().Paper_warnings, account.email).toEqual([]);
      }
    });

    it('seeds an empty database once; a second run keeps the data as it is', async () => {
      const [club] = await demoClub(t.db);
      if (!club) throw new Error('no demo club');
      await t.db.update(clubs).set({ name: 'Renamed by the manager' }).where(eq(clubs.id, club.id));
      const [spotsBefore] = await t.db.select({ value: count() }).from(spots);

      expect(await seed(t)).toBe(false);
      const after = await demoClub(t.db);
      expect(after).toHaveLength(1);
      expect(after[0]?.name).toBe('Renamed by the manager');
      const [spotsAfter] = await t.db.select({ value: count() }).from(spots);
      expect(spotsAfter?.value).toBe(spotsBefore?.value);
      const [accounts] = await t.db.select({ value: count() }).from(users);
      expect(accounts?.value).toBe(DEMO_ACCOUNTS.length + DEMO_OTHER_MEMBERS.length);
    });
  });

  it('never seeds a database that already has a club', async () => {
    const t = await freshApp();
    await buildClub(t.db, { name: 'Our own club' });
    const config = loadConfig({ DATA_DIR: t.dataDir, SEED: 'demo' });
    expect(await prepareData(t.db, config)).toMatchObject({ demoSeeded: false, demoExists: false });
    expect(await demoClub(t.db)).toHaveLength(0);
  });

  it('seeds nothing with SEED=none', async () => {
    const t = await freshApp();
    const config = loadConfig({ DATA_DIR: t.dataDir, SEED: 'none' });
    expect(await prepareData(t.db, config)).toMatchObject({ demoSeeded: false, demoExists: false });
    expect(await t.db.select().from(clubs)).toHaveLength(0);
  });

  it('keeps docs/demo-accounts.md and the start-up banner in step with the seeded credentials', async () => {
    const read = (file: string) => readFile(path.resolve(import.meta.dirname, '../../../..', file), 'utf8');
    const documented = await read('docs/demo-accounts.md');
    const banner = demoBanner(loadConfig({}));
    for (const account of DEMO_ACCOUNTS) {
      expect(documented).toContain(`\`${account.email}\``);
      expect(documented).toContain(`\`${account.password}\``);
      expect(banner).toContain(`${account.email}  /  ${account.password}`);
    }
    expect(banner).toContain('http://demo.localhost:3000/');
    // The super administrator's password is not published: the docs say where it is printed.
    expect(documented).toContain(`\`${DEMO_SUPER_ADMINISTRATOR.email}\``);
    expect(documented).toContain('ADMIN_PASSWORD');
    for (const text of [documented, await read('README.md'), banner]) {
      expect(text).not.toContain(RETIRED_DEMO_ADMIN_PASSWORD);
    }
    expect(demoBanner(loadConfig({}), 'made-at-this-start')).toContain(
      `${DEMO_SUPER_ADMINISTRATOR.email}  /  made-at-this-start`,
    );
    const operator = demoBanner(
      loadConfig({ ADMIN_EMAIL: 'Ops@example.org', ADMIN_PASSWORD: 'operator-secret-1' }),
    );
    expect(operator).toContain('ops@example.org  /  (ADMIN_PASSWORD)');
    expect(operator).not.toContain('operator-secret-1');
    expect(operator).not.toContain(DEMO_SUPER_ADMINISTRATOR.email);
  });
});

describe('the super administrator at a seeded start', { timeout: 180_000 }, () => {
  it('without ADMIN_EMAIL is the demo one, with a random password returned once', async () => {
    const t = await freshApp();
    const config = loadConfig({ DATA_DIR: t.dataDir, SEED: 'demo' });
    const first = await prepareData(t.db, config, undefined, { art });
    expect(first).toMatchObject({ demoSeeded: true, admin: null });
    const password = first.demoAdminPassword ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const admin = await globalUser(t.db, DEMO_SUPER_ADMINISTRATOR.email);
    expect(admin).toMatchObject({ role: 1, clubId: null });
    expect(await verifyPassword(admin?.passwordHash ?? null, password)).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? null, RETIRED_DEMO_ADMIN_PASSWORD)).toBe(false);
    const token = await signIn(t.app, 'demo.localhost:3000', {
      email: DEMO_SUPER_ADMINISTRATOR.email,
      password,
    });
    expect(token).not.toBe('');

    // A restart neither makes another password nor prints one.
    const again = await prepareData(t.db, config, undefined, { art });
    expect(again.demoAdminPassword).toBeUndefined();
    const kept = await globalUser(t.db, DEMO_SUPER_ADMINISTRATOR.email);
    expect(kept?.passwordHash).toBe(admin?.passwordHash);
  });

  it('with ADMIN_EMAIL is that account only: no demo super administrator', async () => {
    const t = await freshApp();
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      SEED: 'demo',
      ADMIN_EMAIL: 'ops@example.org',
      ADMIN_PASSWORD: 'operator-secret-1',
    });
    const prepared = await prepareData(t.db, config, undefined, { art });
    expect(prepared).toMatchObject({ demoSeeded: true, admin: 'created', demoAdminPassword: undefined });
    expect(await globalUser(t.db, DEMO_SUPER_ADMINISTRATOR.email)).toBeUndefined();
    const admins = await t.db.select().from(users).where(isNull(users.clubId));
    expect(admins.map((user) => user.email)).toEqual(['ops@example.org']);
  });

  it('replaces the once-published demo password where a database still has it, unless ADMIN_PASSWORD sets it', async () => {
    const t = await freshApp();
    const old = await buildMember(t.db, null, {
      email: DEMO_SUPER_ADMINISTRATOR.email,
      password: RETIRED_DEMO_ADMIN_PASSWORD,
    });
    // The e2e tests' server: ADMIN_EMAIL and ADMIN_PASSWORD choose that very password.
    const chosen = loadConfig({
      DATA_DIR: t.dataDir,
      SEED: 'none',
      ADMIN_EMAIL: DEMO_SUPER_ADMINISTRATOR.email,
      ADMIN_PASSWORD: RETIRED_DEMO_ADMIN_PASSWORD,
    });
    expect(await prepareData(t.db, chosen)).toMatchObject({
      admin: 'unchanged',
      demoAdminPassword: undefined,
    });

    const prepared = await prepareData(t.db, loadConfig({ DATA_DIR: t.dataDir, SEED: 'none' }));
    const password = prepared.demoAdminPassword ?? '';
    expect(password).not.toBe('');
    const admin = await globalUser(t.db, DEMO_SUPER_ADMINISTRATOR.email);
    expect(admin?.id).toBe(old.id);
    expect(await verifyPassword(admin?.passwordHash ?? null, password)).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? null, RETIRED_DEMO_ADMIN_PASSWORD)).toBe(false);
    expect(
      (await prepareData(t.db, loadConfig({ DATA_DIR: t.dataDir, SEED: 'none' }))).demoAdminPassword,
    ).toBe(undefined);
  });
});

describe('super administrator from ADMIN_EMAIL and ADMIN_PASSWORD', { timeout: 120_000 }, () => {
  it('creates the global account, validated, with role 1', async () => {
    const t = await freshApp();
    expect(
      await ensureSuperAdministrator(t.db, { email: ' Ops@Example.org ', password: 'first-password-1' }),
    ).toBe('created');
    const admin = await globalUser(t.db, 'ops@example.org');
    expect(admin).toMatchObject({ role: 1, clubId: null });
    expect(admin?.emailValidatedAt).not.toBeNull();
    expect(await verifyPassword(admin?.passwordHash ?? null, 'first-password-1')).toBe(true);
  });

  it('resets the password of an existing one and signs out its sessions; the same password changes nothing', async () => {
    const t = await freshApp();
    const first = { email: DEMO_SUPER_ADMINISTRATOR.email, password: 'the-first-password-2026' };
    expect(await ensureSuperAdministrator(t.db, first)).toBe('created');
    const admin = await globalUser(t.db, DEMO_SUPER_ADMINISTRATOR.email);
    if (!admin) throw new Error('no super administrator');
    await t.db.insert(sessions).values({
      tokenHash: hashToken('a-session-token-of-the-admin'),
      userId: admin.id,
      clubId: null,
      expiresAt: new Date(Date.now() + 86_400_000),
    });

    const credentials = { email: DEMO_SUPER_ADMINISTRATOR.email, password: 'a-new-password-2026' };
    expect(await ensureSuperAdministrator(t.db, credentials)).toBe('password_reset');
    const reset = await globalUser(t.db, DEMO_SUPER_ADMINISTRATOR.email);
    expect(reset?.id).toBe(admin.id);
    expect(await verifyPassword(reset?.passwordHash ?? null, 'a-new-password-2026')).toBe(true);
    expect(await verifyPassword(reset?.passwordHash ?? null, first.password)).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(0);

    expect(await ensureSuperAdministrator(t.db, credentials)).toBe('unchanged');
    expect((await globalUser(t.db, DEMO_SUPER_ADMINISTRATOR.email))?.passwordHash).toBe(reset?.passwordHash);
  });

  it('refuses a malformed address or a short password with a readable message', async () => {
    const t = await freshApp();
    await expect(
      ensureSuperAdministrator(t.db, { email: 'not-an-email', password: 'long-enough-1' }),
    ).rejects.toThrow(/ADMIN_EMAIL/);
    await expect(
      ensureSuperAdministrator(t.db, { email: 'ops@example.org', password: 'short' }),
    ).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});
