/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import {
  type DiveDayOuting,
  type DiverKey,
  deleteOuting,
  diveDayOuting,
  divePlanOf,
  divers,
  type ManagerSession,
  manager,
  managerSession,
} from '../support/dive-plans.ts';
import { shot } from '../support/people.ts';
import { expect, test, typeText } from '../support/person.ts';
import { expectNoSidewaysScroll, expectOnTop } from '../support/screen-checks.ts';
import { signIn } from '../support/sign-in.ts';
import { middleOf, touchDrag } from '../support/touch-drag.ts';

/**
 * Issue 31, the dive director's day as people do it. On a phone (375 px, by touch): the manager, dive
 * director of a boat dive to 40 m, opens its palanquées from the outing, has them proposed, drags the N1
 * diver into the 40 m palanquée and sees the palanquée break annexe III-16 b, moves her back with the menu
 * and sees it clear, keeps her palanquée at 18 m and saves; signs the dive on the safety sheet; with no
 * network types what the first palanquée did, sees it wait as not yet sent, and finds it on the server once
 * the network is back, the signature still there. On a wide screen, with the keyboard alone: moves a diver
 * through the "Déplacer vers…" menu, hears the problem, types the override reason, saves and signs. Each test
 * has its own outing, made and deleted through the API.
 */

const timezoneId = 'Europe/Paris';
test.use({ timezoneId, locale: 'fr-FR' });

const runId = Date.now().toString(36);
const managerName = 'Claire Vidal';
const boardLink = 'Palanquées et fiche de sécurité';
/** Signed now, days before the dive: the sheet gives the day of the signature with its time. */
const signedNow = new RegExp(`^Signée par ${managerName} le \\d{1,2} \\S+ à \\d\\d:\\d\\d$`);

const palanqueeOf = (page: Page, number: number) =>
  page.getByRole('region', { name: `Palanquée ${number}`, exact: true });
const problemsOf = (page: Page, number: number) =>
  palanqueeOf(page, number).getByRole('status', { name: `Problèmes de la Palanquée ${number}`, exact: true });
const membersOf = (page: Page, number: number) =>
  palanqueeOf(page, number).getByRole('list', { name: `Membres de la Palanquée ${number}`, exact: true });

/** The outing of a test, removed whatever happens (its signed sheet stays kept, as the law asks). */
async function withOuting(
  divePlan: Parameters<typeof diveDayOuting>[1],
  use: (session: ManagerSession, outing: DiveDayOuting) => Promise<void>,
): Promise<void> {
  const session = await managerSession();
  let outing: DiveDayOuting | null = null;
  try {
    outing = await diveDayOuting(session, divePlan);
    await use(session, outing);
  } finally {
    if (outing) await deleteOuting(session, outing.outingId);
    await session.api.dispose();
  }
}

