/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { typeDayFirst } from '../support/people.ts';
import { expect, test, typeText } from '../support/person.ts';
import { expectNoSidewaysScroll, expectOnTop } from '../support/screen-checks.ts';
import { signIn } from '../support/sign-in.ts';
import { demoApi } from '../support/walk-routes.ts';

/**
 * Issue 34, the manager's table of papers, on a phone (375 px) and on a wide screen (1280 px): the
 * manager opens the table from the admin area, keeps the members with an expired paper and finds the
 * one whose medical certificate ran out; downloads the table; imports a CSV (a row matching that
 * member by e-mail, one matching nobody), maps a column by hand, reads the preview (nothing written
 * yet), confirms, and sees the member's certificate up to date in the table.
 */

const timezoneId = 'Europe/Paris';
test.use({ timezoneId, locale: 'fr-FR' });

const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };
/** A demo member who cannot sign in: no other spec reads or writes their papers. */
const hugoEmail = 'hugo@demo.localhost';

const sizes = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
] as const;

/** `YYYY-MM-DD` of the day `days` from now, in Paris. */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The last day a certificate of `day` covers: one year on, less a day. */
function medicalCertificateLastDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, date) - 86_400_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` as a French spreadsheet writes it: `DD/MM/YYYY`. */
const frenchDay = (day: string) => day.split('-').reverse().join('/');

type File = {
  User_id: number;
  Licence_number: string | null;
  Licence_season: number | null;
  Membership_until: string | null;
  Medical_certificate_date: string | null;
  Parental_consent: boolean;
  Qualifications: string[];
  Assigned_aptitudes: string[];
};

/** The manager's API session, and Hugo's id and last name. */
async function managerApi(): Promise<{
  api: APIRequestContext;
  token: string;
  hugo: { id: number; lastname: string };
}> {
  const api = await demoApi(E2E_PORT);
  const answer = await api.post('/api/Users/connection/', { data: manager });
  expect(answer.ok()).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  const club = (await (await api.get('/api/Clubs/getClubByAlias/demo')).json()) as { Id: number };
  const members = (await (
    await api.get(`/api/Users/getAllUsersByClub/${club.Id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { Id: number; Email: string; Lastname: string }[];
  const hugo = members.find((member) => member.Email === hugoEmail);
  if (!hugo) throw new Error(`the demo club has ${hugoEmail}`);
  return { api, token, hugo: { id: hugo.Id, lastname: hugo.Lastname } };
}

