import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { type Credentials, signIn } from '../support/sign-in.ts';

const admin = { email: 'admin@localhost', password: 'demo-admin-2026' };
const picture = path.resolve(import.meta.dirname, '../fixtures/avatar.png');
const suffix = Date.now().toString(36);
const alias = `merous${suffix}`;
const disposable = `jetable${suffix}`;
const siteOf = (clubAlias: string) => `http://${clubAlias}.localhost:${E2E_PORT}`;
const managerEmail = `presidente@${alias}.example.org`;

test.use({ actionTimeout: 15_000 });

/** Signs in on a club site's home page. */
async function signInOn(page: Page, site: string, credentials: Credentials) {
  await page.goto(`${site}/`);
  await signIn(page, credentials);
}

async function chooseFiles(page: Page, button: ReturnType<Page['getByRole']>, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

async function newPage(browser: Browser, language?: string) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  if (language) {
    await page.addInitScript((key) => localStorage.setItem('language', key), language);
  }
  return page;
}

test('a super administrator creates a club that its manager fills in, visitors see it, and the admin hands over and deletes another club', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // The super administrator creates the club, with two languages, and its manager.
  await signInOn(page, siteOf('demo'), admin);
  await page.goto(`${siteOf('demo')}/admin/creation_club`);
  await page.getByLabel('Nom du club').fill('Les Mérous du Sud');
  await page.getByLabel('Alias (sous-domaine)').fill('Bad-Alias');
  await page.getByLabel('Alias (sous-domaine)').blur();
  await expect(page.getByText('Lettres minuscules et chiffres uniquement')).toBeVisible();
  await page.getByLabel('Alias (sous-domaine)').fill(alias);
  await page.getByRole('combobox', { name: 'Langues du club' }).click({ force: true });
  await page.getByRole('option', { name: 'Anglais' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Abonnement' }).click({ force: true });
  await page.getByRole('option', { name: /Club/ }).click();
  await page.getByRole('tab', { name: 'Responsable' }).click();
  await page.getByLabel('Prénom').fill('Jeanne');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Corail');
  await page.getByLabel('Fonction').fill('Présidente');
  await page.getByLabel('E-mail du responsable').fill(managerEmail);
  await page.getByRole('button', { name: 'Générer' }).click();
  const password = await page.getByLabel(/^Mot de passe/).inputValue();
  expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(`${siteOf('demo')}/admin/list_club`);
  await expect(page.getByTestId(`club-row-${alias}`)).toBeVisible();

  // A second club, only to be deleted at the end (made through the API the screen uses).
  const created = await page.evaluate(
    async ({ otherAlias, pass }) => {
      const response = await fetch('/api/Clubs/createClub', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('token:demo')}`,
        },
        body: JSON.stringify({
          club_name: 'Club jetable',
          alias: otherAlias,
          Spot: false,
          languages: ['fr'],
          firstname: 'A',
          lastname: 'B',
          manager_email: `a@${otherAlias}.example.org`,
          password: pass,
        }),
      });
      return response.status;
    },
    { otherAlias: disposable, pass: 'Jetable123' },
  );
  expect(created).toBe(200);

  // The manager signs in on the new club's sub-domain and fills in the club.
  const manager = await newPage(browser);
  const site = siteOf(alias);
  await signInOn(manager, site, { email: managerEmail, password });
  await manager.goto(`${site}/admin/club`);
  await manager.getByLabel('Présentation (fr)').fill('Club de plongée de la côte sud.');
  await manager.getByLabel('Horaires (fr)').fill('Samedi 9h-18h');
  await manager.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager.getByText('Modifications enregistrées')).toBeVisible();
  await manager.getByRole('tabpanel', { name: 'Informations' }).getByText('Anglais', { exact: true }).click();
  await expect(manager.getByLabel('Présentation (en)')).toHaveValue('');
  await manager.getByLabel('Présentation (en)').fill('Diving club of the south coast.');
  await manager.getByLabel('Horaires (en)').fill('Saturday 9am-6pm');
  await manager.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager.getByText('Modifications enregistrées').first()).toBeVisible();

  await manager.getByRole('tab', { name: 'Logo' }).click();
  await manager.getByRole('button', { name: 'Changer le logo' }).click();
  const logoDialog = manager.getByRole('dialog', { name: 'Logo du club' });
  await chooseFiles(manager, logoDialog.getByRole('button', { name: 'Choisir une image' }), [picture]);
  await logoDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(logoDialog).toBeHidden();
  await expect(manager.getByRole('img', { name: 'Logo de Les Mérous du Sud' })).toBeVisible();

  await manager.getByRole('tab', { name: 'Carrousel' }).click();
  await chooseFiles(manager, manager.getByRole('button', { name: 'Ajouter des images' }), [picture]);
  await expect(manager.getByTestId('carousel-admin-slide')).toHaveCount(1);
  await chooseFiles(manager, manager.getByRole('button', { name: 'Ajouter des images' }), [picture]);
  await expect(manager.getByTestId('carousel-admin-slide')).toHaveCount(2);

  await manager.getByRole('tab', { name: 'Live' }).click();
  await manager.getByRole('switch', { name: 'Le club est en direct' }).click({ force: true });
  await expect(manager.getByRole('switch', { name: 'Le club est en direct' })).toBeChecked();
  await expect(manager).toHaveURL(`${site}/admin/club/live`);

  // A visitor sees all of it, in French and in English.
  const visitor = await newPage(browser);
  await visitor.goto(`${site}/club`);
  await expect(visitor.getByRole('heading', { name: 'Les Mérous du Sud' })).toBeVisible();
  await expect(visitor.getByTestId('club-infos')).toContainText('Club de plongée de la côte sud.');
  await expect(visitor.getByTestId('club-infos')).toContainText('Samedi 9h-18h');
  await expect(visitor.getByRole('img', { name: 'Logo de Les Mérous du Sud' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: '1 membre' })).toBeVisible();
  await expect(visitor.getByText('Jeanne Corail')).toBeVisible();
  await visitor.goto(`${site}/live`);
  await expect(visitor.getByText('Le club est en direct.')).toBeVisible();
  await expect(visitor.getByTestId('carousel-slide')).toHaveCount(2);
  const visibleSlide = visitor
    .getByRole('group', { name: /Image \d sur 2/ })
    .and(visitor.locator(':not([hidden])'));
  await expect(visibleSlide).toHaveAccessibleName('Image 1 sur 2');
  // The carousel turns by itself (every 2 s).
  await expect(visibleSlide).toHaveAccessibleName('Image 2 sur 2', { timeout: 5_000 });

  await visitor.getByLabel('Langue').selectOption('en');
  await expect(visitor.getByText('The club is live.')).toBeVisible();
  await visitor.goto(`${site}/club`);
  await expect(visitor.getByTestId('club-infos')).toContainText('Diving club of the south coast.');
  await expect(visitor.getByTestId('club-infos')).toContainText('Saturday 9am-6pm');

  // The super administrator switches to the new club's admin through the hand-over...
  await page.getByTestId(`club-row-${alias}`).getByRole('button', { name: 'Administrer' }).click();
  await expect(page).toHaveURL(`${site}/admin/club`);
  await expect(page.getByRole('heading', { name: 'Les Mérous du Sud' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(`token:${key}`), alias)).toBeTruthy();
  const cookies = await page.context().cookies(site);
  expect(cookies.map((cookie) => cookie.name)).not.toContain('club_hand_over');

  // ... and, from there, deletes the other club.
  await page.goto(`${site}/admin/list_club`);
  const row = page.getByTestId(`club-row-${disposable}`);
  await row.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(row).toHaveCount(0);
  // The club of the site itself is never deleted: a notice.
  await page.getByTestId(`club-row-${alias}`).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Un club ne peut pas se supprimer lui-même')).toBeVisible();
  const gone = await page.evaluate(
    async (key) => (await fetch(`/api/Clubs/getClubByAlias/${key}`)).status,
    disposable,
  );
  expect(gone).toBe(404);
});
