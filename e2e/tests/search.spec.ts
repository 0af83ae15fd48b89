import type { Page } from '@playwright/test';
import { expect, test, typeText } from '../support/person.ts';

/**
 * The home search as French users type: no accents, lower case, the start of a word (issue 17). The
 * demo club's spots (apps/server/src/seed/demo-content.ts): La Gabinière, Pointe du Vaisseau and
 * Sentier sous-marin de la Palud in "Hyères (Port-Cros)"; Épave du Donator and Cap des Mèdes in
 * "Hyères (Porquerolles)".
 */

/** The search box of the side menu, opened first on a phone (the menu starts closed under 768 px). */
async function searchBox(page: Page, phone: boolean) {
  await page.goto('/');
  await expect(page.getByTestId('home-map')).toBeVisible();
  if (phone) await page.getByRole('button', { name: 'Ouvrir le menu des sites' }).click();
  const menu = page.getByTestId('spot-side-menu');
  await expect(menu).toBeVisible();
  return menu.getByRole('combobox', { name: 'Rechercher' });
}

/** The search's dropdown (the language menu's options are not in it). */
const dropdown = (page: Page) => page.getByRole('listbox');
const offered = (page: Page, name: string) => dropdown(page).getByRole('option', { name, exact: true });

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
]) {
  const phone = device.name === 'phone';

  test.describe(`home search on ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: phone });

    test('a spot typed without accents, in lower case, is offered and opens', async ({ page }) => {
      const search = await searchBox(page, phone);

      await test.step('"gabiniere" offers La Gabinière, and only it', async () => {
        await typeText(search, 'gabiniere');
        await expect(offered(page, 'La Gabinière')).toBeVisible();
        await expect(dropdown(page).getByRole('option')).toHaveCount(1);
      });

      await test.step('"medes" offers Cap des Mèdes; the start of a word is enough', async () => {
        await typeText(search, 'medes');
        await expect(offered(page, 'Cap des Mèdes')).toBeVisible();
        await expect(offered(page, 'La Gabinière')).toHaveCount(0);
        await typeText(search, 'gabin');
        await expect(offered(page, 'La Gabinière')).toBeVisible();
        await typeText(search, 'biniere');
        await expect(page.getByText('Aucun résultat')).toBeVisible();
      });

      await test.step('"hyeres" offers both towns; "porquerolles" its town and its two spots', async () => {
        await typeText(search, 'hyeres');
        await expect(offered(page, 'Hyères (Port-Cros)')).toBeVisible();
        await expect(offered(page, 'Hyères (Porquerolles)')).toBeVisible();
        await typeText(search, 'porquerolles');
        await expect(offered(page, 'Hyères (Porquerolles)')).toBeVisible();
        await expect(offered(page, 'Épave du Donator')).toBeVisible();
        await expect(offered(page, 'Cap des Mèdes')).toBeVisible();
        await expect(offered(page, 'Hyères (Port-Cros)')).toHaveCount(0);
        await expect(offered(page, 'La Gabinière')).toHaveCount(0);
      });

      await test.step('"cote d azur" offers the region, "FRANCE" the country', async () => {
        await typeText(search, 'cote d azur');
        await expect(offered(page, "Provence-Alpes-Côte d'Azur")).toBeVisible();
        await typeText(search, 'FRANCE');
        await expect(offered(page, 'France')).toBeVisible();
      });

      await test.step('choosing "epave du donator" opens the spot', async () => {
        await typeText(search, 'epave du donator');
        await offered(page, 'Épave du Donator').click();
        await expect(page).toHaveURL(/\/home\/\d+$/);
        await expect(page.getByTestId('home-map')).toHaveAttribute('data-zoom', '17');
        await expect(
          page.getByTestId('spot-panel').getByRole('heading', { name: 'Épave du Donator' }),
        ).toBeVisible();
      });
    });
  });
}
