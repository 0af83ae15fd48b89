import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expect, type PageProblems, problemsOf, test, typeText } from '../support/person.ts';
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

async function chooseFiles(page: Page, button: Locator, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

/** Another person's browser; what goes wrong in it is checked at the end of the test (`watched`). */
const watched: PageProblems[] = [];
async function newPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  watched.push(problemsOf(page));
  return page;
}

test.afterEach(() => {
  expect(watched.splice(0).flatMap((problems) => problems.found)).toEqual([]);
});

/** A crop popup: choose the picture, keep the proposed frame, save; the popup closes. */
async function cropAndSave(page: Page, dialog: Locator) {
  await chooseFiles(page, dialog.getByRole('button', { name: 'Choisir une image' }), [picture]);
  await expect(dialog.getByText('Zoom')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
}

test('a super administrator creates a club that its manager fills in, visitors see it, and the admin hands over and deletes another club', async ({
  page,
  browser,
  pageProblems,
}) => {
  test.setTimeout(180_000);

  // The super administrator creates the club, with two languages, and its manager.
  await signInOn(page, siteOf('demo'), admin);
  await page.goto(`${siteOf('demo')}/admin/creation_club`);
  await typeText(page.getByLabel('Nom du club'), 'Les Mérous du Sud');
  await typeText(page.getByLabel('Alias (sous-domaine)'), 'Bad-Alias');
  await page.getByLabel('Alias (sous-domaine)').blur();
  await expect(page.getByText('Lettres minuscules et chiffres uniquement')).toBeVisible();
  await typeText(page.getByLabel('Alias (sous-domaine)'), alias);
  await expect(page.getByText('Lettres minuscules et chiffres uniquement')).toBeHidden();
  await page.getByRole('combobox', { name: 'Langues du club' }).click({ force: true });
  await page.getByRole('option', { name: 'Anglais' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Abonnement' }).click({ force: true });
  await page.getByRole('option', { name: /Club/ }).click();
  await page.getByRole('tab', { name: 'Responsable' }).click();
  await typeText(page.getByLabel('Prénom'), 'Jeanne');
  await typeText(page.getByRole('textbox', { name: 'Nom', exact: true }), 'Corail');
  await typeText(page.getByLabel('Fonction'), 'Présidente');
  await typeText(page.getByLabel('E-mail du responsable'), managerEmail);
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
  // Both languages typed before one save: switching language keeps what was typed.
  const infos = manager.getByRole('tabpanel', { name: 'Informations' });
  await typeText(infos.getByLabel('Présentation (fr)'), 'Club de plongée de la côte sud.');
  await typeText(infos.getByLabel('Horaires (fr)'), 'Samedi 9h-18h');
  await infos.getByText('Anglais', { exact: true }).click();
  await expect(infos.getByLabel('Présentation (en)')).toHaveValue('');
  await typeText(infos.getByLabel('Présentation (en)'), 'Diving club of the south coast.');
  await typeText(infos.getByLabel('Horaires (en)'), 'Saturday 9am-6pm');
  await infos.getByText('Français', { exact: true }).click();
  await expect(infos.getByLabel('Présentation (fr)')).toHaveValue('Club de plongée de la côte sud.');
  await infos.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager.getByText('Modifications enregistrées')).toBeVisible();

  await manager.getByRole('tab', { name: 'Logo' }).click();
  await manager.getByRole('button', { name: 'Changer le logo' }).click();
  await cropAndSave(manager, manager.getByRole('dialog', { name: 'Logo du club' }));
  await expect(manager.getByRole('img', { name: 'Logo de Les Mérous du Sud' })).toBeVisible();

  // Carousel slides go through the crop popup too, in the carousel's wide frame.
  await manager.getByRole('tab', { name: 'Carrousel' }).click();
  const carouselDialog = manager.getByRole('dialog', { name: 'Image du carrousel' });
  await manager.getByRole('button', { name: 'Ajouter une image' }).click();
  await cropAndSave(manager, carouselDialog);
  await expect(manager.getByTestId('carousel-admin-slide')).toHaveCount(1);
  await manager.getByRole('button', { name: 'Ajouter une image' }).click();
  await cropAndSave(manager, carouselDialog);
  await expect(manager.getByTestId('carousel-admin-slide')).toHaveCount(2);
  const slide = manager.getByRole('img', { name: 'Image 1 sur 2' });
  const ratio = await slide.evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight);
  expect(ratio).toBeCloseTo(16 / 9, 1);

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
  pageProblems.expect(404, /^\/api\/Clubs\/getClubByAlias\//);
  const gone = await page.evaluate(
    async (key) => (await fetch(`/api/Clubs/getClubByAlias/${key}`)).status,
    disposable,
  );
  expect(gone).toBe(404);
});

test('club creation: each error shows on its field and the form opens the tab that holds the first', async ({
  page,
  pageProblems,
}) => {
  test.setTimeout(120_000);
  await signInOn(page, siteOf('demo'), admin);
  await page.goto(`${siteOf('demo')}/admin/creation_club`);
  const otherAlias = `sanschef${suffix}`;
  await typeText(page.getByLabel('Nom du club'), 'Club sans responsable');
  await typeText(page.getByLabel('Alias (sous-domaine)'), otherAlias);
  await page.getByRole('combobox', { name: 'Abonnement' }).click({ force: true });
  await page.getByRole('option', { name: /Club/ }).click();

  // The manager tab left empty: checked before sending, shown on the manager tab's fields, no dialog.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('tab', { name: 'Responsable' })).toHaveAttribute('aria-selected', 'true');
  const required = 'Ce champ est obligatoire';
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(required);
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveAccessibleDescription(required);
  await expect(page.getByRole('textbox', { name: 'E-mail du responsable' })).toHaveAccessibleDescription(
    required,
  );
  await expect(page.getByText('Au moins 8 caractères')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Filled in, but with the alias of a club that exists: the server's answer lands on the alias field,
  // and the form goes back to the club tab that holds it.
  await typeText(page.getByRole('textbox', { name: 'Prénom' }), 'Yves');
  await typeText(page.getByRole('textbox', { name: 'Nom', exact: true }), 'Sanschef');
  await typeText(
    page.getByRole('textbox', { name: 'E-mail du responsable' }),
    `yves@${otherAlias}.example.org`,
  );
  await typeText(page.getByLabel(/^Mot de passe/), 'Sanschef-2026');
  await page.getByRole('tab', { name: 'Club' }).last().click();
  await typeText(page.getByLabel('Alias (sous-domaine)'), 'demo');
  await page.getByRole('tab', { name: 'Responsable' }).click();
  pageProblems.expect(409, /^\/api\/Clubs\/createClub$/);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('tab', { name: 'Club' }).last()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Alias (sous-domaine)')).toHaveAccessibleDescription(
    /Un autre club utilise déjà cet alias/,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A free alias: created.
  await typeText(page.getByLabel('Alias (sous-domaine)'), otherAlias);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(`${siteOf('demo')}/admin/list_club`);
  await expect(page.getByTestId(`club-row-${otherAlias}`)).toBeVisible();
});

test('club edition: a super administrator ticks the boxes and types the fields of a club, saved and kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInOn(page, siteOf('demo'), admin);
  const editedAlias = `coches${suffix}`;
  const id = await page.evaluate(async (key) => {
    const response = await fetch('/api/Clubs/createClub', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('token:demo')}`,
      },
      body: JSON.stringify({
        club_name: 'Club à cocher',
        alias: key,
        Spot: false,
        Gallery: true,
        Dolphyn: false,
        languages: ['fr'],
        firstname: 'C',
        lastname: 'D',
        manager_email: `c@${key}.example.org`,
        password: 'Cocher-2026',
      }),
    });
    return ((await response.json()) as { Id: number }).Id;
  }, editedAlias);

  await page.goto(`${siteOf('demo')}/admin/edition_club/${id}`);
  await page.getByLabel('Galerie', { exact: true }).uncheck();
  await page.getByLabel('Live (Dolphyn)', { exact: true }).check();
  await page.getByLabel('Live (Dolphyn)', { exact: true }).uncheck();
  await page.getByLabel('Live (Dolphyn)', { exact: true }).check();
  await expect(page.getByLabel('Galerie', { exact: true })).not.toBeChecked();
  await typeText(page.getByLabel('Nom du club'), 'Club bien coché');
  await typeText(page.getByLabel('Téléphone'), '04 94 12 34 56');
  await typeText(page.getByLabel(/^E-mail$/), `bureau@${editedAlias}.example.org`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(`${siteOf('demo')}/admin/list_club`);

  await page.goto(`${siteOf('demo')}/admin/edition_club/${id}`);
  await expect(page.getByLabel('Nom du club')).toHaveValue('Club bien coché');
  await expect(page.getByLabel('Galerie', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Live (Dolphyn)', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Spots', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Téléphone')).toHaveValue('04 94 12 34 56');
  await expect(page.getByLabel(/^E-mail$/)).toHaveValue(`bureau@${editedAlias}.example.org`);
});

test('the live-product text: the super administrator types it in two languages before one save, kept', async ({
  page,
}) => {
  await signInOn(page, siteOf('demo'), admin);
  await page.goto(`${siteOf('demo')}/admin/solutions`);
  const main = page.getByRole('main');
  await typeText(
    main.getByLabel('Texte de la solution live (fr)'),
    `Le direct des clubs, version ${suffix}.`,
  );
  await main.getByText('Anglais', { exact: true }).click();
  await typeText(main.getByLabel('Texte de la solution live (en)'), `Live for clubs, version ${suffix}.`);
  await main.getByText('Français', { exact: true }).click();
  await expect(main.getByLabel('Texte de la solution live (fr)')).toHaveValue(
    `Le direct des clubs, version ${suffix}.`,
  );
  await main.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modifications enregistrées')).toBeVisible();
  await page.reload();
  await expect(main.getByLabel('Texte de la solution live (fr)')).toHaveValue(
    `Le direct des clubs, version ${suffix}.`,
  );
  await main.getByText('Anglais', { exact: true }).click();
  await expect(main.getByLabel('Texte de la solution live (en)')).toHaveValue(
    `Live for clubs, version ${suffix}.`,
  );
});
