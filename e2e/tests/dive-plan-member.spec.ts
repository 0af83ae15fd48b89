import type { Locator, Page } from '@playwright/test';
import {
  confirmParticipant,
  type DiveDayOuting,
  deleteOuting,
  diveDayOuting,
  divePlanOf,
  divers,
  managerSession,
  memberIdOf,
  placePalanquees,
} from '../support/dive-plans.ts';
import { shot } from '../support/people.ts';
import { expect, test } from '../support/person.ts';
import { expectNoSidewaysScroll, expectOnTop } from '../support/screen-checks.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Issue 31, the member's side, on a phone (375 px) and on a wide screen (1280 px): Tom, confirmed by the
 * manager on a boat dive of the spec's own, finds it among the outings, says under "Ma plongée" that he
 * trains toward PA-40, on nitrox, with Nicolas as his buddy and a 15 L tank, saves, and finds his choices
 * again after a reload; the dive director reads them on the plan. Once the dive director has put him in
 * the second palanquée, the outing's page shows him "Ma palanquée": its number, time, depth, his guide
 * and his buddy. The outing is made and deleted through the API.
 */

const timezoneId = 'Europe/Paris';
test.use({ timezoneId, locale: 'fr-FR' });

/** A demo member who signs in; the outings and diver papers specs use him only on outings of their own. */
const tom = { email: 'tom@demo.localhost', password: 'demo-member-2026' };

const sizes = [
  { name: '375', width: 375, height: 740, daysAhead: 2 },
  { name: '1280', width: 1280, height: 800, daysAhead: 3 },
] as const;
const runId = Date.now().toString(36);

/** What a native select shows: the words of its chosen option. */
const shownIn = (select: Locator) => select.locator('option:checked');

/** Chooses an option of a native select by its words, as a person picks it in the list. */
async function choose(select: Locator, label: string): Promise<void> {
  await expectOnTop(select);
  await select.selectOption({ label });
  await expect(shownIn(select)).toHaveText(label);
}

/** "Ma plongée"'s fields. */
function wishesForm(page: Page) {
  const form = page.getByRole('region', { name: 'Ma plongée', exact: true });
  return {
    form,
    intent: form.getByRole('combobox', { name: 'Ce que je veux faire' }),
    level: form.getByRole('combobox', { name: 'Niveau visé' }),
    gas: form.getByRole('combobox', { name: 'Gaz' }),
    buddy: form.getByRole('combobox', { name: 'Binôme souhaité' }),
    tank: form.getByRole('combobox', { name: 'Bloc' }),
    save: form.getByRole('button', { name: 'Enregistrer mes souhaits' }),
  };
}

const wished = {
  intent: 'Me former vers…',
  level: 'PA-40 — autonome jusqu’à 40 m',
  gas: 'Nitrox',
  buddy: 'Nicolas',
  tank: '15 L',
};