async function diverFile(api: APIRequestContext, token: string, userId: number): Promise<File> {
  const answer = await api.get(`/api/Users/getDiverFile/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as File;
}

/** Sets the member's medical certificate (the rest of their file as it is), as a manager's edit would. */
async function setMedicalCertificate(
  api: APIRequestContext,
  token: string,
  userId: number,
  day: string,
): Promise<void> {
  const file = await diverFile(api, token, userId);
  const answer = await api.post('/api/Users/updateDiverFile', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      User_id: userId,
      Licence_number: file.Licence_number,
      Licence_season: file.Licence_season,
      Membership_until: file.Membership_until,
      Parental_consent: file.Parental_consent,
      Qualifications: file.Qualifications,
      Assigned_aptitudes: file.Assigned_aptitudes,
      Medical_certificate_date: day,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

for (const size of sizes) {
  test(`${size.name} px: the manager finds an expired certificate, then imports a CSV that renews it`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    const { api, token, hugo } = await managerApi();
    // Hugo's certificate is 400 days old: expired (a certificate covers one year).
    const expiredMedicalCertificate = dayFromNow(-400);
    await setMedicalCertificate(api, token, hugo.id, expiredMedicalCertificate);
    const renewed = dayFromNow(-3);
    const hugoName = `Hugo ${hugo.lastname}`;
    const rows = page.getByTestId('diver-file-row');
    const hugoRow = rows.filter({ hasText: hugoName });
    const medicalCertificateOf = (row: Locator) => row.locator('[data-paper="Medical_certificate"]');

    await test.step('the manager opens the table of papers from the admin area', async () => {
      await page.goto('/');
      await signIn(page, manager);
      await page.goto('/admin/sorties');
      const tab = page.getByRole('tab', { name: 'Papiers des plongeurs' });
      await expectOnTop(tab);
      await tab.click();
      await expect(page).toHaveURL(/\/admin\/papiers$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Papiers des plongeurs' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Papiers valables le' })).toHaveValue(/^Aujourd'hui/);
      await expect(rows.first()).toBeVisible();
    });

    await test.step('"Expirés" keeps the members with an expired paper: Hugo, his certificate red', async () => {
      const expired = page.locator('label').filter({ hasText: /^Expirés$/ });
      await expectOnTop(expired);
      await expired.click();
      // The demo's member whose certificate ran out two weeks ago, and Hugo's.
      const sofiaRow = rows.filter({ hasText: 'Sofia Lindqvist' });
      await expect(medicalCertificateOf(sofiaRow)).toHaveAttribute('data-state', 'expired');
      await expect(hugoRow).toBeVisible();
      await expect(medicalCertificateOf(hugoRow)).toHaveAttribute('data-state', 'expired');
      await expect(medicalCertificateOf(hugoRow)).toContainText('À renouveler');
      await expect(medicalCertificateOf(hugoRow)).toContainText(
        `jusqu'au ${frenchDay(medicalCertificateLastDay(expiredMedicalCertificate))}`,
      );
      // Every row left has a paper out of date.
      for (const row of await rows.all())
        await expect(row.locator('[data-state="expired"]').first()).toBeVisible();
      // The search box narrows the list to him, typed like a person: his last name, lower case (other
      // specs' members are called Hugo375 and Hugo1280, their papers lapsed too).
      await typeText(page.getByRole('searchbox', { name: 'Rechercher' }), hugo.lastname.toLowerCase());
      await expect(rows).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      const name = hugoRow.getByRole('link', { name: hugoName });
      await expectOnTop(name);
      await expect(name).toHaveAttribute('href', `/admin/papiers/${hugo.id}`);
    });

    await test.step('the table downloads as CSV, for the same day and filter', async () => {
      // Back up to the page's buttons, as a person scrolls (a button brought just into view would sit
      // under the phone's sticky header).
      await page.mouse.wheel(0, -5000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const downloading = page.waitForEvent('download');
      const exportButton = page.getByRole('button', { name: 'Exporter en CSV' });
      await expectOnTop(exportButton);
      await exportButton.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`papiers-${dayFromNow(0)}-expired.csv`);
      const csv = await readFile(await download.path(), 'utf8');
      expect(csv).toContain(hugo.lastname);
    });

    const dialog = page.getByRole('dialog', { name: /Importer des papiers|Ce que l'import va changer/ });
    const csv = [
      'Nom;Prénom;Courriel;Certif;Téléphone',
      `${hugo.lastname};Hugo;${hugoEmail};${frenchDay(renewed)};06 12 34 56 78`,
      `Personne;Inconnue;inconnue-${size.name}@example.org;${frenchDay(renewed)};`,
    ].join('\r\n');
    /** Opens the import, picks the file as a person does (the file chooser), maps "Certif" by hand. */
    const pickFile = async () => {
      const open = page.getByRole('button', { name: 'Importer un CSV' });
      await expectOnTop(open);
      await open.click();
      await expect(dialog).toBeVisible();
      const choosing = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Fichier CSV' }).click();
      await (await choosing).setFiles({
        name: `licencies-${size.name}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(csv, 'utf8'),
      });
      // Obvious columns are guessed; "Certif" is not: the manager says what it holds.
      await expect(dialog.getByRole('combobox', { name: 'Courriel', exact: true })).toHaveValue('E-mail');
      await expect(dialog.getByRole('combobox', { name: 'Nom', exact: true })).toHaveValue('Nom');
      await expect(dialog.getByRole('combobox', { name: 'Téléphone', exact: true })).toHaveValue('Ignorer');
      const medicalCertificate = dialog.getByRole('combobox', { name: 'Certif', exact: true });
      await expect(medicalCertificate).toHaveValue('Ignorer');
      await medicalCertificate.click();
      await page.getByRole('option', { name: 'Date du certificat médical' }).click();
      await expect(medicalCertificate).toHaveValue('Date du certificat médical');
    };
    await test.step('the manager picks a CSV file and maps its columns', pickFile);

    await test.step('the preview says what will change and what matched nobody; nothing is written yet', async () => {
      const preview = dialog.getByRole('button', { name: 'Prévisualiser' });
      await expectOnTop(preview);
      await preview.click();
      await expect(dialog).toHaveAccessibleName("Ce que l'import va changer");
      await expect(dialog).toContainText('1 ligne reconnue');
      await expect(dialog).toContainText('1 membre modifié');
      await expect(dialog).toContainText('1 ligne écartée');
      const change = dialog.getByTestId('import-change');
      await expect(change).toHaveCount(1);
      await expect(change).toContainText(hugoName);
      await expect(change).toContainText('retrouvé par e-mail');
      await expect(change).toContainText(
        `Date du certificat médical : ${frenchDay(expiredMedicalCertificate)} → ${frenchDay(renewed)}`,
      );
      const leftOut = dialog.getByTestId('import-left-out');
      await expect(leftOut).toContainText('Ligne 3 · Inconnue Personne');
      await expect(leftOut).toContainText('Aucun membre ne correspond');
      expect((await diverFile(api, token, hugo.id)).Medical_certificate_date).toBe(expiredMedicalCertificate);
    });

    await test.step('the manager confirms: the table shows the renewed certificate', async () => {
      const confirm = dialog.getByRole('button', { name: 'Importer (1 membre)' });
      await expectOnTop(confirm);
      await confirm.click();
      await expect(page.getByText('Papiers importés : 1 membre mis à jour.')).toBeVisible();
      await expect(dialog).toBeHidden();
      expect((await diverFile(api, token, hugo.id)).Medical_certificate_date).toBe(renewed);
      await page
        .locator('label')
        .filter({ hasText: /^Tous$/ })
        .click();
      await expect(medicalCertificateOf(hugoRow)).toHaveAttribute('data-state', 'valid');
      await expect(medicalCertificateOf(hugoRow)).toContainText('À jour');
      await expectNoSidewaysScroll(page);
    });

    await test.step('the same file again changes nothing', async () => {
      await page.mouse.wheel(0, -5000);
      await pickFile();
      await dialog.getByRole('button', { name: 'Prévisualiser' }).click();
      await expect(dialog).toContainText('1 ligne reconnue');
      await expect(dialog).toContainText('0 membre modifié');
      await expect(dialog).toContainText('Rien ne change');
      await expect(dialog.getByRole('button', { name: 'Importer (0 membre)' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('on a later day, the certificate the demo has ending in 10 days has run out', async () => {
      await typeText(page.getByRole('searchbox', { name: 'Rechercher' }), 'camille');
      const camilleRow = rows.filter({ hasText: 'Camille' });
      await expect(medicalCertificateOf(camilleRow)).toHaveAttribute('data-state', 'expiring');
      await expect(medicalCertificateOf(camilleRow)).toContainText('encore 10 jours');
      await page.getByRole('combobox', { name: 'Papiers valables le' }).click();
      await page.getByRole('option', { name: 'Une autre date…' }).click();
      // Typed day first, as the papers' dates are: the field puts in the slashes.
      await typeDayFirst(page.getByLabel('Date', { exact: true }), dayFromNow(20));
      await expect(medicalCertificateOf(camilleRow)).toHaveAttribute('data-state', 'expired');
      await expect(medicalCertificateOf(camilleRow)).toContainText(`jusqu'au ${frenchDay(dayFromNow(10))}`);
      await typeText(page.getByRole('searchbox', { name: 'Rechercher' }), 'hugo');
    });

    await test.step('his row opens his papers', async () => {
      await hugoRow.getByRole('link', { name: hugoName }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/papiers/${hugo.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: `Papiers de ${hugoName}` })).toBeVisible();
    });
    await api.dispose();
  });
}
