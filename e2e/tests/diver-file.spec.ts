/// <reference lib="dom" />
import { type APIRequestContext, request } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { linksOfLatestMailTo } from '../support/outbox.ts';
import { personAt, shot, typeDayFirst } from '../support/people.ts';
import { expect, problemsOf, test, typeAndCheck, typeText } from '../support/person.ts';
import { expectNoSidewaysScroll, expectOnTop } from '../support/screen-checks.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Issue 34, as people use it, on a phone (375 px) and on a wide screen (1280 px): a member fills in
 * "Mes papiers" (typing the dates), saves and sees them green, then signs up for a dive; another member,
 * whose medical certificate is over a year old, is refused, told which paper and until when it was
 * valid, and follows the link to "Mes papiers", where it shows red.
 */

const timezoneId = 'Europe/Paris';
test.use({ timezoneId, locale: 'fr-FR' });

const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };
const password = 'Plongeur-2026-papiers';
const runId = Date.now().toString(36);

const sizes = [
  { name: '375', width: 375, height: 740, daysAhead: 24 },
  { name: '1280', width: 1280, height: 800, daysAhead: 25 },
] as const;

/** `YYYY-MM-DD` of the day `days` from now, in Paris. */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The FFESSM season whose licences cover today: from 15 September, next year's. */
function currentSeason(): number {
  const today = dayFromNow(0);
  const year = Number(today.slice(0, 4));
  return today.slice(5) >= '09-15' ? year + 1 : year;
}

/** The API as a Node client, on the demo club (Node does not resolve *.localhost). */
function demoApi(): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host: `demo.localhost:${E2E_PORT}` },
  });
}

