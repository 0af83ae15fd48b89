/// <reference lib="dom" />
import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { linksOfLatestMailTo } from '../support/outbox.ts';
import { expect, test, typeText } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * A club manager changes, typing at full speed, every field of the club (every tab of /admin/club and
 * the legal notice, in both languages of a two-language club), a member (the member edit popup), and
 * the super administrator the club's manager (/admin/edit_manager/{id}); saved, reloaded, kept. At
 * 375 px and at 1280 px, where every list shows its actions without sideways scrolling.
 *
 * Each size works on a club of its own, made through the API, with one validated member.
 */

const admin = { email: 'admin@localhost', password: 'demo-admin-2026' };
const sizes = [
  { name: '375 px', width: 375, height: 740 },
  { name: '1280 px', width: 1280, height: 800 },
] as const;
const runId = Date.now().toString(36);
const siteOf = (alias: string) => `http://${alias}.localhost:${E2E_PORT}`;

type TestClub = {
  alias: string;
  site: string;
  managerId: number;
  manager: { email: string; password: string };
  member: { email: string; firstname: string; lastname: string };
};

/** The API as a Node client for one club: 127.0.0.1 with the club's Host header (Node does not resolve *.localhost). */
function apiOf(alias: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host: `${alias}.localhost:${E2E_PORT}` },
  });
}