test.describe('375 px, by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the dive director proposes, drags a diver, signs, and records the figures offline', async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    const divePlan = {
      title: `Palanquées ${runId} tactile`,
      daysAhead: 4,
      who: ['julien', 'agnes', 'pierre', 'nicolas', 'sofia', 'camille'] satisfies DiverKey[],
      depth: 40,
    };
    await withOuting(divePlan, async (session, outing) => {
      await test.step('the dive director opens the palanquées from the outing', async () => {
        await page.goto('/');
        await signIn(page, manager);
        await page.goto(`/sorties/${outing.outingId}`);
        const link = page.getByRole('link', { name: boardLink });
        await expectOnTop(link);
        await link.tap();
        await expect(page).toHaveURL(new RegExp(`/sorties/${outing.outingId}/palanquees$`));
        await expect(page.getByRole('heading', { level: 1, name: boardLink })).toBeVisible();
        await expect(page.getByRole('tab', { name: 'Palanquées', selected: true })).toBeVisible();
        await expect(page.getByTestId('palanquee')).toHaveCount(0);
        await expect(page.getByTestId('unassigned').getByTestId('board-diver')).toHaveCount(6);
      });

      await test.step('"Proposer" builds lawful teams: the N1 diver guided at 20 m, the others at 40 m', async () => {
        const propose = page.getByRole('button', { name: 'Proposer', exact: true });
        await expectOnTop(propose);
        await propose.tap();
        await expect(page.getByTestId('palanquee')).toHaveCount(2);
        for (const number of [1, 2]) {
          await expect(palanqueeOf(page, number)).toContainText('Conforme');
          await expect(problemsOf(page, number)).toHaveText('');
        }
        await expect(page.getByTestId('unassigned')).toContainText('Tout le monde est placé.');
        await expect(palanqueeOf(page, 1)).toContainText('Profondeur max : 40 m');
        await expect(membersOf(page, 1)).toContainText(divers.julien.name);
        await expect(membersOf(page, 2)).toContainText(divers.camille.name);
        await expect(palanqueeOf(page, 2)).toContainText('Profondeur max : 20 m');
        await expectNoSidewaysScroll(page);
      });

      await test.step('a finger drags the N1 diver into the 40 m team: annexe III-16 b', async () => {
        const handle = page.getByRole('button', { name: `Faire glisser ${divers.camille.name}` });
        // Her handle just above the save bar, the bottom of the 40 m palanquée above her own palanquée.
        await handle.evaluate((element) => {
          const box = element.getBoundingClientRect();
          window.scrollBy(0, box.top - window.innerHeight + 180);
        });
        await expectOnTop(handle);
        const palanquee = await palanqueeOf(page, 1).boundingBox();
        if (!palanquee) throw new Error('the 40 m team is shown');
        // Dropped on the bottom of the 40 m palanquée's card, in view below the header.
        const from = await middleOf(handle);
        await touchDrag(page, handle, { x: from.x, y: palanquee.y + palanquee.height - 40 });
        await expect(membersOf(page, 1)).toContainText(divers.camille.name);
        await expect(problemsOf(page, 1)).toContainText('annexe III-16 b');
        await expect(palanqueeOf(page, 1)).toContainText('Ne peut pas être signée sans raison');
        // Her guide is left alone: a palanquée is two divers at least.
        await expect(problemsOf(page, 2)).toContainText('au moins 2 plongeurs');
        await expect(page.getByText('2 palanquées ne peuvent pas être signées sans raison')).toBeVisible();
        await shot(page, testInfo, 'board-problem-375');
      });

      await test.step('her menu takes her back to her team: the problem clears', async () => {
        const menu = page.getByRole('button', { name: `Déplacer vers… : ${divers.camille.name}` });
        await expectOnTop(menu);
        await menu.tap();
        const back = page.getByRole('menuitem', { name: 'Palanquée 2' });
        await expectOnTop(back);
        await back.tap();
        await expect(membersOf(page, 2)).toContainText(divers.camille.name);
        for (const number of [1, 2]) {
          await expect(problemsOf(page, number)).toHaveText('');
          await expect(palanqueeOf(page, number)).toContainText('Conforme');
        }
        await expect(page.getByText('Tout est enregistré')).toBeVisible();
      });

      await test.step('her team is kept at 18 m, and the board saved', async () => {
        const depth = palanqueeOf(page, 2).getByRole('textbox', { name: 'Profondeur prévue (m)' });
        await typeText(depth, '18');
        await expect(depth).toHaveValue('18');
        await expect(page.getByText('Changements non enregistrés')).toBeVisible();
        const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
        await expectOnTop(save);
        await save.tap();
        await expect(page.getByText('Tout est enregistré')).toBeVisible();
        await expect(page.getByTestId('dive-plan-pending')).toHaveCount(0);
        await expectNoSidewaysScroll(page);
      });

      const safetySheetDive = page.getByRole('region', { name: 'Plongée 1', exact: true });
      await test.step('on the safety sheet, the dive director signs the dive', async () => {
        const tab = page.getByRole('tab', { name: 'Fiche de sécurité' });
        await expectOnTop(tab);
        await tab.tap();
        await expect(safetySheetDive.getByTestId('dive-signature')).toHaveText('Pas encore signée');
        const sign = safetySheetDive.getByRole('button', { name: 'Signer la plongée' });
        await expectOnTop(sign);
        await sign.tap();
        await expect(safetySheetDive.getByTestId('dive-signature')).toHaveText(signedNow);
        await expect(page.getByTestId('dive-plan-pending')).toHaveCount(0);
        await expect(page.getByTestId('sign-blockers')).toHaveCount(0);
      });

      await test.step('with no network, the first team’s figures are typed and wait on the phone', async () => {
        await context.setOffline(true);
        await expect(page.getByText('Hors ligne', { exact: true })).toBeVisible();
        const palanquee = safetySheetDive.getByRole('group', { name: 'Palanquée 1', exact: true });
        await typeText(palanquee.getByRole('textbox', { name: 'Entrée' }), '0905');
        await typeText(palanquee.getByRole('textbox', { name: 'Sortie' }), '0942');
        await expect(palanquee.getByRole('textbox', { name: 'Entrée' })).toHaveValue('09:05');
        await expect(palanquee.getByRole('textbox', { name: 'Sortie' })).toHaveValue('09:42');
        await typeText(palanquee.getByRole('textbox', { name: 'Prof. max (m)' }), '38,5');
        // The duration followed from the times; the dive director writes what the computer read.
        await expect(palanquee.getByRole('textbox', { name: 'Durée (min)' })).toHaveValue('37');
        await typeText(palanquee.getByRole('textbox', { name: 'Durée (min)' }), '38');
        const record = safetySheetDive.getByRole('button', { name: 'Enregistrer les chiffres réels' });
        await expectOnTop(record);
        await record.tap();
        await expect(safetySheetDive.getByText('Pas encore envoyé')).toBeVisible();
        await expect(page.getByTestId('dive-plan-pending')).toHaveText('1 changement pas encore envoyé');
        await expectNoSidewaysScroll(page);
        await shot(page, testInfo, 'sheet-offline-375');
      });

      await test.step('back online, the figures leave the phone and are on the server, signed', async () => {
        await context.setOffline(false);
        await expect(page.getByTestId('dive-plan-pending')).toHaveCount(0, { timeout: 20_000 });
        await expect(safetySheetDive.getByText('Pas encore envoyé')).toHaveCount(0);
        const saved = await divePlanOf(session, outing.outingId);
        const dive = saved.Dives[0];
        expect(dive?.Signed_by).toBe(managerName);
        expect(dive?.Palanquees.find((palanquee) => palanquee.Number === 2)?.Planned_depth).toBe(18);
        expect(dive?.Palanquees.find((palanquee) => palanquee.Number === 1)?.Actual).toEqual({
          Entry_time: '09:05',
          Exit_time: '09:42',
          Max_depth: 38.5,
          Duration: 38,
          Stops: '',
        });
        await expect(safetySheetDive.getByTestId('dive-signature')).toHaveText(
          new RegExp(`^Signée par ${managerName}`),
        );
      });
    });
  });
});

