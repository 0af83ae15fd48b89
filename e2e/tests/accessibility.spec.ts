import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/person.ts';

/**
 * axe-core on every public page of the demo club (issue 8): no violation of impact serious or critical
 * against WCAG 2 A and AA. A failure lists each violation's rule, help text and elements.
 */

type Ids = { clubId: number; spotId: number; newsId: number };

/** The demo club's ids, read through the API from the page (only the browser resolves demo.localhost). */
async function demoIds(page: Page): Promise<Ids> {
  await page.goto('/');
  return page.evaluate(async (alias) => {
    const json = async (url: string) => (await fetch(url)).json();
    const club = (await json(`/api/Clubs/getClubByAlias/${alias}`)) as { Id: number };
    const spots = (await json(`/api/Spots/getSpotsByClub/${club.Id}`)) as { Id: number }[];
    const news = (await json(`/api/News/getNewsByClub/${club.Id}/0`)) as { Id: number }[];
    return { clubId: club.Id, spotId: spots[0]?.Id ?? 0, newsId: news[0]?.Id ?? 0 };
  }, 'demo');
}

/** Runs axe on the page as it is now and fails with a readable list of serious and critical violations. */
async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .map(
            (node) =>
              `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`,
          )
          .join('\n')}`,
    )
    .join('\n');
  expect(
    serious.map((violation) => violation.id),
    `${label}: serious or critical axe violations\n${report}`,
  ).toEqual([]);
}

/** Waits for the page's own content (the route's bundle and its first data), then for the network to settle. */
async function open(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
}

/** Any page: its route's content is in, with no loader left in it. */
const loaded = async (page: Page) => {
  await expect(page.locator('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
};

test.describe('accessibility of the public pages (axe, WCAG 2 A and AA)', () => {
  let ids: Ids;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    ids = await demoIds(page);
    await page.close();
    expect(ids.spotId).toBeGreaterThan(0);
    expect(ids.newsId).toBeGreaterThan(0);
  });

  const pages: { name: string; url: () => string; ready: (page: Page) => Promise<void> }[] = [
    {
      name: 'home',
      url: () => '/',
      ready: async (page) => {
        await expect(page.getByTestId('home-map')).toBeVisible();
        await expect(page.getByTestId('spot-side-menu')).toBeVisible();
      },
    },
    {
      name: "a spot's home",
      url: () => `/home/${ids.spotId}`,
      ready: async (page) => {
        await expect(page.getByTestId('home-map')).toBeVisible();
        await expect(page.getByTestId('spot-side-menu')).toBeVisible();
      },
    },
    { name: 'news list', url: () => '/news_list', ready: loaded },
    {
      name: 'a news item',
      url: () => `/news/${ids.newsId}`,
      ready: loaded,
    },
    { name: 'pictures', url: () => '/galerie', ready: loaded },
    { name: 'videos', url: () => '/video', ready: loaded },
    { name: 'replays', url: () => `/replays/${ids.spotId}`, ready: loaded },
    { name: 'live', url: () => '/live', ready: loaded },
    { name: 'club information and members', url: () => '/club', ready: loaded },
    { name: 'legal notice', url: () => '/view_mention_legale', ready: loaded },
    { name: 'registration', url: () => '/register', ready: loaded },
    { name: 'registration done', url: () => '/register_success', ready: loaded },
  ];

  for (const { name, url, ready } of pages) {
    test(name, async ({ page }) => {
      await open(page, url(), ready);
      await expectNoSeriousViolations(page, name);
    });
  }

  test('the connection and forgotten-password popups', async ({ page }) => {
    await open(page, '/news_list', loaded);
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Connexion' });
    await expect(popup.getByLabel(/^Adresse e-mail/)).toBeVisible();
    await expectNoSeriousViolations(page, 'connection popup');
    await popup.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('dialog', { name: 'Mot de passe oublié' })).toBeVisible();
    await expectNoSeriousViolations(page, 'forgotten-password popup');
  });

  test('the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/news_list', loaded);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile menu');
  });
});
