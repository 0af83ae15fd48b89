/// <reference lib="dom" />
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, typeAndCheck, typeText } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * A manager runs the club's spots from the admin area (/admin/spots, the "Sites" tab): creates a spot
 * typing every field at full speed, edits it, writes its infos in French and English (switching the
 * language keeps what was typed), saves a live video and sees it confirmed, deletes it; a reload
 * between steps shows what was kept. At 1280 px and at 375 px, where every action is on screen.
 */

const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const sizes = [
  { name: '1280 px', width: 1280, height: 900 },
  { name: '375 px', width: 375, height: 740 },
] as const;

/** No sideways scrolling, and the element sits inside the screen's width. */
async function expectInsideScreen(page: Page, element: Locator, width: number) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box, 'a box on screen').not.toBeNull();
  expect(box && box.x >= 0 && box.x + box.width <= width, 'inside the screen').toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A success flash with these words (each save shows its own). */
async function expectFlash(page: Page, text: string) {
  const flash = page.getByRole('alert').filter({ hasText: text }).first();
  await expect(flash).toBeVisible();
  await flash.waitFor({ state: 'hidden', timeout: 10_000 });
}

for (const size of sizes) {
  test.describe(`manager at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.width < 768 });

    test('creates, edits, writes the infos in two languages, saves a live video and deletes a spot from the admin list', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const name = `Tombant des Gorgones ${size.width}`;
      const renamed = `${name} Est`;
      /** The spot's row in the list (its name stays in the renamed one). */
      const row = () => page.getByTestId('admin-spot').filter({ hasText: name });

      await page.goto('/');
      await signIn(page, manager);

      await test.step('the spots list is a tab of the admin area; every tab and action is on screen', async () => {
        await page.goto('/admin/club');
        const tabs = page.getByRole('tablist', { name: "Rubriques de l'administration" });
        for (const tab of ['Club', 'Sites', 'Actualités', 'Galerie', 'Vidéos', 'Mentions légales'])
          await expectInsideScreen(page, tabs.getByRole('tab', { name: tab, exact: true }), size.width);
        await tabs.getByRole('tab', { name: 'Sites', exact: true }).click();
        await expect(page).toHaveURL('/admin/spots');
        const first = page.getByTestId('admin-spot').first();
        await expect(first).toBeVisible();
        for (const action of await first.getByRole('link').or(first.getByRole('button')).all())
          await expectInsideScreen(page, action, size.width);
      });

      await test.step('creates the spot, every field typed', async () => {
        await page.getByRole('button', { name: 'Ajouter un site' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nouveau site' });
        await expect(dialog.getByTestId('spot-placement-map')).toBeVisible();
        await typeAndCheck(dialog.getByLabel('Nom'), name);
        await typeText(dialog.getByLabel('Pays'), 'Fran');
        await page.getByRole('option', { name: 'France', exact: true }).click();
        await expect(dialog.getByLabel('Pays')).toHaveValue('France');
        await typeAndCheck(dialog.getByLabel('Région'), "Provence-Alpes-Côte d'Azur");
        await typeAndCheck(dialog.getByLabel('Ville'), 'Le Lavandou');
        await typeAndCheck(dialog.getByLabel('Latitude'), '43.1234');
        await typeAndCheck(dialog.getByLabel('Longitude'), '6.3712');
        await typeAndCheck(dialog.getByLabel('URL du fichier 3D'), 'https://example.org/tombant.glb');
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          dialog.getByRole('button', { name: 'Choisir une image' }).click(),
        ]);
        await chooser.setFiles(path.join(fixtures, 'avatar.png'));
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await expect(dialog).toBeHidden();
        await expectFlash(page, 'Enregistré');
        await expect(row()).toContainText('Le Lavandou');

        await page.reload();
        await expect(row()).toContainText(name);
        await expect(row().getByTestId('admin-spot-place')).toHaveText(
          "Le Lavandou, Provence-Alpes-Côte d'Azur, France",
        );
        for (const action of await row().getByRole('link').or(row().getByRole('button')).all())
          await expectInsideScreen(page, action, size.width);
      });

      await test.step('edits it; closing the popup with typed text asks first', async () => {
        await row()
          .getByRole('button', { name: `Modifier ${name}` })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Modifier le site' });
        await expect(dialog.getByLabel('Nom')).toHaveValue(name);
        await expect(dialog.getByLabel('Ville')).toHaveValue('Le Lavandou');
        await expect(dialog.getByLabel('Latitude')).toHaveValue('43.1234');
        await typeAndCheck(dialog.getByLabel('Nom'), renamed);
        await typeAndCheck(dialog.getByLabel('Ville'), 'Bormes-les-Mimosas');
        await page.keyboard.press('Escape');
        const ask = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
        await expect(ask).toBeVisible();
        await ask.getByRole('button', { name: 'Rester' }).click();
        await expect(dialog.getByLabel('Ville')).toHaveValue('Bormes-les-Mimosas');
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await expect(dialog).toBeHidden();
        await expectFlash(page, 'Enregistré');

        await page.reload();
        await expect(row()).toContainText(renamed);
        await expect(row().getByTestId('admin-spot-place')).toContainText('Bormes-les-Mimosas');
      });

      await test.step('writes the infos in French and English; switching the language keeps the text', async () => {
        await row()
          .getByRole('link', { name: `Critères ${renamed}` })
          .click();
        await expect(page).toHaveURL(/\/admin\/spot_descriptif\/\d+\?tab=infos$/);
        await expect(page.getByRole('tab', { name: 'Critères' })).toHaveAttribute('aria-selected', 'true');
        const languages = page.getByRole('radiogroup', { name: 'Langue' });
        // A rich-text field (the spot panel shows rich text): its text, not a value.
        const description = page.getByRole('textbox', { name: 'Description' });
        const level = page.getByLabel('Niveau requis');
        await typeText(description, 'Un tombant couvert de gorgones rouges, de 12 à 40 m.');
        await expect(description).toHaveText('Un tombant couvert de gorgones rouges, de 12 à 40 m.');
        await typeAndCheck(level, 'Niveau 2');
        await languages.getByText('EN', { exact: true }).click();
        await expect(description).toHaveText('');
        await typeText(description, 'A wall covered with red gorgonians, from 12 to 40 m.');
        await expect(description).toHaveText('A wall covered with red gorgonians, from 12 to 40 m.');
        await typeAndCheck(level, 'Level 2');
        await languages.getByText('FR', { exact: true }).click();
        await expect(description).toHaveText('Un tombant couvert de gorgones rouges, de 12 à 40 m.');
        await expect(level).toHaveValue('Niveau 2');

        // Another tab with unsaved text asks first.
        await page.getByRole('tab', { name: 'Direct' }).click();
        const ask = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
        await ask.getByRole('button', { name: 'Rester' }).click();
        await expect(description).toHaveText('Un tombant couvert de gorgones rouges, de 12 à 40 m.');

        await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
        await expectFlash(page, 'Enregistré');
        await page.reload();
        await expect(description).toHaveText('Un tombant couvert de gorgones rouges, de 12 à 40 m.');
        await expect(level).toHaveValue('Niveau 2');
        await languages.getByText('EN', { exact: true }).click();
        await expect(description).toHaveText('A wall covered with red gorgonians, from 12 to 40 m.');
        await expect(level).toHaveValue('Level 2');
      });

      await test.step('starts a live, saves its video and sees it confirmed, finishes it', async () => {
        await page.getByRole('tab', { name: 'Direct' }).click();
        await page.getByRole('button', { name: 'Démarrer un direct' }).click();
        await expectFlash(page, 'Direct démarré');
        const video = page.getByLabel('Vidéo du direct (lien ou identifiant)');
        await typeAndCheck(video, 'https://youtu.be/dQw4w9WgXcQ');
        await page.getByRole('button', { name: 'Mettre à jour' }).click();
        await expectFlash(page, 'Vidéo du direct enregistrée');
        await page.reload();
        await page.getByRole('tab', { name: 'Direct' }).click();
        await expect(page.getByTestId('live-status')).toHaveText('Un direct est en cours sur ce site.');
        await expect(video).toHaveValue('dQw4w9WgXcQ');
        await page.getByRole('button', { name: 'Terminer le direct' }).click();
        await expectFlash(page, 'Direct terminé');
        await expect(page.getByTestId('live-status')).toHaveText('Aucun direct sur ce site.');
      });

      await test.step('deletes it after confirming', async () => {
        await page.getByRole('link', { name: '← Sites du club' }).click();
        await expect(page).toHaveURL('/admin/spots');
        await row()
          .getByRole('button', { name: `Supprimer ${renamed}` })
          .click();
        const confirm = page.getByRole('dialog', { name: 'Supprimer le site' });
        await confirm.getByRole('button', { name: 'Supprimer' }).click();
        await expectFlash(page, 'Site supprimé');
        await expect(row()).toHaveCount(0);
        await page.reload();
        await expect(page.getByTestId('admin-spot').first()).toBeVisible();
        await expect(row()).toHaveCount(0);
      });
    });
  });
}