/** Presses Tab (Shift+Tab `backwards`) until `target` has the focus, as a keyboard user goes to it. */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 120 } = {}): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('the element is not on the page');
  for (let press = 0; press < most; press += 1) {
    if (await handle.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached with ${most} presses of Tab`);
}

/** Presses `key` in an open menu until `item` has the focus. */
async function arrowTo(page: Page, item: Locator, key = 'ArrowDown', most = 8): Promise<void> {
  for (let press = 0; press < most; press += 1) {
    await page.keyboard.press(key);
    if (await item.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached with ${most} presses of ${key}`);
}

test.describe('1280 px, with the keyboard alone', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the dive director moves a diver by the menu, gives the reason, saves and signs', async ({ page }) => {
    test.slow();
    const reason = 'Camille reste au contact de Julien, au-dessus de 20 m : briefing fait';
    await withOuting(
      {
        title: `Palanquées ${runId} clavier`,
        daysAhead: 5,
        who: ['julien', 'agnes', 'pierre', 'nicolas', 'sofia', 'camille'],
        depth: 40,
        palanquees: [
          { depth: 40, guide: 'julien', divers: ['nicolas', 'sofia'] },
          { depth: 20, guide: 'agnes', divers: ['camille', 'pierre'] },
        ],
      },
      async (session, outing) => {
        await test.step('from the outing, Tab and Enter open the board', async () => {
          await page.goto('/');
          await signIn(page, manager);
          await page.goto(`/sorties/${outing.outingId}`);
          await tabTo(page, page.getByRole('link', { name: boardLink }));
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL(new RegExp(`/sorties/${outing.outingId}/palanquees$`));
          await expect(palanqueeOf(page, 1)).toContainText('Conforme');
          await expect(palanqueeOf(page, 2)).toContainText('Conforme');
        });

        await test.step('the "Déplacer vers…" menu moves the N1 diver into the 40 m team', async () => {
          await tabTo(page, page.getByRole('button', { name: `Déplacer vers… : ${divers.camille.name}` }));
          await page.keyboard.press('Enter');
          const menu = page.getByRole('menu');
          await expect(menu).toBeVisible();
          await arrowTo(page, menu.getByRole('menuitem', { name: 'Palanquée 1' }));
          await page.keyboard.press('Enter');
          await expect(menu).toBeHidden();
          await expect(membersOf(page, 1)).toContainText(divers.camille.name);
          // The focus stays with her, in her new palanquée: the keyboard goes on from there.
          await expect(
            membersOf(page, 1).getByRole('button', { name: `Déplacer vers… : ${divers.camille.name}` }),
          ).toBeFocused();
        });

        await test.step('the problem is announced, and the reason typed', async () => {
          const problems = problemsOf(page, 1);
          await expect(problems).toHaveAttribute('aria-live', 'polite');
          await expect(problems).toContainText('annexe III-16 b');
          await expect(problemsOf(page, 2)).toHaveText('');
          const field = palanqueeOf(page, 1).getByRole('textbox', { name: 'Raison de la dérogation' });
          await tabTo(page, field, { backwards: true });
          await field.pressSequentially(reason);
          await expect(field).toHaveValue(reason);
          await expect(palanqueeOf(page, 1)).toContainText('Dérogation motivée');
        });

        await test.step('Tab to "Enregistrer", Enter: the plan keeps the reason', async () => {
          await tabTo(page, page.getByRole('button', { name: 'Enregistrer', exact: true }));
          await page.keyboard.press('Enter');
          await expect(page.getByText('Tout est enregistré')).toBeVisible();
          await expect(page.getByTestId('dive-plan-pending')).toHaveCount(0);
          const saved = await divePlanOf(session, outing.outingId);
          const palanquee = saved.Dives[0]?.Palanquees.find((each) => each.Number === 1);
          expect(palanquee?.Override_reason).toBe(reason);
          expect(palanquee?.Members.map((member) => member.Name)).toContain(divers.camille.name);
          expect(palanquee?.Problems.map((problem) => problem.Article)).toContain('annexe III-16 b');
        });

        await test.step('the arrows reach the safety sheet, and Enter signs the dive', async () => {
          await tabTo(page, page.getByRole('tab', { name: 'Palanquées' }), { backwards: true });
          await page.keyboard.press('ArrowRight');
          await expect(page.getByRole('tab', { name: 'Fiche de sécurité', selected: true })).toBeFocused();
          const dive = page.getByRole('region', { name: 'Plongée 1', exact: true });
          await expect(dive).toContainText(reason);
          await tabTo(page, dive.getByRole('button', { name: 'Signer la plongée' }));
          await page.keyboard.press('Enter');
          await expect(dive.getByTestId('dive-signature')).toHaveText(signedNow);
          await expect(page.getByTestId('dive-plan-pending')).toHaveCount(0);
          const saved = await divePlanOf(session, outing.outingId);
          expect(saved.Dives[0]?.Signed_by).toBe(managerName);
        });
      },
    );
  });
});
