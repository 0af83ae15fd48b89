/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { type Locator, type Page, request } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { personAt, shot } from '../support/people.ts';
import { expect, problemsOf, test, typeAndCheck, typeText } from '../support/person.ts';
import { expectNoSidewaysScroll, expectOnTop } from '../support/screen-checks.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Issue 14, as people use it, on a phone (375 px) and on a wide screen (1280 px): the manager creates
 * an outing of one seat on two spots; a member finds it in the calendar (its list and its month),
 * signs up and is confirmed; a second member lands on the waiting list; the club's calendar feed
 * lists it; the manager sees both in the participants panel, then deletes the outing.
 */

/** Dates are typed and read in the reader's time zone: fix it, so the expected text is the same everywhere. */
const timezoneId = 'Europe/Paris';
test.use({ timezoneId, locale: 'fr-FR' });

const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };
const marin = { email: 'marin@demo.localhost', password: 'demo-member-2026' };
const lea = { email: 'lea@demo.localhost', password: 'demo-member-2026' };

const sizes = [
  { name: '375', width: 375, height: 740, daysAhead: 20 },
  { name: '1280', width: 1280, height: 800, daysAhead: 21 },
] as const;
const runId = Date.now().toString(36);

/** `YYYY-MM-DD` of the day `days` from now, in Paris. */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * A date or a time set in its native field, as a person's pick in the phone's or browser's picker
 * would. Not key by key: typed keys fill the field's segments in the order the browser's own language
 * shows them (month first under an en-US Chromium, day first under a French one), and a click lands in
 * whichever segment is under it; a test typing them would depend on the machine's locale.
 */
async function setNativeField(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await expect(field).toHaveValue(value);
}

/** Picks a spot in the spots' multi-select by typing part of its name. */
async function pickSpot(page: Page, field: Locator, typed: string, name: string): Promise<void> {
  await typeText(field, typed, { keep: true });
  await page.getByRole('option', { name }).click();
}