/** A two-language club (French, English), its manager and one validated member. */
async function makeClub(alias: string): Promise<TestClub> {
  const demo = await apiOf('demo');
  const signedIn = await demo.post('/api/Users/connection/', { data: admin });
  expect(signedIn.ok()).toBe(true);
  const { token } = (await signedIn.json()) as { token: string };
  const manager = { email: `responsable@${alias}.example.org`, password: 'Responsable-2026' };
  const created = await demo.post('/api/Clubs/createClub', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      club_name: `Club ${alias}`,
      alias,
      Spot: false,
      Gallery: true,
      Dolphyn: true,
      languages: ['fr', 'en'],
      firstname: 'Rose',
      lastname: 'Gorgone',
      manager_email: manager.email,
      password: manager.password,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const club = (await created.json()) as { Manager: { Id: number } };
  await demo.dispose();

  const member = { email: `membre@${alias}.example.org`, firstname: 'Paul', lastname: 'Mérou' };
  const api = await apiOf(alias);
  const registered = await api.post('/api/Users/register', {
    data: {
      Firstname: member.firstname,
      Lastname: member.lastname,
      Nickname: null,
      Country_id: null,
      Gender: null,
      Birthdate: null,
      Practice_type: 0,
      Organism: null,
      Diving_level: null,
      Email: member.email,
      Password: 'Membre-du-club-1',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const link = (await linksOfLatestMailTo(member.email)).find((candidate) =>
    new URL(candidate).pathname.startsWith('/auth/'),
  );
  expect(link, 'a validation link').toBeDefined();
  const validated = await api.get(`/api/Users/validate/${new URL(link as string).pathname.split('/')[2]}`);
  expect(validated.status()).toBe(200);
  await api.dispose();
  return { alias, site: siteOf(alias), managerId: club.Manager.Id, manager, member };
}

/** Picks a language of a per-language editor (the segmented control above its fields). */
async function pickLanguage(scope: Locator, language: 'Français' | 'Anglais') {
  await scope.getByText(language, { exact: true }).click();
}

async function save(page: Page, scope: Locator) {
  await scope.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();
  // Gone before the next save, so that each save shows its own notice.
  await page.getByText('Modifications enregistrées').first().waitFor({ state: 'hidden', timeout: 10_000 });
}

/** The field of a label, with or without the asterisk of a required field. */
function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

/** No sideways scrolling, and the element sits inside the screen's width. */
async function expectInsideScreen(page: Page, element: Locator, width: number) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const size of sizes) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    let club: TestClub;

    test.beforeAll(async () => {
      club = await makeClub(`frappe${size.width}${runId}${Math.random().toString(36).slice(2, 6)}`);
    });

    /** The manager signed in on the club's site, on its administration. */
    async function asManager(page: Page, route = '/admin/club') {
      await page.goto(`${club.site}/`);
      await signIn(page, club.manager);
      await page.goto(`${club.site}${route}`);
    }

    test('the admin tabs are all in view', async ({ page }) => {
      await asManager(page);
      const tabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'Informations' }) });
      for (const name of ['Informations', 'Coordonnées', 'Logo', 'Carrousel', 'Live', 'Membres', 'Visites'])
        await expectInsideScreen(page, tabs.getByRole('tab', { name }), size.width);
    });

    test('the information: French, then English, typed before one save; nothing typed is lost', async ({
      page,
    }) => {
      await asManager(page);
      const infos = page.getByRole('tabpanel', { name: 'Informations' });
      await typeText(infos.getByLabel('Présentation (fr)'), 'Club de plongée du cap, fondé en 1987.');
      await typeText(infos.getByLabel('Horaires (fr)'), 'Samedi et dimanche, 8 h – 18 h');
      await pickLanguage(infos, 'Anglais');
      await typeText(infos.getByLabel('Présentation (en)'), 'Diving club of the cape, founded in 1987.');
      await typeText(infos.getByLabel('Horaires (en)'), 'Saturday and Sunday, 8am – 6pm');
      await pickLanguage(infos, 'Français');
      await expect(infos.getByLabel('Présentation (fr)')).toHaveValue(
        'Club de plongée du cap, fondé en 1987.',
      );

      // Leaving the tab with unsaved text asks first; staying keeps it.
      await page.getByRole('tab', { name: 'Coordonnées' }).click();
      const ask = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
      await ask.getByRole('button', { name: 'Rester' }).click();
      await expect(ask).toBeHidden();
      await expect(infos.getByLabel('Horaires (fr)')).toHaveValue('Samedi et dimanche, 8 h – 18 h');
      await save(page, infos);

      await page.reload();
      await expect(infos.getByLabel('Présentation (fr)')).toHaveValue(
        'Club de plongée du cap, fondé en 1987.',
      );
      await expect(infos.getByLabel('Horaires (fr)')).toHaveValue('Samedi et dimanche, 8 h – 18 h');
      await pickLanguage(infos, 'Anglais');
      await expect(infos.getByLabel('Présentation (en)')).toHaveValue(
        'Diving club of the cape, founded in 1987.',
      );
      await expect(infos.getByLabel('Horaires (en)')).toHaveValue('Saturday and Sunday, 8am – 6pm');
    });

    test('the contact details: every field', async ({ page }) => {
      const values = {
        'Nom du club': 'Les Plongeurs du Cap',
        Téléphone: '+33 4 94 00 11 22',
        'E-mail': `contact@${club.alias}.example.org`,
        'Lien de la page Facebook': 'https://www.facebook.com/plongeursducap',
        'Chaîne YouTube': 'UCplongeursducap',
        'Adresse du direct': 'https://live.example.org/cap',
        Couleur: '#1c7ed6',
      };
      await asManager(page, '/admin/club/settings');
      const settings = page.getByRole('tabpanel', { name: 'Coordonnées' });
      for (const [label, value] of Object.entries(values)) {
        const input = field(settings, label);
        await typeText(input, value);
        await expect(input).toHaveValue(value);
      }
      await field(settings, 'Couleur').press('Tab');
      // The time zone: the manager selects the current one's text and types a few letters of the new one.
      const zone = field(settings, 'Fuseau horaire du club');
      await expect(zone).toHaveValue('Europe/Paris');
      await zone.click();
      await zone.press('ControlOrMeta+a');
      await zone.pressSequentially('Tahiti');
      await page.getByRole('option', { name: 'Pacific/Tahiti' }).click();
      await expect(zone).toHaveValue('Pacific/Tahiti');
      // The offline area's cap: the manager selects the number and types another.
      const cap = field(settings, 'Taille maximale de la zone hors ligne');
      await expect(cap).toHaveValue('100');
      await cap.click();
      await cap.press('ControlOrMeta+a');
      await cap.pressSequentially('250');
      await expect(cap).toHaveValue('250');
      await save(page, settings);
      await page.reload();
      await expect(field(settings, 'Taille maximale de la zone hors ligne')).toHaveValue('250');
      for (const [label, value] of Object.entries(values))
        await expect(field(settings, label)).toHaveValue(value);
      await expect(field(settings, 'Fuseau horaire du club')).toHaveValue('Pacific/Tahiti');
      await expect(page.getByRole('heading', { name: values['Nom du club'] })).toBeVisible();
    });

    test('the live page: switched on, its text in both languages', async ({ page }) => {
      await asManager(page, '/admin/club/live');
      const live = page.getByRole('tabpanel', { name: 'Live' });
      await live.getByRole('switch', { name: 'Le club est en direct' }).click({ force: true });
      await expect(live.getByRole('switch', { name: 'Le club est en direct' })).toBeChecked();
      await typeText(live.getByLabel('Texte de la page live (fr)'), 'Suivez nos plongées en direct.');
      await pickLanguage(live, 'Anglais');
      await typeText(live.getByLabel('Texte de la page live (en)'), 'Follow our dives live.');
      await save(page, live);
      await page.reload();
      await expect(live.getByRole('switch', { name: 'Le club est en direct' })).toBeChecked();
      await expect(live.getByLabel('Texte de la page live (fr)')).toHaveValue(
        'Suivez nos plongées en direct.',
      );
      await pickLanguage(live, 'Anglais');
      await expect(live.getByLabel('Texte de la page live (en)')).toHaveValue('Follow our dives live.');
    });

    test('the legal notice in both languages', async ({ page }) => {
      await asManager(page, '/admin/mention_legale');
      const main = page.getByRole('main');
      await typeText(main.getByLabel('Mentions légales (fr)'), 'Éditeur : association Les Plongeurs du Cap.');
      await pickLanguage(main, 'Anglais');
      await typeText(main.getByLabel('Mentions légales (en)'), 'Publisher: the Cape Divers association.');
      await save(page, main);
      await page.reload();
      await expect(main.getByLabel('Mentions légales (fr)')).toHaveValue(
        'Éditeur : association Les Plongeurs du Cap.',
      );
      await pickLanguage(main, 'Anglais');
      await expect(main.getByLabel('Mentions légales (en)')).toHaveValue(
        'Publisher: the Cape Divers association.',
      );
    });

    test('a member, in the edit popup: every field; the list shows its actions in view', async ({ page }) => {
      const values = {
        Prénom: 'Paula',
        Nom: 'Mérou-Brun',
        Pseudo: 'Barracuda',
        'E-mail': `paula@${club.alias}.example.org`,
        Téléphone: '06 12 34 56 78',
        Fonction: 'Trésorière',
      };
      await asManager(page, '/admin/club/members');
      const memberName = `${club.member.firstname} ${club.member.lastname}`;
      // The member's line: a table row on a wide screen, a card on a phone.
      const entry = page.locator('tr, [data-testid^="member-"]').filter({ hasText: memberName }).first();
      const edit = entry.getByRole('button', { name: /^Modifier/ });
      const remove = entry.getByRole('button', { name: /^Retirer/ });
      await expectInsideScreen(page, edit, size.width);
      await expectInsideScreen(page, remove, size.width);
      await edit.click();
      const popup = page.getByRole('dialog', { name: 'Modifier le membre' });
      for (const [label, value] of Object.entries(values)) {
        const input = field(popup, label);
        await typeText(input, value);
        await expect(input).toHaveValue(value);
      }
      // Closing the popup with typed text asks first.
      await popup.getByRole('button', { name: 'Fermer' }).click();
      const ask = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
      await ask.getByRole('button', { name: 'Rester' }).click();
      await expect(field(popup, 'Fonction')).toHaveValue('Trésorière');
      await popup.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(popup).toBeHidden();
      await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();

      await page.reload();
      // Each action names its member.
      await expect(
        page.getByRole('button', { name: `Retirer ${values.Prénom} ${values.Nom}` }),
      ).toBeVisible();
      await page.getByRole('button', { name: `Modifier ${values.Prénom} ${values.Nom}` }).click();
      for (const [label, value] of Object.entries(values))
        await expect(field(popup, label)).toHaveValue(value);
      await popup.getByRole('button', { name: 'Fermer' }).click();
      await expect(popup).toBeHidden();
    });

    test("the manager's own account: the e-mail and the password change from the profile", async ({
      page,
    }) => {
      await asManager(page, '/admin/club/members');
      await page
        .getByTestId(`member-${club.managerId}`)
        .getByRole('button', { name: /^Modifier/ })
        .click();
      const popup = page.getByRole('dialog', { name: 'Modifier le membre' });
      // The server refuses one's own e-mail and password here (no confirmation link, no old password).
      await expect(field(popup, 'E-mail')).toHaveAttribute('readonly', '');
      await expect(popup.getByLabel(/^Nouveau mot de passe/)).toHaveCount(0);
      await expect(popup.getByRole('link', { name: 'Changer mon e-mail' })).toBeVisible();
      await popup.getByRole('link', { name: 'Changer mon mot de passe' }).click();
      await expect(page).toHaveURL(/\/profile\?tab=password$/);
      await expect(page.getByRole('tab', { name: 'Mot de passe' })).toHaveAttribute('aria-selected', 'true');
    });

    test('the super administrator: the club list shows its actions in view; the manager account, every field', async ({
      page,
    }) => {
      await page.goto(`${siteOf('demo')}/`);
      await signIn(page, admin);
      await page.goto(`${siteOf('demo')}/admin/list_club`);
      const row = page.getByTestId(`club-row-${club.alias}`);
      for (const name of ['Modifier', 'Administrer', 'Supprimer'])
        await expectInsideScreen(
          page,
          row.getByRole('button', { name }).or(row.getByRole('link', { name })),
          size.width,
        );

      await page.goto(`${siteOf('demo')}/admin/edit_manager/${club.managerId}`);
      const values = {
        Prénom: 'Rosa',
        Nom: 'Gorgonia',
        Pseudo: 'Murène',
        'E-mail': `presidente@${club.alias}.example.org`,
        Téléphone: '07 98 76 54 32',
        Fonction: 'Présidente',
      };
      const main = page.getByRole('main');
      for (const [label, value] of Object.entries(values)) {
        const input = field(main, label);
        await typeText(input, value);
        await expect(input).toHaveValue(value);
      }
      await main.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();
      await page.reload();
      await expect(main.getByRole('heading', { name: 'Compte de Rosa Gorgonia' })).toBeVisible();
      for (const [label, value] of Object.entries(values))
        await expect(field(main, label)).toHaveValue(value);
    });
  });
}