async function tokenOf(api: APIRequestContext, credentials: { email: string; password: string }) {
  const answer = await api.post('/api/Users/connection/', { data: credentials });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** A new member of the demo club (registered and validated through their mail), with their id. */
async function newMember(api: APIRequestContext, name: string): Promise<{ id: number; email: string }> {
  const email = `${name.toLowerCase()}-${runId}@demo.localhost`;
  const registered = await api.post('/api/Users/register', {
    data: {
      Firstname: name,
      Lastname: 'Papiers',
      Nickname: null,
      Country_id: null,
      Gender: null,
      Birthdate: '1990-05-12',
      Practice_type: 0,
      Organism: 'ffessm',
      Diving_level: 'ffessm_n2',
      Email: email,
      Password: password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const link = (await linksOfLatestMailTo(email)).find((candidate) =>
    new URL(candidate).pathname.startsWith('/auth/'),
  );
  expect(link, 'a validation link').toBeDefined();
  const validated = await api.get(`/api/Users/validate/${new URL(link as string).pathname.split('/')[2]}`);
  expect(validated.status()).toBe(200);
  const token = await tokenOf(api, { email, password });
  const me = await api.get('/api/Users/getUserDetailsByToken', {
    headers: { authorization: `Bearer ${token}` },
  });
  return { id: ((await me.json()) as { Id: number }).Id, email };
}

for (const size of sizes) {
  test(`${size.name} px: a member fills in their papers and signs up; another is told why not`, async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    const api = await demoApi();
    const managerHeaders = { authorization: `Bearer ${await tokenOf(api, manager)}` };
    const club = (await (await api.get('/api/Clubs/getClubByAlias/demo')).json()) as { Id: number };
    let outingId = 0;
    let restoreRules: (() => Promise<void>) | null = null;
    const diver = await newMember(api, `Nina${size.name}`);
    const lapsed = await newMember(api, `Hugo${size.name}`);
    const lapsedOn = dayFromNow(-400);
    const lapsedUntil = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${dayFromNow(-36)}T00:00:00Z`));

    try {
      await test.step('the club blocks a sign-up without a medical certificate; a dive is planned', async () => {
        const rules = (await (
          await api.get(`/api/Clubs/getPaperRules/${club.Id}`, { headers: managerHeaders })
        ).json()) as Record<string, unknown>;
        if (rules.Medical_certificate_check !== 'block') {
          const edit = (changes: Record<string, unknown>) =>
            api.post('/api/Clubs/editPaperRules', {
              headers: managerHeaders,
              data: { Club_id: club.Id, ...rules, ...changes },
            });
          expect((await edit({ Medical_certificate_check: 'block' })).status()).toBe(200);
          restoreRules = async () => {
            await edit({});
          };
        }
        // The other member's certificate is 400 days old: it covered up to 36 days ago.
        const lapsedFile = await api.post('/api/Users/updateDiverFile', {
          headers: managerHeaders,
          data: {
            User_id: lapsed.id,
            Licence_number: null,
            Licence_season: currentSeason(),
            Medical_certificate_date: lapsedOn,
            Membership_until: dayFromNow(200),
            Parental_consent: false,
            Qualifications: [],
          },
        });
        expect(lapsedFile.status(), await lapsedFile.text()).toBe(200);
        const start = new Date(`${dayFromNow(size.daysAhead)}T08:30:00+02:00`);
        const created = await api.post('/api/Outings/createOuting', {
          headers: managerHeaders,
          data: {
            Kind: 'boat_dive',
            Start: start.toISOString(),
            End: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
            Deadline: new Date(start.getTime() - 14 * 3_600_000).toISOString(),
            Seats: 10,
            Min_level: 0,
            Contents: [{ Language_key: 'fr', Title: `Papiers ${runId} ${size.name}` }],
          },
        });
        expect(created.status(), await created.text()).toBe(200);
        outingId = ((await created.json()) as { Id: number }).Id;
      });

      await test.step('a member opens "Mes papiers" from their menu: everything is to provide', async () => {
        await page.goto('/');
        await signIn(page, { email: diver.email, password });
        await page.getByRole('button', { name: /^Compte de / }).click();
        await page.getByRole('menuitem', { name: 'Mes papiers' }).click();
        await expect(page).toHaveURL(/\/profile\/papiers$/);
        await expect(page.getByRole('heading', { name: 'Mes papiers', level: 1 })).toBeVisible();
        await expect(page.getByTestId('paper-rules')).toContainText('certificat médical');
        await expect(page.getByTestId('paper-medical_certificate')).toHaveAttribute('data-state', 'missing');
        await expect(page.getByTestId('paper-medical_certificate')).toContainText('manquant');
        // A N2 card gives PE-40 and PA-20 by itself.
        await expect(page.getByTestId('aptitudes')).toContainText('PE-40');
        await expect(page.getByTestId('aptitudes')).toContainText('PA-20');
        await expectNoSidewaysScroll(page);
      });

      await test.step('they type their dates and licence, and save: every paper is green', async () => {
        const main = page.getByRole('main');
        await typeDayFirst(main.getByLabel('Date du certificat'), dayFromNow(-30));
        await typeAndCheck(main.getByLabel('Numéro de licence'), `A-${runId}`);
        const season = main.getByLabel('Saison de la licence', { exact: true });
        await season.click();
        await page.getByRole('option', { name: `Saison ${currentSeason()}`, exact: true }).click();
        await typeDayFirst(main.getByLabel('Cotisation payée jusqu’au'), dayFromNow(200));
        await main.getByRole('checkbox', { name: /^PN-20/ }).check();
        const save = main.getByRole('button', { name: 'Enregistrer', exact: true });
        await expectOnTop(save);
        await save.click();
        await expect(page.getByText('Les papiers ont été enregistrés.')).toBeVisible();
        for (const kind of ['medical_certificate', 'licence', 'membership'])
          await expect(main.getByTestId(`paper-${kind}`)).toHaveAttribute('data-state', 'valid');
        await expect(main.getByTestId('paper-medical_certificate')).toContainText(/expire dans 3\d\d jours/);
        await expect(main.getByTestId('check-medical_certificate')).toHaveText('déclaré');
        await expect(main.getByTestId('aptitudes')).toContainText('PN-20');
        await expectNoSidewaysScroll(page);
      });

      await test.step('they sign up for the dive and are confirmed', async () => {
        await page.goto(`/sorties/${outingId}`);
        const signUp = page.getByTestId('sign-up-panel').getByRole('button', { name: "S'inscrire" });
        await expectOnTop(signUp);
        await signUp.click();
        await expect(page.getByText('Inscrit·e — place confirmée')).toBeVisible();
        await expect(page.getByTestId('paper-problems')).toHaveCount(0);
      });

      await test.step('a member whose certificate lapsed is told which paper, until when, and where to fix it', async () => {
        const other = await personAt(browser, size);
        problemsOf(other).expect(409, /^\/api\/Outings\/signUp\//);
        await other.goto('/');
        await signIn(other, { email: lapsed.email, password });
        await other.goto(`/sorties/${outingId}`);
        const signUp = other.getByTestId('sign-up-panel').getByRole('button', { name: "S'inscrire" });
        await expectOnTop(signUp);
        await signUp.click();
        const problems = other.getByTestId('paper-problems');
        await expect(problems).toContainText('Inscription impossible');
        await expect(problems).toContainText(
          `Votre certificat médical n’est valable que jusqu’au ${lapsedUntil}, avant le jour de la sortie.`,
        );
        await shot(other, testInfo, `refused-${size.name}`);
        const fix = problems.getByRole('link', { name: 'Mettre à jour mes papiers' });
        await expectOnTop(fix);
        await fix.click();
        await expect(other).toHaveURL(/\/profile\/papiers$/);
        await expect(other.getByTestId('paper-medical_certificate')).toHaveAttribute('data-state', 'expired');
        await expect(other.getByTestId('paper-medical_certificate')).toContainText('expiré depuis le');
        await expectNoSidewaysScroll(other);
        await other.context().close();
      });

      await test.step('the manager sees the papers on the day, and adds the lapsed member giving a reason', async () => {
        const admin = await personAt(browser, size);
        problemsOf(admin).expect(409, /^\/api\/Outings\/setParticipant/);
        await admin.goto('/');
        await signIn(admin, manager);
        await admin.goto(`/admin/sorties/${outingId}`);
        const panel = admin.getByRole('region', { name: 'Participants', exact: true });
        const row = panel.getByTestId('participant-row').filter({ hasText: 'Papiers' });
        await expect(row).toHaveCount(1);
        await expect(row.getByTestId('papers-medical_certificate')).toHaveAttribute('data-state', 'valid');
        await expect(row.getByRole('list', { name: /^Aptitudes de / })).toContainText('PE-40');

        await typeText(panel.getByRole('combobox', { name: 'Ajouter un membre' }), `Hugo${size.name}`);
        await admin.getByRole('option', { name: `Hugo${size.name} Papiers` }).click();
        await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
        const dialog = admin.getByRole('dialog', { name: 'Ajouter malgré les papiers ?' });
        await expect(dialog).toContainText(
          `Certificat médical (CACI) valable jusqu’au ${lapsedUntil} seulement`,
        );
        await typeAndCheck(dialog.getByLabel(/^Raison/), 'Certificat neuf vu au club ce soir');
        const confirm = dialog.getByRole('button', { name: 'Ajouter quand même' });
        await expectOnTop(confirm);
        await confirm.click();
        await expect(dialog).toBeHidden();
        const added = panel.getByTestId('participant-row').filter({ hasText: `Hugo${size.name}` });
        await expect(added.getByTestId('papers-medical_certificate')).toHaveAttribute(
          'data-state',
          'expired',
        );
        await expect(added.getByTestId('papers-medical_certificate')).toHaveText('CACI : À renouveler');
        await expect(added.getByTestId('override-reason')).toContainText(
          'Certificat neuf vu au club ce soir',
        );
        await expectNoSidewaysScroll(admin);
        await shot(admin, testInfo, `participants-${size.name}`);
        await admin.context().close();
      });
    } finally {
      if (outingId !== 0) await api.get(`/api/Outings/deleteOuting/${outingId}`, { headers: managerHeaders });
      if (restoreRules !== null) await (restoreRules as () => Promise<void>)();
      await api.dispose();
    }
  });
}
