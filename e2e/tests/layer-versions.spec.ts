import type { Page } from '@playwright/test';
import { demoManager, editorMap, firstSpotId } from '../support/layer-editor.ts';
import { expect, test, typeAndCheck } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

async function drawCircle(page: Page, position: { x: number; y: number }) {
  await page.getByRole('radiogroup', { name: 'Mode de dessin' }).getByText('Cercle', { exact: true }).click();
  await editorMap(page).click({ position });
}

/**
 * The shapes of a layer's shapes file, the JSON the map reads beside the KML (shared
 * domain/kml/shapes-file.ts), which keeps them under `overlays`.
 */
const shapes = (shapesFile: string) =>
  (JSON.parse(shapesFile) as { layer: { overlays: unknown[] } }).layer.overlays.length;

test.describe('layer versions', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the manager saves a layer twice, previews the first version from its versions, restores it, and the public map shows it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const spotId = await firstSpotId();
    const name = `Historique ${Date.now().toString(36)}`;
    await page.goto('/');
    await signIn(page, demoManager);

    // First save: one circle.
    await page.goto(`/admin/spot_creation_calque/${spotId}`);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await typeAndCheck(page.getByLabel('Nom du calque'), name);
    await drawCircle(page, { x: 300, y: 250 });
    await expect(editorMap(page)).toHaveAttribute('data-shape-count', '1');
    await page.getByRole('button', { name: 'Enregistrer le calque' }).click();
    await expect(page).toHaveURL(`/admin/spot_edition_calques/${spotId}/${encodeURIComponent(name)}`);

    // Second save: a second circle.
    await drawCircle(page, { x: 500, y: 350 });
    await expect(editorMap(page)).toHaveAttribute('data-shape-count', '2');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/Spots/editKmlFile'));
    await page.getByRole('button', { name: 'Enregistrer le calque' }).click();
    expect((await saved).status()).toBe(200);

    // The spot's layers: the layer's versions list the first version, with its author.
    await page.goto(`/admin/spot_descriptif/${spotId}`);
    const row = page.getByTestId('admin-layer').filter({ hasText: name });
    await row.getByRole('button', { name: `Historique de ${name}` }).click();
    const versions = page.getByRole('dialog', { name: `Historique de ${name}` });
    const version = versions.getByTestId('layer-version');
    await expect(version).toHaveCount(1);
    await expect(version).toContainText('Version 1');

    // Previewed on a small map: the first version's one circle.
    await version.getByRole('button', { name: 'Aperçu' }).click();
    const preview = versions.getByTestId('layer-version-preview');
    await expect(preview).toHaveAttribute('data-shapes', '1');

    // Restored after a confirmation.
    await version.getByRole('button', { name: 'Restaurer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restaurer' });
    const restored = page.waitForResponse((response) =>
      response.url().endsWith('/api/Spots/restoreLayerVersion'),
    );
    await confirm.getByRole('button', { name: 'Restaurer' }).click();
    expect((await restored).status()).toBe(200);
    await expect(page.getByText('Version restaurée')).toBeVisible();
    await expect(versions).toHaveCount(0);

    // The public map of the spot reads the layer at its new version: the first content again.
    await page.getByRole('button', { name: /^Compte de / }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
    const layerFile = page.waitForResponse(
      (response) => /\/files\/Kmls\/\d+\/\d+\.overlays\.json\?v=3$/.test(response.url()) && response.ok(),
    );
    await page.goto(`/home/${spotId}`);
    const menu = page.getByTestId('spot-side-menu');
    await expect(menu.getByRole('checkbox', { name })).toBeChecked();
    expect(shapes(await (await layerFile).text())).toBe(1);
  });
});
