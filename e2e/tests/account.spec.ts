import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { linksOfLatestMailTo } from '../support/outbox.ts';
import { expect, test, typeAndCheck, typeText, untilInteractive } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

const avatarFixture = path.resolve(import.meta.dirname, '../fixtures/avatar.png');

/** A fresh address per run: the e2e database is fresh, but a re-run against a kept server must not collide. */
function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The link of the newest mail to `email` that opens `route` (auth, change_email, reset_password). */
async function linkTo(email: string, route: string): Promise<URL> {
  const links = await linksOfLatestMailTo(email);
  const link = links.find((candidate) => new URL(candidate).pathname.startsWith(`/${route}/`));
  expect(link, `a /${route}/ link in the mail to ${email}`).toBeDefined();
  return new URL(link as string);
}

/** A validated member made through the API from the page (the browser resolves demo.localhost). */
async function newMember(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/Users/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { Firstname: 'Louis', Lastname: 'Boutan', Email: email, Password: password, Practice_type: 4 },
  );
  expect(status).toBe(200);
  await page.goto((await linkTo(email, 'auth')).toString());
  await expect(page.getByText('Votre compte a été correctement validé.')).toBeVisible();
}

test('a visitor registers, validates the account, edits the profile, password and avatar, and signs in again', async ({
  page,
  pageProblems,
}) => {
  // A whole member journey (two argon2 sign-ins, mails, uploads): give it room on a busy CI machine.
  test.slow();
  const email = uniqueEmail('jeanne');
  const password = 'Corail-du-large-1';
  const newPassword = 'Gorgone-rouge-22';

  await test.step('registers on the demo club', async () => {
    await page.goto('/register');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Inscription', level: 1 })).toBeVisible();
    // Nothing typed: the required fields say so, nothing is sent.
    await main.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(main.getByText('Vérifiez les champs signalés en rouge.')).toBeVisible();
    await expect(main.getByText('Ce champ est obligatoire').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    // Typed at full speed, every field keeps every key.
    await typeAndCheck(main.getByLabel(/^Prénom/), 'Jeanne');
    await typeAndCheck(main.getByLabel(/^Nom/), 'Baret');
    await typeAndCheck(main.getByLabel(/^Pseudo/), 'Calypso');
    await typeAndCheck(main.getByLabel(/^Adresse e-mail/), email);
    await typeAndCheck(main.getByLabel(/^Mot de passe/), password);

    // A different confirmation is refused before anything is sent.
    await typeText(main.getByLabel(/^Confirmer le mot de passe/), 'autre-chose');
    await main.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(main.getByText('Les deux mots de passe ne sont pas identiques.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await typeAndCheck(main.getByLabel(/^Confirmer le mot de passe/), password);
    await expect(main.getByText('Les deux mots de passe ne sont pas identiques.')).toBeHidden();

    await typeText(main.getByLabel(/^Pays/), 'Fran');
    await page.getByRole('option', { name: 'France', exact: true }).click();
    // A date is picked, not typed key by key (the browser's date field).
    await main.getByLabel(/^Date de naissance/).fill('1990-05-12');
    await main.getByLabel('Femme', { exact: true }).check();
    await main.getByLabel('Randonnée palmée', { exact: true }).check();
    await main.getByLabel('Plongée', { exact: true }).check();
    await main.getByLabel(/^Organisme/).click();
    await page.getByRole('option', { name: 'CMAS', exact: true }).click();
    await main.getByLabel(/^Niveau de plongée/).click();
    await page.getByRole('option', { name: '2 Star Diver', exact: true }).click();
    await expect(main.getByLabel(/^Niveau de plongée/)).toHaveValue('2 Star Diver');
    // Another organism has its own ladder: the level is cleared (SPEC.md section 4).
    await main.getByLabel(/^Organisme/).click();
    await page.getByRole('option', { name: 'PADI', exact: true }).click();
    await expect(main.getByLabel(/^Niveau de plongée/)).toHaveValue('');
    await main.getByLabel(/^Niveau de plongée/).click();
    await page.getByRole('option', { name: 'Open Water Diver', exact: true }).click();
    await main.getByRole('button', { name: 'Créer mon compte' }).click();

    await expect(page).toHaveURL(/\/register_success$/);
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
  });

  await test.step('opens the validation link of the mail', async () => {
    const link = await linkTo(email, 'auth');
    expect(link.host).toBe(`demo.localhost:${E2E_PORT}`);
    await page.goto(link.toString());
    await expect(page.getByText('Votre compte a été correctement validé.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  await test.step('signs in through the connection popup', async () => {
    await signIn(page, { email, password });
  });

  const main = page.getByRole('main');
  await test.step('edits the profile and finds it saved after a reload', async () => {
    await page.goto('/profile');
    await expect(main.getByRole('heading', { name: 'Mon profil', level: 1 })).toBeVisible();
    await expect(main.getByLabel(/^Pays/)).toHaveValue('France');
    await expect(main.getByLabel(/^Niveau de plongée/)).toHaveValue('Open Water Diver');
    await typeAndCheck(main.getByLabel(/^Pseudo/), 'Calypso II');
    await main.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Votre profil a été enregistré.')).toBeVisible();

    await page.reload();
    await expect(main.getByLabel(/^Pseudo/)).toHaveValue('Calypso II');
    await expect(main.getByLabel('Randonnée palmée', { exact: true })).toBeChecked();
    await expect(main.getByLabel('Natation', { exact: true })).not.toBeChecked();
  });

  await test.step('asks before a tab switch would drop typed text', async () => {
    await typeText(main.getByLabel(/^Pseudo/), 'Brouillon');
    await main.getByRole('tab', { name: 'E-mail' }).click();
    const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await question.getByRole('button', { name: 'Rester' }).click();
    await expect(main.getByLabel(/^Pseudo/)).toHaveValue('Brouillon');
    await main.getByRole('tab', { name: 'E-mail' }).click();
    await question.getByRole('button', { name: 'Abandonner' }).click();
    await expect(main.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('an e-mail already used is refused on the e-mail field', async () => {
    pageProblems.expect(409, /\/api\/Users\/askNewEmail$/);
    const newEmail = main.getByLabel(/^Nouvelle adresse e-mail/);
    await typeAndCheck(newEmail, 'marin@demo.localhost');
    await typeAndCheck(main.getByLabel(/^Mot de passe actuel/), password);
    await main.getByRole('button', { name: "Changer d'adresse e-mail" }).click();
    await expect(newEmail).toHaveAccessibleDescription(/Cette adresse e-mail est déjà utilisée/);
  });

  await test.step('changes the password', async () => {
    await main.getByRole('tab', { name: 'Mot de passe' }).click();
    await page
      .getByRole('dialog', { name: 'Modifications non enregistrées' })
      .getByRole('button', { name: 'Abandonner' })
      .click();
    const submit = main.getByRole('button', { name: 'Changer le mot de passe' });

    // A wrong current password is said on that field.
    pageProblems.expect(400, /\/api\/Users\/changePasswordProfile$/);
    const current = main.getByLabel(/^Mot de passe actuel/);
    await typeAndCheck(current, 'pas-le-bon-mot-de-passe');
    await typeAndCheck(main.getByLabel(/^Nouveau mot de passe/), newPassword);
    await typeAndCheck(main.getByLabel(/^Confirmer le nouveau mot de passe/), newPassword);
    await submit.click();
    await expect(current).toHaveAccessibleDescription(/Le mot de passe actuel est incorrect\./);

    await typeText(current, password);
    await submit.click();
    await expect(main.getByText('Votre mot de passe a été modifié.')).toBeVisible();
    await expect(current).toHaveValue('');
  });

  await test.step('uploads a cropped avatar and sees it', async () => {
    await main.getByRole('button', { name: "Changer d'avatar" }).click();
    const popup = page.getByRole('dialog', { name: "Changer d'avatar" });
    const chooser = page.waitForEvent('filechooser');
    await popup.getByRole('button', { name: 'Choisir une image' }).click();
    await (await chooser).setFiles(avatarFixture);
    await expect(popup.getByRole('img', { name: 'Aperçu' })).toBeVisible();
    await popup.getByRole('button', { name: "Enregistrer l'avatar" }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByText('Votre avatar a été mis à jour.')).toBeVisible();

    const avatar = main.getByRole('img', { name: 'Avatar de Jeanne Baret' });
    await expect(avatar).toBeVisible();
    // The image really loaded from the server (a broken one falls back to initials).
    await expect
      .poll(() => avatar.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
  });

  await test.step('logs out from the profile page', async () => {
    await main.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('button', { name: 'Connexion', exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  await test.step('the old password no longer works; the new one does', async () => {
    pageProblems.expect(401, /\/api\/Users\/connection\/$/);
    // Signing out loaded `/` anew: a click before its script takes over does nothing.
    await untilInteractive(page);
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Connexion' });
    await typeText(popup.getByLabel(/^Adresse e-mail/), email);
    await typeText(popup.getByLabel(/^Mot de passe/), password);
    await popup.getByRole('button', { name: 'Se connecter' }).click();
    await expect(popup.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
    await popup.getByRole('button', { name: 'Fermer' }).click();

    await signIn(page, { email, password: newPassword });
    await page.goto('/profile');
    await expect(main.getByLabel(/^Pseudo/)).toHaveValue('Calypso II');
  });
});

test('an avatar over 2,000,000 bytes is refused before any upload', async ({ page }) => {
  const email = uniqueEmail('lourd');
  const password = 'Posidonie-2026';
  await newMember(page, email, password);
  await signIn(page, { email, password });

  const folder = await mkdtemp(path.join(os.tmpdir(), 'club-e2e-'));
  try {
    const bigFile = path.join(folder, 'big.png');
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await writeFile(bigFile, Buffer.concat([pngSignature, Buffer.alloc(2_000_001 - pngSignature.length)]));

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Users/editAvatar')) uploads.push(request.url());
    });

    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: "Changer d'avatar" }).click();
    const popup = page.getByRole('dialog', { name: "Changer d'avatar" });
    const chooser = page.waitForEvent('filechooser');
    await popup.getByRole('button', { name: 'Choisir une image' }).click();
    await (await chooser).setFiles(bigFile);

    const notice = page.getByRole('alert').filter({ hasText: 'Fichier trop volumineux' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Erreur');
    await expect(popup.getByRole('img', { name: 'Aperçu' })).toHaveCount(0);
    expect(uploads).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('a forgotten password is reset from the link of the mail', async ({ page }) => {
  const email = uniqueEmail('oubli');
  const newPassword = 'Nacre-geante-2026';
  await newMember(page, email, 'Posidonie-2026');

  await test.step('asks for the link in the connection popup', async () => {
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Connexion' })
      .getByRole('button', { name: /^Mot de passe oublié/ })
      .click();
    const popup = page.getByRole('dialog', { name: 'Mot de passe oublié' });
    await typeAndCheck(popup.getByLabel(/^Adresse e-mail/), email);
    await popup.getByRole('button', { name: /^Envoyer/ }).click();
    await expect(popup.getByRole('status')).toContainText('vous allez recevoir un e-mail');
    await popup.getByRole('button', { name: 'Fermer' }).click();
  });

  await test.step('sets a new password on the page of the link, then signs in with it', async () => {
    let link: string | undefined;
    await expect
      .poll(async () => {
        link = (await linksOfLatestMailTo(email)).find((candidate) => candidate.includes('/reset_password/'));
        return link;
      })
      .toBeDefined();
    await page.goto(link as string);
    const main = page.getByRole('main');
    await typeAndCheck(main.getByLabel(/^Nouveau mot de passe/), newPassword);
    await typeAndCheck(main.getByLabel(/^Confirmer le nouveau mot de passe/), 'autre-chose');
    await main.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(main.getByText('Les deux mots de passe ne sont pas identiques.')).toBeVisible();
    await typeAndCheck(main.getByLabel(/^Confirmer le nouveau mot de passe/), newPassword);
    await main.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();

    await expect(
      page.getByText('Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.'),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const popup = page.getByRole('dialog', { name: 'Connexion' });
    await typeText(popup.getByLabel(/^Adresse e-mail/), email);
    await typeText(popup.getByLabel(/^Mot de passe/), newPassword);
    await popup.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Louis Boutan');
  });
});

test('a member deletes their account after typing the password', async ({ page, pageProblems }) => {
  const email = uniqueEmail('depart');
  const password = 'Posidonie-2026';
  await newMember(page, email, password);
  await signIn(page, { email, password });
  await page.goto('/profile');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Mes données' }).click();
  await main.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  const field = dialog.getByLabel('Votre mot de passe');

  // Nothing typed: asked for, nothing sent. A wrong password: said on its field.
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(field).toHaveAccessibleDescription('Ce champ est obligatoire');
  pageProblems.expect(400, /\/api\/Users\/deleteMyAccount$/);
  await typeAndCheck(field, 'pas-le-bon');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(field).toHaveAccessibleDescription("Le mot de passe n'est pas le bon.");

  await typeAndCheck(field, password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByRole('button', { name: 'Connexion', exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