for (const size of sizes) {
  test.describe(`${size.name} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a member says what he wants to do, then finds his palanquée', async ({ page }, testInfo) => {
      test.slow();
      const title = `Ma plongée ${runId} ${size.name}`;
      const session = await managerSession();
      let outing: DiveDayOuting | null = null;
      try {
        outing = await diveDayOuting(session, {
          title,
          daysAhead: size.daysAhead,
          who: ['julien', 'agnes', 'nicolas', 'camille'],
          depth: 20,
        });
        const outingId = outing.outingId;
        const tomId = await memberIdOf(session, tom.email);
        await confirmParticipant(session, outingId, tomId);

        await test.step('he signs in and opens the outing from the list of outings', async () => {
          await page.goto('/');
          await signIn(page, tom);
          if (size.width < 600)
            await page.getByRole('button', { name: 'Ouvrir le menu', exact: true }).click();
          await page
            .getByRole('navigation', { name: 'Navigation principale' })
            .getByRole('link', { name: 'Sorties' })
            .click();
          await expect(page).toHaveURL(/\/sorties$/);
          const link = page
            .getByTestId('outing-card')
            .filter({ hasText: title })
            .getByRole('link', { name: title });
          await expectOnTop(link);
          await link.click();
          await expect(page).toHaveURL(new RegExp(`/sorties/${outingId}$`));
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        });

        const fields = wishesForm(page);
        await test.step('"Ma plongée": training toward PA-40, nitrox, Nicolas, a 15 L tank', async () => {
          await expectOnTop(fields.form.getByRole('heading', { name: 'Ma plongée' }));
          await expect(shownIn(fields.intent)).toHaveText('Explorer');
          await expect(fields.level).toHaveCount(0);
          await choose(fields.intent, wished.intent);
          await expect(shownIn(fields.level)).toHaveText('Choisissez le niveau visé');
          await choose(fields.level, wished.level);
          await choose(fields.gas, wished.gas);
          // The buddy is one of those going, first names as in "who is going"; not himself.
          await expect(fields.buddy.getByRole('option', { name: 'Tom', exact: true })).toHaveCount(0);
          await choose(fields.buddy, wished.buddy);
          await choose(fields.tank, wished.tank);
          await expectOnTop(fields.save);
          await fields.save.click();
          await expect(page.getByText('Souhaits enregistrés')).toBeVisible();
          // Saved and read back: nothing left to save.
          await expect(fields.save).toBeDisabled();
          await expectNoSidewaysScroll(page);
          await shot(page, testInfo, `dive-wishes-${size.name}`);
        });

        await test.step('after a reload, his choices are still there', async () => {
          await page.reload();
          await expect(shownIn(fields.intent)).toHaveText(wished.intent);
          await expect(shownIn(fields.level)).toHaveText(wished.level);
          await expect(shownIn(fields.gas)).toHaveText(wished.gas);
          await expect(shownIn(fields.buddy)).toHaveText(wished.buddy);
          await expect(shownIn(fields.tank)).toHaveText(wished.tank);
          await expect(fields.save).toBeDisabled();
          // Not in a palanquée yet: nothing to show.
          await expect(page.getByRole('region', { name: 'Ma palanquée', exact: true })).toHaveCount(0);
        });

        await test.step('the dive director reads them on the plan', async () => {
          const divePlan = await divePlanOf(session, outingId);
          expect(divePlan.Divers.find((diver) => diver.User_id === tomId)).toMatchObject({
            Intent: 'train',
            Training_toward: 'PA40',
            Gas: 'nitrox',
            Buddy_id: session.idOf('nicolas'),
            Tank_litres: 15,
            Wishes_given: true,
          });
        });

        await test.step('placed by the dive director, he finds "Ma palanquée" on the outing', async () => {
          const saved = await placePalanquees(session, outingId, [
            { depth: 20, guideId: session.idOf('agnes'), diverIds: [session.idOf('camille')] },
            { depth: 18, guideId: session.idOf('julien'), diverIds: [tomId, session.idOf('nicolas')] },
          ]);
          const palanquee = saved.Dives[0]?.Palanquees.find((each) => each.Number === 2);
          expect(palanquee?.Members.map((member) => member.User_id)).toContain(tomId);

          await page.reload();
          const mine = page.getByRole('region', { name: 'Ma palanquée', exact: true });
          await expectOnTop(mine.getByRole('heading', { name: 'Ma palanquée' }));
          // The dive starts half an hour after the outing's 08:30, on the Donator wreck.
          const when = mine.getByText('Plongée 1 · 09:00 · Épave du Donator', { exact: true });
          await expectOnTop(when);
          await expect(mine.getByText('Palanquée 2 · 18 m, 40 min', { exact: true })).toBeVisible();
          await expect(mine.getByText(`Guide : ${divers.julien.name}`, { exact: true })).toBeVisible();
          await expect(mine.getByText(`Avec ${divers.nicolas.name}`, { exact: true })).toBeVisible();
          // The other palanquée is not his to read.
          await expect(mine).not.toContainText(divers.camille.name);
          await expect(mine).not.toContainText(divers.agnes.name);
          await expectNoSidewaysScroll(page);
          await shot(page, testInfo, `my-palanquee-${size.name}`);
        });
      } finally {
        if (outing) await deleteOuting(session, outing.outingId);
        await session.api.dispose();
      }
    });
  });
}