for (const size of sizes) {
  test(`${size.name} px: an outing is created, found in the calendar, filled, then waited for`, async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    const title = `Épave ${runId} ${size.name}`;
    const startDay = dayFromNow(size.daysAhead);
    let outingPath = '';

    await test.step('the manager creates the outing on two spots, with one seat', async () => {
      await page.goto('/');
      await signIn(page, manager);
      await page.goto('/admin/sorties');
      await page.getByRole('link', { name: 'Nouvelle sortie' }).click();
      await expect(page).toHaveURL(/\/admin\/sorties\/new$/);

      await setNativeField(page.getByLabel('Début – date'), startDay);
      // The end day follows the start; sign-up closes the evening before at 18:00.
      await expect(page.getByLabel('Fin – date')).toHaveValue(startDay);
      await expect(page.getByLabel('Clôture des inscriptions – date')).toHaveValue(
        dayFromNow(size.daysAhead - 1),
      );
      await expect(page.getByLabel('Clôture des inscriptions – heure')).toHaveValue('18:00');
      await setNativeField(page.getByLabel('Début – heure'), '08:30');

      await typeAndCheck(page.getByRole('textbox', { name: 'Nombre de places' }), '1');
      const spots = page.getByRole('combobox', { name: 'Sites de plongée' });
      await pickSpot(page, spots, 'Gabin', 'La Gabinière');
      await pickSpot(page, spots, 'Donat', 'Épave du Donator');
      await typeAndCheck(page.getByLabel('Lieu de rendez-vous'), 'Port de Port-Cros, ponton B');
      await typeAndCheck(page.getByLabel('Tarif', { exact: true }), '35 €');

      const french = page.getByRole('tabpanel', { name: 'Français' });
      await typeAndCheck(french.getByLabel('Titre'), title);
      await typeText(french.getByLabel('Description'), 'Deux plongées.\nRetour vers 13 h.');
      await typeText(french.getByLabel('Matériel à prévoir'), 'Lampe, parachute de palier');

      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('La sortie a été créée.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/sorties\/\d+$/);
      outingPath = new URL(page.url()).pathname.replace('/admin', '');
      await expect(page.getByRole('heading', { name: 'Participants', exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    const member = await personAt(browser, size);
    await test.step('a member finds it in the calendar, in the list and in the month', async () => {
      await member.goto('/');
      if (size.width < 600) await member.getByRole('button', { name: 'Ouvrir le menu', exact: true }).click();
      await member
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: 'Sorties' })
        .click();
      await expect(member).toHaveURL(/\/sorties$/);
      const card = member.getByTestId('outing-card').filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card).toContainText('La Gabinière · Épave du Donator');
      await expect(card).toContainText('1 place restante');
      await expectNoSidewaysScroll(member);
      await shot(member, testInfo, `sorties-list-${size.name}`);

      await member.getByRole('link', { name: 'Sorties passées' }).click();
      await expect(member).toHaveURL(/\/sorties\?past=1$/);
      await expect(member.getByRole('heading', { level: 1, name: 'Sorties passées' })).toBeVisible();
      await expect(member.getByTestId('outing-card').filter({ hasText: 'Cap des Mèdes' })).toBeVisible();
      await expect(member.getByTestId('outing-card').filter({ hasText: title })).toHaveCount(0);
      await member.getByRole('link', { name: 'Sorties à venir' }).click();
      await expect(card).toBeVisible();

      await member.getByRole('button', { name: 'Mois', exact: true }).click();
      const month = member.getByTestId('outings-month');
      const [year, monthNumber] = startDay.split('-').map(Number);
      const now = new Date();
      const monthsAhead = ((year ?? 0) - now.getFullYear()) * 12 + (monthNumber ?? 0) - (now.getMonth() + 1);
      for (let step = 0; step < monthsAhead; step += 1)
        await member.getByRole('button', { name: 'Mois suivant' }).click();
      const inGrid = month
        .locator(`td[data-day="${startDay}"]`)
        .getByRole('link', { name: new RegExp(title) });
      await expect(inGrid).toBeVisible();
      await expectNoSidewaysScroll(member);
      await shot(member, testInfo, `sorties-month-${size.name}`);
      await expectOnTop(inGrid);
      await inGrid.click();
      await expect(member).toHaveURL(new RegExp(`${outingPath}$`));
    });

    await test.step('the visitor signs in from the outing, signs up and is confirmed', async () => {
      await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(member.getByText('Port de Port-Cros, ponton B')).toBeVisible();
      await expect(member.getByRole('link', { name: 'Épave du Donator' })).toBeVisible();
      await expect(member.getByRole('link', { name: 'Ajouter à mon agenda' })).toHaveAttribute(
        'href',
        /\/api\/Outings\/getOutingCalendarFile\/\d+$/,
      );
      // The spots' map loads after the page (its own module): their markers, even without imagery.
      await expect(member.getByTestId('outing-map').locator('.leaflet-marker-icon').first()).toBeVisible();
      await shot(member, testInfo, `sortie-visitor-${size.name}`);
      const signInFirst = member.getByRole('button', { name: "Se connecter pour s'inscrire" });
      await expectOnTop(signInFirst);
      await signInFirst.click();
      const popup = member.getByRole('dialog', { name: 'Connexion' });
      await typeText(popup.getByLabel(/^Adresse e-mail/), marin.email);
      await typeText(popup.getByLabel(/^Mot de passe/), marin.password);
      await popup.getByRole('button', { name: 'Se connecter' }).click();

      const signUp = member.getByRole('button', { name: "S'inscrire", exact: true });
      await expectOnTop(signUp);
      await signUp.click();
      await expect(
        member.getByRole('status').filter({ hasText: 'Inscrit·e — place confirmée' }),
      ).toBeVisible();
      await expect(member.getByRole('button', { name: 'Me désinscrire' })).toBeVisible();
      await expect(member.getByTestId('who-is-going')).toContainText('Marin');
      await expect(member.getByTestId('seats')).toContainText('0 libre');
      await shot(member, testInfo, `sortie-member-${size.name}`);

      await member.goto('/profile');
      const mine = member.getByTestId('my-outings');
      await expect(mine.getByRole('link', { name: title })).toBeVisible();
      await expect(mine).toContainText('Inscrit·e');
      await shot(member, testInfo, `profile-${size.name}`);
    });

    const second = await personAt(browser, size);
    await test.step('a second member lands on the waiting list', async () => {
      await second.goto(outingPath);
      await signIn(second, lea);
      await expect(second.getByText('Complet · liste d’attente'.replace('’', "'"))).toBeVisible();
      await second.getByRole('button', { name: "S'inscrire sur liste d'attente" }).click();
      await expect(
        second.getByRole('status').filter({ hasText: "Sur liste d'attente (position 1)" }),
      ).toBeVisible();
    });

    await test.step('below an outing’s minimum level, signing up is refused with the reason', async () => {
      // Léa declared no certification; the demo's Donator outing asks for Autonome 40 m.
      await second.goto('/sorties');
      await second.getByRole('link', { name: 'Épave du Donator', exact: true }).click();
      const panel = second.getByTestId('sign-up-panel');
      await expect(panel.getByRole('button', { name: "S'inscrire", exact: true })).toBeDisabled();
      await expect(panel).toContainText(
        'Niveau minimum : Autonome 40 m. Votre niveau déclaré : aucun ; complétez votre profil ou demandez au responsable.',
      );
      await expect(panel.getByRole('link', { name: 'Compléter mon profil' })).toBeVisible();
      await second.goto(outingPath);
    });

    await test.step('the calendar feed lists the outing; the pages come from the server with it', async () => {
      const api = await request.newContext({
        baseURL: `http://127.0.0.1:${E2E_PORT}`,
        extraHTTPHeaders: { host: `demo.localhost:${E2E_PORT}` },
      });
      const feed = await api.get('/calendar.ics');
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
      const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
      expect(text).toContain(`SUMMARY:${title}`);
      // Server-rendered: the HTML itself holds the list's card and the outing's texts.
      const list = await api.get('/sorties');
      expect(await list.text()).toContain(title);
      const outing = await (await api.get(outingPath)).text();
      expect(outing).toContain(title);
      expect(outing).toContain('Port de Port-Cros, ponton B');
      const past = await (await api.get('/sorties?past=1')).text();
      expect(past).toContain('Cap des Mèdes');
      expect(past).not.toContain(title);
      await api.dispose();
    });

    await test.step('the manager sees both, in order, then deletes the outing', async () => {
      await page.goto(`/admin${outingPath}`);
      const panel = page.getByRole('region', { name: 'Participants', exact: true });
      const rows = panel.getByTestId('participant-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText('Marin Olivier');
      await expect(rows.nth(1)).toContainText('Léa Garnier');
      await expect(panel.getByRole('heading', { name: 'Confirmé·e (1)' })).toBeVisible();
      await expect(panel.getByRole('heading', { name: "Liste d'attente (1)" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, testInfo, `admin-sortie-${size.name}`);
    });

    await test.step('the manager adds a member beyond the seats, marks one present, removes one', async () => {
      const panel = page.getByRole('region', { name: 'Participants', exact: true });
      const rows = panel.getByTestId('participant-row');
      await typeText(panel.getByRole('combobox', { name: 'Ajouter un membre' }), 'Tom');
      await page.getByRole('option', { name: 'Tom Baker' }).click();
      await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await expect(rows).toHaveCount(3);
      await expect(panel.getByRole('heading', { name: 'Confirmé·e·s (2)' })).toBeVisible();

      await panel.getByRole('button', { name: 'Marquer présent·e : Marin Olivier' }).click();
      await expect(rows.filter({ hasText: 'Marin Olivier' })).toContainText('Présent·e');

      await panel.getByRole('button', { name: 'Retirer Tom Baker' }).click();
      await page
        .getByRole('dialog', { name: 'Retirer un participant' })
        .getByRole('button', { name: 'Retirer' })
        .click();
      await expect(rows).toHaveCount(2);
    });

    await test.step('the manager downloads the list and writes to everyone', async () => {
      const panel = page.getByRole('region', { name: 'Participants', exact: true });
      const downloading = page.waitForEvent('download');
      await panel.getByRole('button', { name: 'Exporter en CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^participants-.*\.csv$/);
      const csv = await readFile(await download.path(), 'utf8');
      expect(csv).toContain('Marin');
      expect(csv).toContain('Léa');

      const message = page.getByRole('region', { name: 'Écrire aux participants' });
      await typeAndCheck(message.getByLabel('Message'), 'Rendez-vous à 8 h au ponton B.');
      await message.getByLabel("Inclure la liste d'attente").check();
      await message.getByRole('button', { name: 'Envoyer' }).click();
      await expect(message.getByRole('status')).toHaveText('Message envoyé à 2 participants.');
    });

    await test.step('the confirmed member cancels: the waiting one gets the seat', async () => {
      await member.goto(outingPath);
      await member.getByRole('button', { name: 'Me désinscrire' }).click();
      await expect(member.getByRole('button', { name: "S'inscrire sur liste d'attente" })).toBeVisible();
      await second.reload();
      await expect(
        second.getByRole('status').filter({ hasText: 'Inscrit·e — place confirmée' }),
      ).toBeVisible();
    });

    await test.step('the manager deletes the outing', async () => {
      await page.goto('/admin/sorties');
      await page.getByRole('button', { name: `Supprimer « ${title} »` }).click();
      const confirm = page.getByRole('dialog', { name: 'Supprimer la sortie' });
      await confirm.getByRole('button', { name: 'Supprimer' }).click();
      await expect(page.getByText('La sortie a été supprimée.')).toBeVisible();
      await expect(page.getByText(title)).toBeHidden();
    });

    for (const person of [member, second]) {
      expect(problemsOf(person).found).toEqual([]);
      await person.context().close();
    }
  });
}
