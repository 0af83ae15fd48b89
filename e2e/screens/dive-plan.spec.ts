/// <reference lib="dom" />
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * The palanquée board (issue 31) of the demo's coming boat day, at a desktop and a phone width, signed
 * in as the club's manager: its second dive, where "Proposer" built the palanquées and the dive director
 * kept Marin as Julien's back-marker with a reason. Written to docs/screens/ as
 * `dive-divePlan-board-<width>.png`, the window as a person sees it: at 1280 px from the dive's tabs down,
 * at 375 px the palanquée with the override at the top.
 */

const screensDir = path.resolve(import.meta.dirname, '../../docs/screens');
const title = 'Journée bateau : Vaisseau et Grand Langoustier';

const sizes = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

/** Signs the page in as the demo's manager through the API, as the other screens are. */
async function asManager(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(async () => {
    const answer = await fetch('/api/Users/connection/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'manager@demo.localhost', password: 'demo-manager-2026' }),
    });
    localStorage.setItem('token:demo', ((await answer.json()) as { token: string }).token);
  });
}

async function outingId(page: Page): Promise<number> {
  const outings = await page.evaluate(async () => {
    const club = (await (await fetch('/api/Clubs/getClubByAlias/demo')).json()) as { Id: number };
    const answer = await fetch(`/api/Outings/getOutings/${club.Id}/0`);
    return (await answer.json()) as { Id: number; Title: string }[];
  });
  const outing = outings.find((candidate) => candidate.Title === title);
  if (!outing) throw new Error(`the demo has the outing « ${title} »`);
  return outing.Id;
}

for (const size of sizes) {
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: size, locale: 'fr-FR', timezoneId: 'Europe/Paris', hasTouch: size.width < 600 });

    test('dive plan board', async ({ page }) => {
      await asManager(page);
      await page.goto(`/sorties/${await outingId(page)}/palanquees`);
      await page.getByRole('tab', { name: 'Plongée 2' }).click();
      const overridden = page.getByRole('region', { name: 'Palanquée 2' });
      await expect(overridden).toContainText('Dérogation motivée');
      await expect(page.getByRole('region', { name: 'Palanquée 3' })).toContainText('Conforme');
      // At 1280 px the dive's tabs just under the header, at 375 px the palanquée with the override.
      const top =
        size.width >= 600 ? page.getByRole('tablist', { name: 'Plongées de la sortie' }) : overridden;
      await top.evaluate((element) => {
        const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - header - 12);
      });
      // The pointer off the board, so that nothing shows as hovered.
      if (size.width >= 600) await page.mouse.move(0, 0);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(screensDir, `dive-plan-board-${size.width}.png`) });
    });
  });
}
