/// <reference lib="dom" />
import { devices, type Page } from '@playwright/test';
import {
  deleteOuting,
  diveDayOuting,
  divePlanOf,
  type ManagerSession,
  manager,
  managerSession,
} from '../support/dive-plans.ts';
import { demoTimeZone, shot } from '../support/people.ts';
import { expect, test, typeText } from '../support/person.ts';
import { controlledByWorker, keptForOffline } from '../support/service-worker.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Issue 31, on the boat: the dive director opened an outing's plan at work, online; later, with no
 * network, the phone reloads the tab. The service worker answers the page with the app itself (never a
 * kept copy of a member's page), the session opens with the member the phone knew, and the plan shows
 * from what the page kept: the palanquées, then the safety sheet, where an entry time typed offline waits
 * as "not yet sent" and goes to the server when the network is back. The outing is the spec's own,
 * made and removed through the API, so the demo stays as other specs expect it.
 */

const runId = Date.now().toString(36);
const title = `Palanquées hors ligne ${runId}`;
const entryTime = '09:42';

/**
 * Removes the outing and its safety sheet: the dive first (a plan left with no dive that never was
 * signed nor has started keeps no sheet), then the outing.
 */
async function removeOuting(session: ManagerSession, outingId: number): Promise<void> {
  const { api, headers } = session;
  const removed = await api.post('/api/Outings/saveDivePlan', {
    headers,
    data: { Outing_id: outingId, Roles: {}, Dives: [], Removed_dives: [{ Index: 1 }] },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
  await deleteOuting(session, outingId);
  const safetySheets = await api.get('/api/Clubs/getSafetySheets/1/0', { headers });
  expect(
    ((await safetySheets.json()) as { Outing_id: number }[]).map((safetySheet) => safetySheet.Outing_id),
  ).not.toContain(outingId);
}

/** Until the page has kept the plan on the device (it keeps each answer of the server). */
async function divePlanKept(page: Page, outingId: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const key = Object.keys(localStorage).find(
          (name) => name.endsWith(`:${id}`) && name.startsWith('divePlan:'),
        );
        return (
          key !== undefined &&
          (JSON.parse(localStorage.getItem(key) ?? '{}') as { divePlan?: unknown }).divePlan != null
        );
      }, outingId),
    )
    .toBe(true);
}

const board = (page: Page) => page.getByRole('tabpanel', { name: 'Palanquées' });
const pending = (page: Page) => page.getByTestId('dive-plan-pending');
/** The entry time of dive 1's first palanquée, on the safety sheet. */
const entryField = (page: Page) =>
  page
    .getByTestId('safety-sheet-dive')
    .filter({ has: page.getByRole('heading', { name: 'Plongée 1' }) })
    .getByRole('group', { name: 'Palanquée 1' })
    .getByLabel('Entrée', { exact: true });

const { viewport: _viewport, ...phone } = devices['Pixel 7'];
test.use({ ...phone, viewport: { width: 375, height: 812 }, locale: 'fr-FR', timezoneId: demoTimeZone });

test('on a phone, the dive director’s plan opened at work reloads on the boat with no network, and an entry time typed there reaches the server', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const session = await managerSession();
  // A boat dive in three days: Julien (N4) guiding Camille (N1), Agnès (N5) guiding Nicolas (N2), at 20 m.
  const { outingId } = await diveDayOuting(session, {
    title,
    daysAhead: 3,
    who: ['julien', 'camille', 'agnes', 'nicolas'],
    depth: 20,
    palanquees: [
      { depth: 20, guide: 'julien', divers: ['camille'] },
      { depth: 20, guide: 'agnes', divers: ['nicolas'] },
    ],
  });
  const divePlanPage = `/sorties/${outingId}/palanquees`;

  try {
    await test.step('at work, online: signed in, the plan opened once the service worker is there', async () => {
      await page.goto('/');
      await signIn(page, manager);
      // The worker keeps what every page starts from (the club's read among them) once it is active.
      await keptForOffline(page);
      await page.goto(divePlanPage);
      await controlledByWorker(page);
      await expect(board(page).getByTestId('palanquee')).toHaveCount(2);
      await divePlanKept(page, outingId);
    });

    await test.step('on the boat: no network, the tab reloads and the board shows the teams', async () => {
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Palanquées et fiche de sécurité' })).toBeVisible();
      await expect(page.getByText(title)).toBeVisible();
      const palanquees = board(page).getByTestId('palanquee');
      await expect(palanquees).toHaveCount(2);
      await expect(palanquees.first()).toContainText('Julien Castel');
      await expect(palanquees.first()).toContainText('Camille Fabre');
      await expect(page.getByTestId('dive-plan-outbox')).toContainText('Hors ligne');
      await expect(page.getByText('Not found')).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Connexion' })).toHaveCount(0);
      // The header says the page is offline, not "Connexion", which could not work with no network
      // (on a phone, without the name, which leaves the club's name its room).
      await expect(page.getByRole('banner').getByText('Hors ligne', { exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Connexion' })).toHaveCount(0);
      await shot(page, testInfo, 'offline-board-375');
    });

    await test.step('offline, the entry time typed on the safety sheet waits as not yet sent', async () => {
      await page.getByRole('tab', { name: 'Fiche de sécurité' }).click();
      await typeText(entryField(page), entryTime.replace(':', ''));
      await expect(entryField(page)).toHaveValue(entryTime);
      await page.getByRole('button', { name: 'Enregistrer les chiffres réels' }).first().click();
      await expect(pending(page)).toHaveText('1 changement pas encore envoyé');
      await shot(page, testInfo, 'offline-sheet-pending-375');
    });

    await test.step('back online: it is sent, and a fresh reload shows the server’s figure', async () => {
      await context.setOffline(false);
      await expect(pending(page)).toHaveCount(0);
      const divePlan = await divePlanOf(session, outingId);
      const first = divePlan.Dives.find((dive) => dive.Index === 1)?.Palanquees.find(
        (palanquee) => palanquee.Number === 1,
      );
      expect(first?.Actual?.Entry_time).toBe(entryTime);
      // Without the device's copy: what shows now comes from the server.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('divePlan:')) localStorage.removeItem(key);
      });
      await page.reload();
      await expect(entryField(page)).toHaveValue(entryTime);
      await expect(pending(page)).toHaveCount(0);
    });
  } finally {
    await context.setOffline(false);
    await removeOuting(session, outingId);
    await session.api.dispose();
  }
});
