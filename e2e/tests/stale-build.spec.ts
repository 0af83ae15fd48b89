import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/person.ts';

/**
 * A page opened before a deploy whose next page's code is gone (Hardening III): it reloads once and
 * gets the current build; if that build cannot load it either, it says so instead of reloading forever
 * (apps/web/src/lib/stale-build.ts). The news page's chunk is made to answer 404, as a previous build's
 * would without apps/web/keep-assets.ts. No service worker here: it would answer from its own copy.
 */
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;
const newsChunk = manifest['src/features/news/pages/news-list.tsx']?.file;

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 }, serviceWorkers: 'block' });

    test("a page whose next page's code is gone reloads once, then says it could not load it", async ({
      page,
      pageProblems,
    }) => {
      test.setTimeout(120_000);
      if (!newsChunk) throw new Error('the build has a chunk of its own for the news page');
      const chunk = `/${newsChunk}`;
      pageProblems.expect(404, new RegExp(`^${chunk.replaceAll('.', '\\.')}$`));
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      await page.goto('/');
      const reloaded = new Promise<void>((resolve) => page.once('load', () => resolve()));
      let asked = 0;
      await page.route(`**${chunk}`, (route) => {
        asked += 1;
        return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' });
      });

      if (width < 600) await page.getByRole('button', { name: 'Ouvrir le menu', exact: true }).click();
      await page.getByRole('link', { name: 'Actualités' }).first().click();
      await reloaded;
      expect(new URL(page.url()).pathname).toBe('/news_list');
      // The reloaded page is the same build, whose chunk is still missing: no second reload.
      const failed = page.getByRole('alert').filter({ hasText: "Cette page n'a pas pu être chargée" });
      await expect(failed).toBeVisible();
      await page.screenshot({ path: `/tmp/stale-build-${width}.png` });
      await page.waitForTimeout(1_500);
      expect(loads).toBe(2);
      expect(asked).toBeGreaterThanOrEqual(2);

      // Once the file is there again, the button brings the page.
      await page.unroute(`**${chunk}`);
      await failed.getByRole('button', { name: 'Recharger la page' }).click();
      await expect(page.getByRole('heading', { name: 'Actualités' }).first()).toBeVisible();
      expect(loads).toBe(3);
    });
  });
}
