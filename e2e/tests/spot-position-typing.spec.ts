/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * A manager types a spot's position key by key in the spot popup, fast, slowly, or stopping after
 * "43." to think: the Latitude and Longitude fields read exactly what was typed (the caret once jumped
 * to the start mid-typing, "43.1234" became "23443.1"), and once saved the spot sits there. The popup
 * opens on empty fields (new spot) and on filled ones (edit).
 */

const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };

type Typing = {
  name: string;
  type(field: Locator, text: string): Promise<void>;
  /** The page is busy, as on a slow phone (see lateZeroTimers). */
  busy?: boolean;
};

const atFullSpeed: Typing = { name: 'at full speed', type: (field, text) => field.pressSequentially(text) };

const typings: Typing[] = [
  atFullSpeed,
  {
    name: 'at full speed on a busy page',
    type: (field, text) => field.pressSequentially(text),
    busy: true,
  },
  { name: 'slowly', type: (field, text) => field.pressSequentially(text, { delay: 50 }) },
  {
    name: 'stopping after the decimal point',
    type: async (field, text) => {
      const point = text.indexOf('.') + 1;
      await field.pressSequentially(text.slice(0, point));
      await field.page().waitForTimeout(600);
      await field.pressSequentially(text.slice(point));
    },
  },
];

/**
 * A busy page, as on a slow phone where the browser handles keys before timers: a 0 ms timer set
 * while a key goes down runs only once the next key is down and up (or after a second). Mantine's
 * NumberInput put the caret at the start on such a timer, set by Backspace in the empty field: the
 * next keys landed before it.
 */
function lateZeroTimers() {
  const setTimer = window.setTimeout.bind(window);
  const clearTimer = window.clearTimeout.bind(window);
  const cancels = new Map<number, () => void>();
  const late = (handler: TimerHandler, delay?: number, ...rest: unknown[]): number => {
    const byKey = window.event instanceof KeyboardEvent && window.event.type === 'keydown';
    if (delay || !byKey || typeof handler !== 'function') return setTimer(handler, delay, ...rest);
    let keyDown = false;
    const onKeyDown = () => {
      keyDown = true;
    };
    const onKeyUp = () => {
      if (keyDown) run();
    };
    const stop = () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
      clearTimer(id);
      cancels.delete(id);
    };
    const run = () => {
      stop();
      handler(...rest);
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp, true);
    const id = setTimer(run, 1000);
    cancels.set(id, stop);
    return id;
  };
  window.setTimeout = late as typeof window.setTimeout;
  const clearLate = (id?: number) => {
    const cancel = id === undefined ? undefined : cancels.get(id);
    if (cancel) cancel();
    else clearTimer(id);
  };
  window.clearTimeout = clearLate as typeof window.clearTimeout;
}

/** Clears the field as a person does (select all, Backspace, even when it is empty), then types. */
async function typePosition(field: Locator, text: string, typing: Typing) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await typing.type(field, text);
  await expect(field).toHaveValue(text);
}

/** Types both coordinates in the open popup, saves, and checks where the server put the spot. */
async function placeSpot(
  page: Page,
  dialog: Locator,
  position: { latitude: string; longitude: string },
  typing: Typing,
): Promise<number> {
  await typePosition(dialog.getByLabel('Latitude'), position.latitude, typing);
  await typePosition(dialog.getByLabel('Longitude'), position.longitude, typing);
  await expect(dialog.getByLabel('Latitude')).toHaveValue(position.latitude);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/home\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const saved = await page.evaluate(async (spotId) => {
    const answer = await fetch(`/api/Spots/getSpot/${spotId}`, { cache: 'no-store' });
    return (await answer.json()) as { Latitude: number; Longitude: number };
  }, id);
  // A comma is the decimal point of French keyboards.
  expect(saved).toMatchObject({
    Latitude: Number(position.latitude.replace(',', '.')),
    Longitude: Number(position.longitude.replace(',', '.')),
  });
  return id;
}

/** The manager's session deletes the spot the test made, so that the club's subscription keeps room. */
async function deleteSpot(page: Page, id: number) {
  const status = await page.evaluate(async (spotId) => {
    const answer = await fetch(`/api/Spots/deleteSpot/${spotId}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('token:demo')}` },
    });
    return answer.status;
  }, id);
  expect(status).toBe(200);
}

test.describe('manager on desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const typing of typings) {
    test(`types a new spot's position, then another, ${typing.name}`, async ({ page }) => {
      test.setTimeout(90_000);
      if (typing.busy) await page.addInitScript(lateZeroTimers);
      await page.goto('/');
      await signIn(page, manager);
      let id: number | undefined;
      try {
        await page.getByRole('button', { name: 'Ajouter un site' }).click();
        const created = page.getByRole('dialog', { name: 'Nouveau site' });
        await expect(created.getByTestId('spot-placement-map')).toBeVisible();
        await created.getByLabel('Nom').pressSequentially(`Position tapée ${typing.name}`);
        id = await placeSpot(page, created, { latitude: '43.1234', longitude: '-4.5' }, typing);

        await page.getByTestId('spot-panel').getByRole('button', { name: 'Modifier', exact: true }).click();
        const edited = page.getByRole('dialog', { name: 'Modifier le site' });
        await expect(edited.getByLabel('Latitude')).toHaveValue('43.1234');
        await expect(edited.getByLabel('Longitude')).toHaveValue('-4.5');
        expect(await placeSpot(page, edited, { latitude: '-12.0508', longitude: '6.3712' }, typing)).toBe(id);

        await page.getByTestId('spot-panel').getByRole('button', { name: 'Modifier', exact: true }).click();
        await expect(edited.getByLabel('Latitude')).toHaveValue('-12.0508');
        await expect(edited.getByLabel('Longitude')).toHaveValue('6.3712');
      } finally {
        if (id !== undefined) await deleteSpot(page, id);
      }
    });
  }

  test('reads a comma as the decimal point, and says what is wrong with a position that is none', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const typing = atFullSpeed;
    await page.goto('/');
    await signIn(page, manager);
    let id: number | undefined;
    try {
      await page.getByRole('button', { name: 'Ajouter un site' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouveau site' });
      await expect(dialog.getByTestId('spot-placement-map')).toBeVisible();
      await dialog.getByLabel('Nom').pressSequentially('Position à la virgule');
      await typePosition(dialog.getByLabel('Latitude'), '43.1.2', typing);
      await typePosition(dialog.getByLabel('Longitude'), '195', typing);
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(dialog.getByText('Valeur invalide')).toBeVisible();
      await expect(dialog.getByText('Au plus 180')).toBeVisible();

      id = await placeSpot(page, dialog, { latitude: '43,1234', longitude: '6,3712' }, typing);
      await page.getByTestId('spot-panel').getByRole('button', { name: 'Modifier', exact: true }).click();
      const edited = page.getByRole('dialog', { name: 'Modifier le site' });
      await expect(edited.getByLabel('Latitude')).toHaveValue('43.1234');
      await expect(edited.getByLabel('Longitude')).toHaveValue('6.3712');
    } finally {
      if (id !== undefined) await deleteSpot(page, id);
    }
  });
});
