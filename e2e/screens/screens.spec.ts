/// <reference lib="dom" />
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * The screens a newcomer judges the product by, on the seeded demo club, at a desktop and a phone
 * width: home, a spot's panel, the gallery, the live page and the club page. Written to docs/screens/
 * as `<screen>-<width>.png`; the README shows two of them.
 */

const screensDir = path.resolve(import.meta.dirname, '../../docs/screens');

const sizes = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

/** The demo spot with the most to show: the Donator wreck (drawn site plan, 3D model, pictures). */
async function wreckId(page: Page): Promise<number> {
  const spots = await page.evaluate(async () => {
    const response = await fetch('/api/Spots/getSpotsByClub/1');
    return (await response.json()) as { Id: number; Name: string }[];
  });
  const wreck = spots.find((spot) => spot.Name === 'Épave du Donator');
  if (!wreck) throw new Error('the demo club has the Donator wreck');
  return wreck.Id;
}

/** Waits for what the page loads (pictures, the map's markers) to settle; tiles cannot load here. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    );
  });
  await page.waitForTimeout(800);
}

for (const size of sizes) {
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: size, locale: 'fr-FR', hasTouch: size.width < 600 });

    test('screens', async ({ page }) => {
      const shoot = async (name: string) => {
        await settled(page);
        await page.screenshot({ path: path.join(screensDir, `${name}-${size.width}.png`) });
      };

      await page.goto('/');
      await expect(page.getByTestId('home-map').locator('.leaflet-marker-icon').first()).toBeVisible();
      await shoot('home');

      await page.goto(`/home/${await wreckId(page)}`);
      await expect(page.getByTestId('spot-panel')).toBeVisible();
      await expect(page.getByTestId('home-map')).toHaveAttribute('data-active-layers', /^[1-9]/);
      await shoot('spot');

      await page.goto('/galerie');
      await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
      await shoot('gallery');

      await page.goto('/live');
      await expect(page.getByRole('main')).toBeVisible();
      await shoot('live');

      await page.goto('/club');
      await expect(page.getByRole('main')).toBeVisible();
      await shoot('club');
    });

    test('club papers', async ({ page }) => {
      // The manager's table of divers' papers (issue 34), with the demo's states: signed in by the API.
      await page.goto('/');
      await page.evaluate(async () => {
        const answer = await fetch('/api/Users/connection/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'manager@demo.localhost', password: 'demo-manager-2026' }),
        });
        localStorage.setItem('token:demo', ((await answer.json()) as { token: string }).token);
      });
      await page.goto('/admin/papiers');
      await expect(page.getByTestId('diver-file-row').first()).toBeVisible();
      // The papers that need the manager first: the demo's expired certificate, then the expiring one.
      await page.getByText('Échéance la plus proche', { exact: true }).click();
      // The table under its day and filters (on a phone: the cards under the search box).
      const top =
        size.width < 600
          ? page.getByText('Rechercher', { exact: true })
          : page.getByText('Papiers valables le');
      await top.evaluate((element) => {
        const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - header - 12);
      });
      // The pointer off the rows, so that none shows as hovered.
      await page.mouse.move(0, 0);
      await settled(page);
      await page.screenshot({ path: path.join(screensDir, `club-papers-${size.width}.png`) });
    });
  });
}
